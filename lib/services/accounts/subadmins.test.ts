import { describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, generatePassword } from "@/lib/validation/subadmin";
import { listActivity } from "@/lib/services/audit/activity";
import { createSubadmin, listSubadmins, updateSubadmin } from "./subadmins";

const db = useTestDb();

const viewer = (user: { id: number; name: string; email: string }, role: Viewer["role"], permissions: Viewer["permissions"] = []): Viewer => ({
  ...user,
  role,
  status: "active",
  permissions,
  talentProfileId: null,
  sessionId: null,
  via: "bearer",
});

describe("generatePassword", () => {
  it("makes 12 characters from letters, digits and !@#$%^&*", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...p].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});

describe("subadmins service", () => {
  it("is for admins only, even a sub-admin holding every permission", async () => {
    const sub = viewer(await makeUser(db(), { role: "subadmin" }), "subadmin", ["dashboard", "news"]);
    await expect(listSubadmins(sub)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(createSubadmin(sub, { name: "X", email: "x@y.test" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listActivity(sub, { page: 1, limit: 10 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listSubadmins(null)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("creates without a password (a random one is set), keeps permissions in the spec's order, and edits", async () => {
    const admin = viewer(await makeUser(db(), { role: "admin" }), "admin");
    const created = await createSubadmin(admin, { name: "Ola", email: "ola@sub.test", permissions: ["logo-icon", "dashboard", "news"] });
    expect(created).toMatchObject({ status: "active", role: "", permissions: ["dashboard", "news", "logo-icon"] });
    const edited = await updateSubadmin(admin, created.id, { name: "Ola B", email: "ola@sub.test", role: "Bookings desk", permissions: [], status: "inactive" });
    expect(edited).toMatchObject({ name: "Ola B", role: "Bookings desk", permissions: [], status: "inactive" });
    await expect(updateSubadmin(admin, created.id, { name: "", email: "ola@sub.test" })).rejects.toMatchObject({ code: "VALIDATION", message: "Name is required" });
    await expect(updateSubadmin(admin, admin.id, { name: "Me", email: admin.email })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

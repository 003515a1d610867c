import { describe, expect, it } from "vitest";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { viewerOf } from "@/test/viewers";
import { createAdminBlogCategory } from "./blog-admin-categories";

const db = useTestDb();

describe("blog-admin categories", () => {
  it("adds a category once, trimmed, refusing a duplicate in any case and a sub-admin without news", async () => {
    const admin = viewerOf(await makeUser(db(), { role: "admin" }));
    const created = await createAdminBlogCategory(admin, { name: "  Runway Diaries " });
    expect(created).toMatchObject({ name: "Runway Diaries", slug: "runway-diaries" });
    await expect(createAdminBlogCategory(admin, { name: "runway diaries" })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(createAdminBlogCategory(admin, { name: "   " })).rejects.toMatchObject({ code: "VALIDATION" });
    const editor = viewerOf(await makeUser(db(), { role: "subadmin" }), ["bookings"]);
    editor.role = "subadmin";
    await expect(createAdminBlogCategory(editor, { name: "Other" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiTokens } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { createSession, touchSession } from "./sessions";

const db = useTestDb();

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const MAC_CHROME_NEWER = MAC_CHROME.replace("120.0.0.0", "131.0.6778.86");
const WIN_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const newSignInMails = async (email: string) => (await outboxFor(email)).filter((m) => m.template === "new-sign-in");

describe("createSession", () => {
  it("keeps the trimmed user agent, the device and the address of the sign-in", async () => {
    const user = await makeUser(db(), { email: "context@example.test" });
    const { sessionId } = await createSession(user.id, "web", { userAgent: `  ${MAC_CHROME}  `, ip: "203.0.113.9" });
    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, sessionId));
    expect(row).toMatchObject({ userAgent: MAC_CHROME, device: "Chrome on macOS", ip: "203.0.113.9", name: "web" });
    expect(row.lastUsedAt).not.toBeNull();
    const unknown = await createSession(user.id, "web", { userAgent: null, ip: "unknown" });
    const [blank] = await db().select().from(apiTokens).where(eq(apiTokens.id, unknown.sessionId));
    expect(blank).toMatchObject({ userAgent: null, device: null, ip: null });
  });
});

describe("the new-sign-in mail", () => {
  it("reaches a staff member for a browser or an address not seen before, never for a known pair", async () => {
    const admin = await makeUser(db(), { role: "admin", email: "new-device@example.test" });
    // The first sign-in has nothing to compare with: no mail.
    await createSession(admin.id, "web", { userAgent: MAC_CHROME, ip: "203.0.113.1" });
    expect(await newSignInMails(admin.email)).toHaveLength(0);
    // The same browser family and system (a newer version) from the same address is known.
    await createSession(admin.id, "web", { userAgent: MAC_CHROME_NEWER, ip: "203.0.113.1" });
    expect(await newSignInMails(admin.email)).toHaveLength(0);
    // A known browser from a new address is news; so is a new browser from a known address.
    await createSession(admin.id, "web", { userAgent: MAC_CHROME, ip: "203.0.113.2" });
    expect(await newSignInMails(admin.email)).toHaveLength(1);
    await createSession(admin.id, "web", { userAgent: WIN_FIREFOX, ip: "203.0.113.1" });
    expect(await newSignInMails(admin.email)).toHaveLength(2);

    await createSession(admin.id, "web", { userAgent: IPHONE, ip: "198.51.100.77" });
    const mails = await newSignInMails(admin.email);
    expect(mails).toHaveLength(3);
    const last = mails.find((m) => m.text.includes("198.51.100.77"))!;
    expect(last.subject).toBe("New sign-in to your account");
    expect(last.text).toContain("Device: Safari on iOS");
    expect(last.text).toContain("/admin/account");

    // The same device from the same address again is known now.
    await createSession(admin.id, "web", { userAgent: IPHONE, ip: "198.51.100.77" });
    expect(await newSignInMails(admin.email)).toHaveLength(3);
  });

  it("counts revoked sessions as seen, and mails sub-admins but not talent", async () => {
    const editor = await makeUser(db(), { role: "subadmin", email: "editor-device@example.test", permissions: ["news"] });
    const first = await createSession(editor.id, "web", { userAgent: MAC_CHROME, ip: "203.0.113.10" });
    await db().update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, first.sessionId));
    await createSession(editor.id, "web", { userAgent: MAC_CHROME, ip: "203.0.113.10" });
    expect(await newSignInMails(editor.email)).toHaveLength(0);
    await createSession(editor.id, "web", { userAgent: WIN_FIREFOX, ip: "203.0.113.12" });
    expect(await newSignInMails(editor.email)).toHaveLength(1);

    const talent = await makeUser(db(), { role: "talent", email: "talent-device@example.test" });
    await createSession(talent.id, "web", { userAgent: MAC_CHROME, ip: "203.0.113.20" });
    await createSession(talent.id, "web", { userAgent: WIN_FIREFOX, ip: "203.0.113.21" });
    expect(await newSignInMails(talent.email)).toHaveLength(0);
  });

  it("mails once when the same new device signs in twice at the same moment", async () => {
    const admin = await makeUser(db(), { role: "admin", email: "twice@example.test" });
    await createSession(admin.id, "web", { userAgent: MAC_CHROME, ip: "203.0.113.30" });
    await Promise.all(Array.from({ length: 5 }, () => createSession(admin.id, "web", { userAgent: IPHONE, ip: "198.51.100.30" })));
    expect(await newSignInMails(admin.email)).toHaveLength(1);
  });
});

describe("touchSession", () => {
  it("writes a stale session once under a concurrent burst, and a fresh one not at all", async () => {
    const user = await makeUser(db(), { email: "burst@example.test" });
    const { sessionId } = await createSession(user.id, "web");
    expect(await touchSession(sessionId)).toBe(false);
    await db().update(apiTokens).set({ lastUsedAt: new Date(Date.now() - 2 * 60_000) }).where(eq(apiTokens.id, sessionId));
    const wrote = await Promise.all(Array.from({ length: 12 }, () => touchSession(sessionId)));
    expect(wrote.filter(Boolean)).toHaveLength(1);
    expect(await touchSession(sessionId)).toBe(false);
  });
});

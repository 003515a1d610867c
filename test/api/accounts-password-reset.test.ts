import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as reset } from "@/app/api/v1/auth/reset-password/route";
import { POST as verify } from "@/app/api/v1/auth/verify-reset-code/route";
import { passwordResetCodes, users } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { resetMessages } from "@/lib/validation/password-reset";
import { useTestDb } from "../db";
import { call, cookiesFrom } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();
const NEW_PASSWORD = "a-brand-new-password";

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock (Date only: timers stay real, so the service's own short waits still end). */
function advance(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
}

let address = 0;
const nextAddress = () => `10.20.${Math.floor(address / 250)}.${address++ % 250}`;

const requestCode = (email: string) =>
  call(forgot, "/api/v1/auth/forgot-password", { body: { email }, headers: { "x-forwarded-for": nextAddress() } });
const check = (email: string, token: string, ip = nextAddress()) =>
  call(verify, "/api/v1/auth/verify-reset-code", { body: { email, token }, headers: { "x-forwarded-for": ip } });
const resetWith = (email: string, token: string, password = NEW_PASSWORD, confirmation = password) =>
  call(reset, "/api/v1/auth/reset-password", {
    body: { email, token, password, password_confirmation: confirmation },
    headers: { "x-forwarded-for": nextAddress() },
  });

async function codeFromOutbox(email: string): Promise<string> {
  const [mail] = await outboxFor(email);
  expect(mail?.template).toBe("reset-code");
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function codeRow(email: string) {
  const [row] = await db()
    .select({ code: passwordResetCodes })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(eq(users.email, email));
  return row?.code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /auth/forgot-password", () => {
  it("mails a 6-digit code, stores only its hash, and answers the same for an unknown email", async () => {
    await makeUser(db(), { email: "ana@example.test" });
    const known = await requestCode("Ana@Example.test");
    const unknown = await requestCode("nobody@example.test");
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: resetMessages.requested, data: null });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const code = await codeFromOutbox("ana@example.test");
    const row = await codeRow("ana@example.test");
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.attempts).toBe(0);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(await outboxFor("nobody@example.test")).toHaveLength(0);
  });

  // One sample each: on a machine shared with another test worker a busy moment can land on one of the two, so a
  // miss is tried again (a real timing leak would miss every time).
  it("takes about as long whether or not the email exists", { retry: 2 }, async () => {
    await makeUser(db(), { email: "timing@example.test" });
    const time = async (email: string) => {
      const started = performance.now();
      await requestCode(email);
      return performance.now() - started;
    };
    const known = await time("timing@example.test");
    const unknown = await time("timing-nobody@example.test");
    expect(known).toBeGreaterThanOrEqual(390);
    expect(unknown).toBeGreaterThanOrEqual(390);
    expect(Math.abs(known - unknown)).toBeLessThan(250);
  });

  it("allows one code a minute and five an hour per email, for known and unknown emails alike", async () => {
    await makeUser(db(), { email: "bo@example.test" });
    // Start at the beginning of an hour so the five requests below stay in one hourly window.
    const hour = 3_600_000;
    advance(Math.ceil(Date.now() / hour) * hour - Date.now() + 1_000);
    for (const email of ["bo@example.test", "ghost@example.test"]) {
      expect((await requestCode(email)).status).toBe(200);
      const soon = await requestCode(email);
      expect(soon.status).toBe(429);
      expect(soon.body.message).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
      expect(soon.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    for (let i = 0; i < 4; i++) {
      advance(61_000 * (i + 1) + 1_000);
      expect((await requestCode("bo@example.test")).status).toBe(200);
    }
    advance(61_000 * 6);
    const sixth = await requestCode("bo@example.test");
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many codes were requested for this email\. Please try again in \d+ minutes?\.$/);
    // Each new code replaced the last: one live code per user.
    const rows = await db().select().from(passwordResetCodes);
    expect(rows.filter((r) => r.userId === (rows[0]?.userId ?? -1))).toHaveLength(1);
  }, 30_000);

  it("counts the minute from the last code, not from the clock's minute", async () => {
    const minute = 60_000;
    advance(Math.ceil(Date.now() / minute) * minute - Date.now() - 500);
    expect((await requestCode("edge@example.test")).status).toBe(200);
    advance(Math.ceil(Date.now() / minute) * minute - Date.now() + 1_000);
    const next = await requestCode("edge@example.test");
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(50);
  });

  it("answers a missing or malformed email with 422", async () => {
    const res = await call(forgot, "/api/v1/auth/forgot-password", { body: { email: "nope" } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([resetMessages.email]);
  });
});

describe("POST /auth/verify-reset-code", () => {
  it("accepts the live code without using it up, and counts a wrong one", async () => {
    await makeUser(db(), { email: "cy@example.test" });
    await requestCode("cy@example.test");
    const code = await codeFromOutbox("cy@example.test");

    const bad = await check("cy@example.test", wrong(code));
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ success: false, message: resetMessages.invalidCode, errors: { token: [resetMessages.invalidCode] } });
    expect((await codeRow("cy@example.test")).attempts).toBe(1);

    const good = await check("cy@example.test", code);
    expect(good.status).toBe(200);
    expect(good.body.success).toBe(true);
    expect(await check("cy@example.test", code).then((r) => r.status)).toBe(200);
    const row = await codeRow("cy@example.test");
    expect(row.usedAt).toBeNull();
    expect(row.attempts).toBe(1);
  });

  it("refuses an expired code", async () => {
    await makeUser(db(), { email: "di@example.test" });
    await requestCode("di@example.test");
    const code = await codeFromOutbox("di@example.test");
    advance(10 * 60_000 + 1_000);
    const res = await check("di@example.test", code);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(resetMessages.invalidCode);
    expect((await resetWith("di@example.test", code)).status).toBe(422);
  });

  it("locks the code on the fifth wrong try, after which even the right code is refused", async () => {
    await makeUser(db(), { email: "ed@example.test" });
    await requestCode("ed@example.test");
    const code = await codeFromOutbox("ed@example.test");
    for (let i = 0; i < 4; i++) expect((await check("ed@example.test", wrong(code))).body.message).toBe(resetMessages.invalidCode);
    const fifth = await check("ed@example.test", wrong(code));
    expect(fifth.status).toBe(422);
    expect(fifth.body.message).toBe(resetMessages.locked);
    expect((await codeRow("ed@example.test")).attempts).toBe(5);
    expect((await check("ed@example.test", code)).body.message).toBe(resetMessages.locked);
    expect((await resetWith("ed@example.test", code)).body.message).toBe(resetMessages.locked);

    // A new code starts over.
    advance(61_000);
    await requestCode("ed@example.test");
    const fresh = await codeFromOutbox("ed@example.test");
    expect((await check("ed@example.test", fresh)).status).toBe(200);
  });

  it("answers an unknown email exactly like a wrong code, including the lock", async () => {
    await makeUser(db(), { email: "fa@example.test" });
    await requestCode("fa@example.test");
    const bad = wrong(await codeFromOutbox("fa@example.test"));
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      known.push((await check("fa@example.test", bad)).body);
      unknown.push((await check("nobody-here@example.test", bad)).body);
    }
    expect(known.at(-1)).toMatchObject({ message: resetMessages.locked });
    expect(unknown).toEqual(known);
  });

  it("asks for the code when it is empty and for six digits when it is not", async () => {
    const empty = await check("x@example.test", "");
    expect(empty.status).toBe(422);
    expect(empty.body.errors.token).toEqual([resetMessages.enterCode]);
    const short = await check("x@example.test", "12ab");
    expect(short.body.errors.token).toEqual([resetMessages.codeFormat]);
  });

  it("refuses an address that keeps guessing across many emails", async () => {
    const ip = "198.51.100.9";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await check(`spray${i}@example.test`, "123456", ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 30_000);
});

describe("POST /auth/reset-password", () => {
  it("resets the password end to end and ends every old session", async () => {
    const user = await makeUser(db(), { email: "gu@example.test" });
    const signedIn = await call(login, "/api/v1/auth/login", { body: { email: "gu@example.test", password: TEST_PASSWORD } });
    const bearer: string = signedIn.body.data.token;
    const cookie = cookiesFrom(signedIn.headers);
    expect((await call(me, "/api/v1/auth/me", { bearer })).status).toBe(200);

    await requestCode("gu@example.test");
    const code = await codeFromOutbox("gu@example.test");
    expect((await check("gu@example.test", code)).status).toBe(200);

    const mismatch = await resetWith("gu@example.test", code, NEW_PASSWORD, "something-else");
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual([resetMessages.mismatch]);
    const short = await resetWith("gu@example.test", code, "short");
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual([resetMessages.passwordShort]);

    const done = await resetWith("gu@example.test", code);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, message: resetMessages.resetDone });

    // The old session and token are refused; the old password no longer works, the new one does.
    expect((await call(me, "/api/v1/auth/me", { bearer })).status).toBe(401);
    expect((await call(me, "/api/v1/auth/me", { cookie })).status).toBe(401);
    expect((await call(login, "/api/v1/auth/login", { body: { email: "gu@example.test", password: TEST_PASSWORD } })).status).toBe(401);
    const fresh = await call(login, "/api/v1/auth/login", { body: { email: "gu@example.test", password: NEW_PASSWORD } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.user.id).toBe(user.id);

    // The owner is told, in a mail that carries no code.
    const [notice] = await outboxFor("gu@example.test");
    expect(notice).toMatchObject({ template: "password-changed", subject: "Your password was changed" });
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    // The code served once.
    expect((await codeRow("gu@example.test")).usedAt).toBeInstanceOf(Date);
    const again = await resetWith("gu@example.test", code, "yet-another-password");
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(resetMessages.invalidCode);
  });

  it("lifts the sign-in throttle of the account", async () => {
    await makeUser(db(), { email: "hu@example.test" });
    for (let i = 0; i < 10; i++) {
      await call(login, "/api/v1/auth/login", {
        body: { email: "hu@example.test", password: `wrong-${i}` },
        headers: { "x-forwarded-for": nextAddress() },
      });
    }
    const throttled = await call(login, "/api/v1/auth/login", { body: { email: "hu@example.test", password: TEST_PASSWORD } });
    expect(throttled.status).toBe(429);
    await requestCode("hu@example.test");
    expect((await resetWith("hu@example.test", await codeFromOutbox("hu@example.test"))).status).toBe(200);
    const after = await call(login, "/api/v1/auth/login", { body: { email: "hu@example.test", password: NEW_PASSWORD } });
    expect(after.status).toBe(200);
  }, 60_000);
});

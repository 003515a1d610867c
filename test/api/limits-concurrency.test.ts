import { eq, gt } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as reset } from "@/app/api/v1/auth/reset-password/route";
import { POST as verify } from "@/app/api/v1/auth/verify-reset-code/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { POST as contact } from "@/app/api/v1/contact-us/route";
import { createTalent, type CreatedTalent } from "@/db/factories";
import { bookings, contactMessages, passwordResetCodes, rateLimits, users } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { ACCOUNT_SIGN_IN_LIMIT, ADDRESS_SIGN_IN_LIMIT, INVALID_CREDENTIALS } from "@/lib/services/accounts/accounts";
import { BOOKING_LIMIT } from "@/lib/services/jobs/bookings";
import { CONTACT_LIMIT } from "@/lib/services/content/contact";
import { MAX_ATTEMPTS, RESET_ADDRESS_LIMIT, RESET_REQUEST_LIMIT } from "@/lib/services/accounts/password-reset";
import { resetMessages } from "@/lib/validation/password-reset";
import { useTestDb } from "../db";
import { call } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

/**
 * Each limit under a burst of 50 concurrent attempts from one address: exactly the allowed number are evaluated, the
 * rest are refused without being looked at. On PostgreSQL the requests really run at once (the test pool has five
 * connections), so these would fail if a limit read its count before taking a place.
 */
const db = useTestDb();
const BURST = 50;
const ADDRESS = "203.0.113.7";
const from = { "x-forwarded-for": ADDRESS };

const burst = <T>(attempt: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => attempt(i)));
/** How many answers had each status, or each status and message. */
const tally = (responses: { status: number; body: { message?: string } }[], withMessage = true) => {
  const seen: Record<string, number> = {};
  for (const r of responses) {
    const key = withMessage ? `${r.status} ${r.body?.message ?? ""}` : String(r.status);
    seen[key] = (seen[key] ?? 0) + 1;
  }
  return seen;
};
const statuses = (responses: { status: number; body: { message?: string } }[]) => tally(responses, false);

// Each test starts with no counts, so that one test's burst from the address does not spill into the next.
beforeEach(async () => {
  await db().delete(rateLimits);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sign-in", () => {
  const signIn = (email: string, password: string) => call(login, "/api/v1/auth/login", { body: { email, password }, headers: from });

  it("checks only ten of 50 concurrent wrong passwords for one account, then refuses even the right one", async () => {
    await makeUser(db(), { email: "target@example.test" });
    const responses = await burst((i) => signIn("target@example.test", `wrong-guess-${i}`));
    expect(statuses(responses)).toEqual({ [401]: ACCOUNT_SIGN_IN_LIMIT.max, [429]: BURST - ACCOUNT_SIGN_IN_LIMIT.max });
    expect(responses.filter((r) => r.status === 401).every((r) => r.body.message === INVALID_CREDENTIALS)).toBe(true);
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again/);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await signIn("target@example.test", TEST_PASSWORD)).status).toBe(429);
  }, 60_000);

  it("checks only thirty of 50 concurrent wrong passwords from one address across many accounts", async () => {
    const responses = await burst((i) => signIn(`sprayed-${i}@example.test`, "password-123"));
    expect(statuses(responses)).toEqual({ [401]: ADDRESS_SIGN_IN_LIMIT.max, [429]: BURST - ADDRESS_SIGN_IN_LIMIT.max });
  }, 60_000);

  it("gives a right password's places back, so signing in often never reaches either limit", async () => {
    await makeUser(db(), { email: "regular@example.test" });
    for (let i = 0; i < ADDRESS_SIGN_IN_LIMIT.max + 5; i++) expect((await signIn("regular@example.test", TEST_PASSWORD)).status).toBe(200);
    expect(await db().select().from(rateLimits).where(gt(rateLimits.count, 0))).toEqual([]);
  }, 60_000);
});

describe("reset codes", () => {
  const verifyCode = (email: string, token: string) => call(verify, "/api/v1/auth/verify-reset-code", { body: { email, token }, headers: from });
  const resetWith = (email: string, token: string) =>
    call(reset, "/api/v1/auth/reset-password", {
      body: { email, token, password: "a-brand-new-password", password_confirmation: "a-brand-new-password" },
      headers: from,
    });
  const requestCode = (email: string) => call(forgot, "/api/v1/auth/forgot-password", { body: { email }, headers: from });
  const codeFromOutbox = async (email: string) => {
    const [mail] = await outboxFor(email);
    expect(mail?.template).toBe("reset-code");
    return mail.text.match(/\b(\d{6})\b/)![1];
  };
  const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
  const attemptsOf = async (email: string) => {
    const [row] = await db()
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .innerJoin(users, eq(users.id, passwordResetCodes.userId))
      .where(eq(users.email, email));
    return row.attempts;
  };

  it("compares only five of 50 concurrent wrong codes, after which the right code is refused", async () => {
    await makeUser(db(), { email: "admin-target@example.test", role: "admin" });
    await requestCode("admin-target@example.test");
    const code = await codeFromOutbox("admin-target@example.test");

    // Half through verify, half through reset: both take the same tries.
    const responses = await burst((i) => (i % 2 ? verifyCode : resetWith)("admin-target@example.test", wrong(code, i)));
    const admitted = RESET_ADDRESS_LIMIT.max;
    expect(tally(responses.filter((r) => r.status !== 429))).toEqual({
      [`422 ${resetMessages.invalidCode}`]: MAX_ATTEMPTS - 1,
      [`422 ${resetMessages.locked}`]: admitted - (MAX_ATTEMPTS - 1),
    });
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(BURST - admitted);
    expect(refused[0].body.message).toMatch(/^Too many incorrect codes from this network\. Please try again in \d+ minutes?\.$/);
    expect(await attemptsOf("admin-target@example.test")).toBe(MAX_ATTEMPTS);

    // Even from a fresh address, the right code no longer works.
    await db().delete(rateLimits);
    const right = await verifyCode("admin-target@example.test", code);
    expect(right.status).toBe(422);
    expect(right.body.message).toBe(resetMessages.locked);
    expect((await resetWith("admin-target@example.test", code)).body.message).toBe(resetMessages.locked);
    expect(await outboxFor("admin-target@example.test")).toHaveLength(1);
  }, 60_000);

  it("compares only thirty of 50 concurrent wrong codes from one address across many accounts", async () => {
    const emails = Array.from({ length: BURST }, (_, i) => `reset-spray-${i}@example.test`);
    for (const email of emails) await makeUser(db(), { email });
    await Promise.all(emails.map(requestCode));
    await db().delete(rateLimits);
    const codes = await Promise.all(emails.map(codeFromOutbox));

    const responses = await burst((i) => verifyCode(emails[i], wrong(codes[i], 0)));
    expect(statuses(responses)).toEqual({ [422]: RESET_ADDRESS_LIMIT.max, [429]: BURST - RESET_ADDRESS_LIMIT.max });
    const tried = await Promise.all(emails.map(attemptsOf));
    expect(tried.reduce((sum, n) => sum + n, 0)).toBe(RESET_ADDRESS_LIMIT.max);
  }, 60_000);

  it("gives a right code's try back, so the owner can check the code on its last try and then use it", async () => {
    await makeUser(db(), { email: "owner@example.test" });
    await requestCode("owner@example.test");
    const code = await codeFromOutbox("owner@example.test");
    for (let i = 0; i < MAX_ATTEMPTS - 1; i++) expect((await verifyCode("owner@example.test", wrong(code, i))).status).toBe(422);
    for (let i = 0; i < 3; i++) expect((await verifyCode("owner@example.test", code)).status).toBe(200);
    expect(await attemptsOf("owner@example.test")).toBe(MAX_ATTEMPTS - 1);
    expect((await resetWith("owner@example.test", code)).status).toBe(200);
  }, 60_000);
});

describe("reset requests", () => {
  const requestCode = (email: string) => call(forgot, "/api/v1/auth/forgot-password", { body: { email }, headers: from });

  it("sends one code for 50 concurrent requests, and five an hour however they arrive", async () => {
    await makeUser(db(), { email: "flooded@example.test" });
    const hour = 3_600_000;
    const start = Math.ceil(Date.now() / hour) * hour + 1_000;
    vi.useFakeTimers({ toFake: ["Date"], now: start });

    const first = await burst(() => requestCode("flooded@example.test"));
    expect(statuses(first)).toEqual({ [200]: 1, [429]: BURST - 1 });
    expect(first.find((r) => r.status === 429)!.body.message).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
    expect(await outboxFor("flooded@example.test")).toHaveLength(1);

    for (let round = 1; round < RESET_REQUEST_LIMIT.max; round++) {
      vi.setSystemTime(start + round * 61_000);
      expect(statuses(await burst(() => requestCode("flooded@example.test")))).toEqual({ [200]: 1, [429]: BURST - 1 });
    }
    vi.setSystemTime(start + RESET_REQUEST_LIMIT.max * 61_000);
    const over = await burst(() => requestCode("flooded@example.test"));
    expect(statuses(over)).toEqual({ [429]: BURST });
    expect(over[0].body.message).toMatch(/^Too many codes were requested for this email\. Please try again in \d+ minutes?\.$/);
    expect(await outboxFor("flooded@example.test")).toHaveLength(RESET_REQUEST_LIMIT.max);
  }, 60_000);
});

describe("booking and contact", () => {
  let talent: CreatedTalent;
  beforeAll(async () => {
    talent = await createTalent(db(), { profile: { stageName: "Burst Test" } });
  });

  it("stores ten of 50 concurrent booking requests from one address", async () => {
    const responses = await burst((i) =>
      call(book, "/api/v1/bookings", {
        headers: from,
        body: {
          talent_profile_id: talent.profile.id,
          client_name: `Client ${i}`,
          client_email: "burst@client.test",
          client_phone: "+12125550100",
          company_name: "Burst Studio",
          project_type: "campaign",
          project_description: "A burst of booking requests.",
          project_duration: null,
          location: "TBD",
          budget_min: 10000,
          budget_max: 25000,
        },
      }),
    );
    expect(statuses(responses)).toEqual({ [201]: BOOKING_LIMIT.max, [429]: BURST - BOOKING_LIMIT.max });
    expect(responses.find((r) => r.status === 429)!.body.message).toBe("Too many booking requests. Please try again later.");
    expect(await db().select().from(bookings).where(eq(bookings.clientEmail, "burst@client.test"))).toHaveLength(BOOKING_LIMIT.max);
  }, 60_000);

  it("stores ten of 50 concurrent contact messages from one address", async () => {
    const responses = await burst((i) =>
      call(contact, "/api/v1/contact-us", {
        headers: from,
        body: { fullName: `Sender ${i}`, email: "burst@sender.test", subject: "Burst", message: "One of many messages at once." },
      }),
    );
    expect(statuses(responses)).toEqual({ [201]: CONTACT_LIMIT.max, [429]: BURST - CONTACT_LIMIT.max });
    expect(responses.find((r) => r.status === 429)!.body.message).toBe("Too many messages. Please try again later.");
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "burst@sender.test"))).toHaveLength(CONTACT_LIMIT.max);
  }, 60_000);
});

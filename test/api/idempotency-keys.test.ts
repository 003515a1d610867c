import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { POST as contact } from "@/app/api/v1/contact-us/route";
import { createTalent, type CreatedTalent } from "@/db/factories";
import { bookings, contactMessages, emailOutbox, idempotencyKeys, users } from "@/db/schema";
import { KEY_ANSWER_LOST, KEY_INVALID, KEY_REUSED, requestHash } from "@/lib/api/idempotency";
import { REPLAYED_HEADER } from "@/lib/api/idempotency-key";
import { createBookingRequest } from "@/lib/services/jobs/bookings";
import { runHousekeeping } from "@/lib/services/platform/housekeeping";
import { KEY_TAKEN_OVER, reserveIdempotencyKey, runIdempotentWork } from "@/lib/services/platform/idempotency";
import { bookingPayloadSchema } from "@/lib/validation/booking";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let talent: CreatedTalent;
let counter = 0;

const booking = (email: string, overrides: Record<string, unknown> = {}) => ({
  talent_profile_id: talent.profile.id,
  client_name: "Retry Client",
  client_email: email,
  client_phone: "+12125550100",
  company_name: null,
  project_type: "campaign",
  project_description: "Two days in Lisbon.",
  project_date: null,
  project_duration: null,
  location: "TBD",
  budget_min: 10000,
  budget_max: 25000,
  ...overrides,
});

/** A booking request from its own address (the per-address limit stays out of the way), with a key if given. */
const post = (body: unknown, key?: string) =>
  call(book, "/api/v1/bookings", {
    body,
    headers: { "x-forwarded-for": `10.7.0.${++counter}`, ...(key ? { "Idempotency-Key": key } : {}) },
  });

const bookingsOf = async (email: string) => db().select().from(bookings).where(eq(bookings.clientEmail, email));
const mailsTo = async (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));

beforeAll(async () => {
  talent = await createTalent(db(), { profile: { stageName: "Idem Talent" } });
});

describe("Idempotency-Key on public POSTs", () => {
  it("a retry with the same key gets the first answer, and the booking and its mails are made once", async () => {
    const first = await post(booking("once@client.test"), "key-once");
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const retry = await post(booking("once@client.test"), "key-once");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await bookingsOf("once@client.test")).toHaveLength(1);
    expect(await mailsTo("once@client.test")).toHaveLength(1);
  });

  it("a burst of ten concurrent requests with one key makes exactly one booking", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(booking("burst@client.test"), "key-burst")));
    expect(await bookingsOf("burst@client.test")).toHaveLength(1);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Every other answer is the first one replayed, or (if it waited too long) a 409 "in progress".
    for (const a of created) expect(a.body).toEqual(created[0].body);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await mailsTo("burst@client.test")).toHaveLength(1);
  });

  it("the same key with a different request is refused with 422 and does nothing", async () => {
    expect((await post(booking("first@client.test"), "key-reused")).status).toBe(201);
    const other = await post(booking("second@client.test"), "key-reused");
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, message: KEY_REUSED });
    expect(await bookingsOf("second@client.test")).toHaveLength(0);
  });

  it("without a key every request does the work, as before", async () => {
    expect((await post(booking("nokey@client.test"))).status).toBe(201);
    expect((await post(booking("nokey@client.test"))).status).toBe(201);
    expect(await bookingsOf("nokey@client.test")).toHaveLength(2);
  });

  it("a key is scoped to its route: the same key on another route is another request", async () => {
    expect((await post(booking("scoped@client.test"), "key-scoped")).status).toBe(201);
    const message = { fullName: "Scoped Sender", email: "scoped@client.test", subject: "Hello", message: "A question about a booking." };
    const sent = await call(contact, "/api/v1/contact-us", { body: message, headers: { "x-forwarded-for": "10.7.1.1", "Idempotency-Key": "key-scoped" } });
    expect(sent.status).toBe(201);
    const again = await call(contact, "/api/v1/contact-us", { body: message, headers: { "x-forwarded-for": "10.7.1.2", "Idempotency-Key": "key-scoped" } });
    expect(again.body).toEqual(sent.body);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "scoped@client.test"))).toHaveLength(1);
  });

  it("a malformed key is a 400; a request refused by validation stores nothing, so its corrected retry may reuse the key", async () => {
    const bad = await post(booking("badkey@client.test"), "x".repeat(256));
    expect(bad).toMatchObject({ status: 400, body: { message: KEY_INVALID } });
    const invalid = await post(booking("not-an-email"), "key-fixed");
    expect(invalid.status).toBe(422);
    expect((await post(booking("fixed@client.test"), "key-fixed")).status).toBe(201);
  });

  it("keys expire after 24 hours: housekeeping prunes them and the key is new again", async () => {
    const first = await post(booking("expire@client.test"), "key-expire");
    expect(first.status).toBe(201);
    const result = await runHousekeeping(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    expect(result.skipped).toBe(false);
    if (!result.skipped) expect(result.pruned.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const later = await post(booking("expire@client.test"), "key-expire");
    expect(later.status).toBe(201);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await bookingsOf("expire@client.test")).toHaveLength(2);
  });

  it("registration: a retried multipart form (a new boundary) is the same request and makes one account", async () => {
    const values = {
      name: "Ada Retry",
      email: "ada.retry@example.test",
      password: "a-strong-password",
      confirmPassword: "a-strong-password",
      phone: "+2348031234567",
      whatsapp: "+2348031234568",
      country: "NG",
      state: "LA",
      city: "Ikeja",
      gender: "female",
      category: "female",
      dob: "2000-05-04",
    };
    const form = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries(values)) f.append(k, v);
      return f;
    };
    const headers = { "x-forwarded-for": "10.7.2.1", "Idempotency-Key": "key-register" };
    const first = await call(register, "/api/v1/auth/register", { form: form(), headers });
    expect(first.status).toBe(201);
    const retry = await call(register, "/api/v1/auth/register", { form: form(), headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await db().select().from(users).where(eq(users.email, "ada.retry@example.test"))).toHaveLength(1);
    expect(await mailsTo("ada.retry@example.test")).toHaveLength(1);
  });
});

describe("a request that died holding its key", () => {
  const stale = () => new Date(Date.now() - 60_000);

  it("whose work never committed: a retry takes the key over and does the work, once", async () => {
    const body = booking("died-early@client.test");
    const first = await post(body, "key-died-early");
    // Rewind the key to what a crash before the commit leaves: reserved, lease run out, no work, no answer.
    await db().delete(bookings).where(eq(bookings.clientEmail, "died-early@client.test"));
    await db()
      .update(idempotencyKeys)
      .set({ lockedUntil: stale(), committedAt: null, responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.key, "key-died-early"));
    const retry = await post(body, "key-died-early");
    expect(retry.status).toBe(201);
    expect(retry.body.data.booking.id).not.toBe(first.body.data.booking.id);
    expect(await bookingsOf("died-early@client.test")).toHaveLength(1);
  });

  it("whose work committed before it could answer: a retry gets the first answer, rebuilt from the booking, and nothing is done again", async () => {
    const body = booking("died-late@client.test");
    // The crash window, as `npm run test:crash` finds it: the key reserved as the route does, the booking and its
    // mails committed, and the process killed before the answer was stored (no completeIdempotencyKey).
    const hash = await requestHash({ params: {}, body, viewerId: null });
    const reserved = await reserveIdempotencyKey("POST /api/v1/bookings", "key-died-late", hash);
    if (reserved.kind !== "owner") throw new Error("expected to own the key");
    const made = await runIdempotentWork(reserved.claim, () => createBookingRequest(bookingPayloadSchema.parse(body), { ip: "10.7.3.9" }));
    await db().update(idempotencyKeys).set({ lockedUntil: stale() }).where(eq(idempotencyKeys.key, "key-died-late"));

    const retry = await post(body, "key-died-late");
    expect(retry.status).toBe(201);
    expect(retry.body.data.booking).toMatchObject({ id: made.booking.id, reference: made.booking.reference });
    expect(retry.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await bookingsOf("died-late@client.test")).toHaveLength(1);
    expect(await mailsTo("died-late@client.test")).toHaveLength(1);
    // The rebuilt answer is stored: the next retry is a plain replay of it.
    const again = await post(body, "key-died-late");
    expect(again.body).toEqual(retry.body);
    expect(await bookingsOf("died-late@client.test")).toHaveLength(1);
  });

  it("whose work committed with no row to answer from: the work is never done again (409)", async () => {
    const body = booking("died-later@client.test");
    expect((await post(body, "key-died-later")).status).toBe(201);
    await db()
      .update(idempotencyKeys)
      .set({ lockedUntil: stale(), responseStatus: null, responseBody: null, resultId: null })
      .where(eq(idempotencyKeys.key, "key-died-later"));
    const retry = await post(body, "key-died-later");
    expect(retry).toMatchObject({ status: 409, body: { message: KEY_ANSWER_LOST } });
    expect(await bookingsOf("died-later@client.test")).toHaveLength(1);
  });

  it("a slow request whose key was taken over rolls its work back instead of committing it twice", async () => {
    const reserved = await reserveIdempotencyKey("POST /test/slow", "key-slow", "hash");
    if (reserved.kind !== "owner") throw new Error("expected to own the key");
    // A retry took the key over while the first request was still working.
    await db()
      .update(idempotencyKeys)
      .set({ attempt: sql`${idempotencyKeys.attempt} + 1` })
      .where(eq(idempotencyKeys.id, reserved.claim.id));
    await expect(
      runIdempotentWork(reserved.claim, () => createBookingRequest(booking("slow@client.test") as never, { ip: "10.7.3.1" })),
    ).rejects.toThrow(KEY_TAKEN_OVER);
    expect(await bookingsOf("slow@client.test")).toHaveLength(0);
    expect(await mailsTo("slow@client.test")).toHaveLength(0);
  });
});

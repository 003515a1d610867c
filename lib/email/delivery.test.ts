import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTalent, type CreatedTalent } from "@/db/factories";
import { backgroundTasks, emailOutbox } from "@/db/schema";
import { createBookingRequest } from "@/lib/services/jobs/bookings";
import { useTestDb } from "@/test/db";
import { retryDelayMs } from "@/lib/tasks/define";
import { deliverMails, mailIdempotencyKey, mailTaskKey } from "./delivery";
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS } from "@/lib/tasks/catalogue";
import { enqueueMail } from "./outbox";
import { mails } from "./templates";
import type { MailDriver, MailMessage } from "./types";

// The driver every delivery uses, swapped per test: a provider that is down, one that dies after sending...
const current = vi.hoisted(() => ({ driver: null as MailDriver | null }));
vi.mock("./drivers", () => ({
  currentDriver: () => {
    if (!current.driver) throw new Error("no test driver");
    return current.driver;
  },
}));

const db = useTestDb();
let talent: CreatedTalent;

/** A provider that records every send (the mail and its idempotency key), optionally failing some. */
function recordingDriver(fail: (sends: number) => "before" | "after" | null = () => null, delayMs = 0) {
  const sends: { to: string; template: string; key: string }[] = [];
  const driver: MailDriver = {
    name: "test",
    async send(message: MailMessage, { idempotencyKey }) {
      const failure = fail(sends.length + 1);
      if (failure === "before") throw new Error("provider down");
      if (delayMs) await new Promise((r) => setTimeout(r, Math.random() * delayMs));
      sends.push({ to: message.to, template: message.template, key: idempotencyKey });
      // The worker dies after the provider took the mail, before the row is marked sent.
      if (failure === "after") throw new Error("connection reset after sending");
      return { providerId: `p-${sends.length}` };
    },
  };
  return { driver, sends };
}

const booking = (email: string) => ({
  talent_profile_id: talent.profile.id,
  client_name: "Crash Client",
  client_email: email,
  client_phone: "+12125550100",
  company_name: null,
  project_type: "campaign" as const,
  project_description: "Two days.",
  project_date: null,
  project_duration: null,
  location: "TBD",
  budget_min: null,
  budget_max: null,
});

const rows = () => db().select().from(emailOutbox).orderBy(asc(emailOutbox.id));
/** A mail's delivery task (lib/tasks): its claim, lease and backoff. */
const taskOf = async (id: number) =>
  (await db().select().from(backgroundTasks).where(and(eq(backgroundTasks.name, "mail-deliver"), eq(backgroundTasks.key, mailTaskKey(id)))))[0]!;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  talent = await createTalent(db(), { profile: { stageName: "Outbox Talent" } });
});

beforeEach(async () => {
  await db().delete(emailOutbox);
  await db().delete(backgroundTasks);
});

describe("the transactional outbox", () => {
  it("writes nothing when the change's transaction does not commit", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, mails.passwordChanged("nobody@example.test"));
        throw new Error("the change failed after its mail was queued");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rows()).toHaveLength(0);
    expect(await db().select().from(backgroundTasks)).toHaveLength(0);
  });

  it("a booking committed while the provider was down keeps both mails queued; the deliverer sends each once", async () => {
    const down = recordingDriver(() => "before");
    current.driver = down.driver;
    const { booking: made } = await createBookingRequest(booking("down@client.test"), { ip: "10.9.0.1" });
    expect(made.status).toBe("pending");
    const queued = await rows();
    expect(queued.map((r) => [r.template, r.status, r.attempts])).toEqual([
      ["booking-agency", "queued", 1],
      ["booking-client", "queued", 1],
    ]);
    expect(queued[0].error).toBe("provider down");
    // The engine holds each mail's task back by the backoff.
    expect((await taskOf(queued[0].id)).runAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);

    const up = recordingDriver();
    current.driver = up.driver;
    // Not due yet: the backoff holds it.
    expect(await deliverMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliverMails({ now: later(retryDelayMs(1) + 1_000) })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect((await rows()).map((r) => [r.template, r.status, r.error])).toEqual([
      ["booking-agency", "sent", null],
      ["booking-client", "sent", null],
    ]);
    expect(up.sends.map((s) => s.template)).toEqual(["booking-agency", "booking-client"]);
    // Nothing is left for a later run.
    expect(await deliverMails({ now: later(3_600_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("a mail queued by a request that died before delivering is sent by the next run, once", async () => {
    // What a crash between the commit and the inline delivery leaves: a committed row, never claimed.
    await enqueueMail(db(), mails.bookingClient("crash@client.test", "Crash Client", "Outbox Talent"));
    const { driver, sends } = recordingDriver();
    current.driver = driver;
    expect(await deliverMails()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sends).toHaveLength(1);
  });

  it("a worker that dies after the provider sent retries with the same idempotency key", async () => {
    const [id] = await enqueueMail(db(), mails.passwordChanged("dies@example.test"));
    const { driver, sends } = recordingDriver((n) => (n === 1 ? "after" : null));
    current.driver = driver;
    expect(await deliverMails()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await deliverMails({ now: later(retryDelayMs(1) + 1_000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(sends.map((s) => s.key)).toEqual([mailIdempotencyKey(row), mailIdempotencyKey(row)]);
  });

  it("a row claimed by a worker that died is claimed again once its lease has passed", async () => {
    const [id] = await enqueueMail(db(), mails.passwordChanged("leased@example.test"));
    await db().update(backgroundTasks).set({ attempts: 1, claimedUntil: later(MAIL_LEASE_MS) }).where(eq(backgroundTasks.id, (await taskOf(id)).id));
    const { driver, sends } = recordingDriver();
    current.driver = driver;
    expect(await deliverMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliverMails({ now: later(MAIL_LEASE_MS + 1_000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sends).toHaveLength(1);
  });

  it("gives up after the last try: the row is marked failed with the error", async () => {
    const [id] = await enqueueMail(db(), mails.passwordChanged("bounce@example.test"));
    await db().update(backgroundTasks).set({ attempts: MAX_MAIL_ATTEMPTS - 1 }).where(eq(backgroundTasks.id, (await taskOf(id)).id));
    current.driver = recordingDriver(() => "before").driver;
    expect(await deliverMails()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS, error: "provider down" });
    expect(await taskOf(id)).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS, error: "provider down" });
  });

  it("several deliverers at once never send one row twice", async () => {
    const ids = await enqueueMail(
      db(),
      ...Array.from({ length: 45 }, (_, i) => mails.passwordChanged(`many-${i}@example.test`)),
    );
    const { driver, sends } = recordingDriver(() => null, 20);
    current.driver = driver;
    const results = await Promise.all(Array.from({ length: 5 }, () => deliverMails()));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(45);
    expect(sends).toHaveLength(45);
    expect(new Set(sends.map((s) => s.key)).size).toBe(45);
    const statuses = await db().select({ status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(statuses.every((r) => r.status === "sent")).toBe(true);
  });
});

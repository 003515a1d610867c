import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTalent } from "@/db/factories";
import { migrationsFolder } from "@/db/migrate";
import { jobFees, jobLines, jobs, settings } from "@/db/schema";
import { useTestDb } from "../test/db";

/*
 * Issue 40, item 4: drizzle/00NN_clientsx_fee_lines.sql moves the old whole-unit `job_lines.fee` into one `day_rate`
 * fee line per live line. The migrated database already ran it (on no data); here its statements run again on old
 * rows written straight into `job_lines` (the column is no longer written by the app), and once more to show it is
 * idempotent. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 */

const tag: string = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")).entries.find((e: { tag: string }) =>
  e.tag.endsWith("_clientsx_fee_lines"),
).tag;
const statements = readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8")
  .split("--> statement-breakpoint")
  .filter((s) => s.replace(/--.*$/gm, "").trim());

const db = useTestDb();
const run = async () => {
  for (const statement of statements) await db().execute(sql.raw(statement));
};

const day = (d: number, h: number) => new Date(Date.UTC(2030, 5, d, h));
let t1: number;
let t2: number;

beforeAll(async () => {
  t1 = (await createTalent(db(), { profile: { stageName: "Ines" } })).profile.id;
  t2 = (await createTalent(db(), { profile: { stageName: "Jon" } })).profile.id;
});

async function job(currency = "EUR") {
  const [row] = await db().insert(jobs).values({ title: "Old job", clientName: "Client", currency }).returning();
  return row.id;
}

describe("the old line fee becomes day_rate fee lines", () => {
  it("moves each live line's fee (days × fee in minor units, the default VAT), leaves the rest, and adds nothing when run again", async () => {
    // The migration reads the default VAT rate from the stored billing setting (21.00 without one).
    await db()
      .insert(settings)
      .values({ key: "billing", value: { defaultVatPercent: "9.00" } })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`jsonb_set(${settings.value}, '{defaultVatPercent}', '"9.00"')` } });
    const eur = await job("EUR");
    // One day, then three days (an all-day span of 72 hours), for two talents; a released line is billed nothing.
    await db().insert(jobLines).values([
      { jobId: eur, talentProfileId: t1, state: "confirmed", startsAt: day(1, 9), endsAt: day(1, 18), fee: 1500, currency: "EUR" },
      { jobId: eur, talentProfileId: t2, state: "option", startsAt: day(3, 0), endsAt: day(6, 0), fee: 800, currency: null },
      { jobId: eur, talentProfileId: t1, state: "released", startsAt: day(8, 9), endsAt: day(8, 18), fee: 9999, currency: "EUR" },
    ]);
    // A job with no fee yet whose lines are all in yen takes yen (no minor unit): 200,000 yen a day.
    const yen = await job("EUR");
    await db().insert(jobLines).values({ jobId: yen, talentProfileId: t1, state: "confirmed", startsAt: day(10, 9), endsAt: day(11, 18), fee: 200000, currency: "JPY" });
    // A line in another currency than its job's, whose job already has fees: left in the old column.
    const mixed = await job("EUR");
    await db().insert(jobFees).values({ jobId: mixed, talentProfileId: t2, kind: "flat", quantity: "1.00", unitMinor: 100n, amountMinor: 100n, vatBp: 2100 });
    await db().insert(jobLines).values({ jobId: mixed, talentProfileId: t1, state: "confirmed", startsAt: day(12, 9), endsAt: day(12, 18), fee: 700, currency: "USD" });

    await run();
    const fees = async (jobId: number) =>
      (await db().select().from(jobFees).where(eq(jobFees.jobId, jobId)).orderBy(asc(jobFees.id))).map((f) => ({
        talent: f.talentProfileId,
        kind: f.kind,
        quantity: f.quantity,
        unit: f.unitMinor,
        amount: f.amountMinor,
        vat: f.vatBp,
      }));
    expect(await fees(eur)).toEqual([
      { talent: t1, kind: "day_rate", quantity: "1.00", unit: 150000n, amount: 150000n, vat: 900 },
      { talent: t2, kind: "day_rate", quantity: "3.00", unit: 80000n, amount: 240000n, vat: 900 },
    ]);
    const [yenJob] = await db().select({ currency: jobs.currency }).from(jobs).where(eq(jobs.id, yen));
    expect(yenJob.currency).toBe("JPY");
    expect(await fees(yen)).toEqual([{ talent: t1, kind: "day_rate", quantity: "2.00", unit: 200000n, amount: 400000n, vat: 900 }]);
    expect(await fees(mixed)).toEqual([{ talent: t2, kind: "flat", quantity: "1.00", unit: 100n, amount: 100n, vat: 2100 }]);
    // The old column is kept (read-only now).
    const [old] = await db().select({ fee: jobLines.fee }).from(jobLines).where(eq(jobLines.jobId, mixed));
    expect(old.fee).toBe(700);

    // Idempotent: a second run (or one after a booker priced the job) adds nothing.
    const before = (await db().select({ id: jobFees.id }).from(jobFees)).length;
    await run();
    expect((await db().select({ id: jobFees.id }).from(jobFees)).length).toBe(before);
  });
});

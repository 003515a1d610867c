import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createJob } from "@/app/api/v1/admin/jobs/route";
import { POST as payoutRoute } from "@/app/api/v1/admin/payouts/route";
import { POST as ledgerRoute } from "@/app/api/v1/admin/talents/[id]/ledger/route";
import { GET as adminStatement } from "@/app/api/v1/admin/talents/[id]/statement/route";
import { createAdmin, createTalent, type CreatedTalent } from "@/db/factories";
import { invoiceLines, invoices, ledgerEntries, payouts, type LedgerEntry } from "@/db/schema";
import { toDecimalString } from "@/lib/domain/money";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { creditNote, issueInvoice, ledgerSum, payInvoice } from "../ledger";

/*
 * Issue 41, the ledger's properties: for random jobs (talents, fees, talent-paid expenses), payments, credit notes
 * (whole lines and parts), advances, chargebacks and payouts, a talent's statement sums equal the sums of her entries
 * by status; no entry changes after it is written except its status (forward), payout and due date; a payout pays
 * exactly the payable entries it names; an invoice credited in full sums to zero.
 */

const db = useTestDb();
let admin: string;
let talents: CreatedTalent[];
const today = new Date().toISOString().slice(0, 10);
const RANK = { on_hold: 0, payable: 1, paid: 2 } as const;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  talents = [];
  for (const name of ["Ada", "Bea", "Cleo"]) talents.push(await createTalent(db(), { profile: { stageName: name } }));
});

const step = fc.oneof(
  fc.record({ kind: fc.constant("invoice" as const), fees: fc.array(fc.record({ talent: fc.nat(2), net: fc.bigInt(1n, 5_000_000n), commissionable: fc.boolean() }), { minLength: 1, maxLength: 4 }), expense: fc.option(fc.record({ talent: fc.nat(2), net: fc.bigInt(1n, 100_000n) })) }),
  fc.record({ kind: fc.constant("pay" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("credit" as const), pick: fc.nat(), line: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("manual" as const), talent: fc.nat(2), advance: fc.boolean(), amount: fc.bigInt(1n, 100_000n) }),
  fc.record({ kind: fc.constant("payout" as const), talent: fc.nat(2) }),
);

function unchangedSinceWritten(before: LedgerEntry[], after: LedgerEntry[]) {
  const now = new Map(after.map((e) => [e.id, e]));
  for (const old of before) {
    const cur = now.get(old.id);
    expect(cur, `entry ${old.id} is gone`).toBeDefined();
    const { status: s0, payoutId: p0, dueOn: d0, ...rest0 } = old;
    const { status: s1, payoutId: p1, dueOn: d1, ...rest1 } = cur!;
    expect(rest1).toEqual(rest0);
    expect(RANK[s1]).toBeGreaterThanOrEqual(RANK[s0]);
    if (p0 !== null) expect(p1).toBe(p0);
    if (s0 === "paid") expect(d1).toBe(d0);
  }
}

describe("the ledger under random jobs, payments, credit notes and payouts", () => {
  it("keeps statements equal to the sums of entries and every entry as written", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const issued: { id: number; lines: { id: number; net: bigint; remaining: bigint }[] }[] = [];
        for (const s of steps) {
          const before = await db().select().from(ledgerEntries);
          if (s.kind === "invoice") {
            const res = await call(createJob, "/api/v1/admin/jobs", { bearer: admin, body: { title: "Property", client_name: "Anna", status: "active" } });
            const inv = await issueInvoice(db(), res.body.data.job.id, {
              fees: s.fees.map((f) => ({ talent: talents[f.talent].profile.id, net: f.net, commissionable: f.commissionable })),
              expenses: s.expense ? [{ talent: talents[s.expense.talent].profile.id, net: s.expense.net }] : [],
            });
            issued.push({ id: inv.id, lines: inv.lines.map((l) => ({ id: l.id, net: l.netMinor, remaining: l.netMinor })) });
          } else if (s.kind === "pay" && issued.length) {
            const inv = issued[s.pick % issued.length];
            const [row] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
            if (row.status !== "paid") await payInvoice(db(), inv.id, today);
          } else if (s.kind === "credit" && issued.length) {
            const inv = issued[s.pick % issued.length];
            const line = inv.lines[s.line % inv.lines.length];
            if (line.remaining > 0n) {
              const net = s.part === 100 ? line.remaining : (line.remaining * BigInt(s.part)) / 100n || line.remaining;
              await creditNote(db(), inv.id, [{ lineId: line.id, net }]);
              line.remaining -= net;
            }
            if (inv.lines.every((l) => l.remaining === 0n)) expect(await ledgerSum(db(), { invoice: inv.id })).toBe(0n);
          } else if (s.kind === "manual") {
            const t = talents[s.talent];
            const res = await call(ledgerRoute, `/api/v1/admin/talents/${t.user.id}/ledger`, { bearer: admin, params: { id: String(t.user.id) }, body: { kind: s.advance ? "advance" : "chargeback", amount: toDecimalString(s.amount, "EUR") } });
            expect(res.status, JSON.stringify(res.body)).toBe(201);
          } else if (s.kind === "payout") {
            const t = talents[s.talent];
            const payable = before.filter((e) => e.talentProfileId === t.profile.id && e.status === "payable");
            const sum = payable.reduce((n, e) => n + e.amountMinor, 0n);
            const res = await call(payoutRoute, "/api/v1/admin/payouts", { bearer: admin, body: { talent_profile_id: t.profile.id, paid_on: today } });
            if (sum > 0n) {
              expect(res.status, JSON.stringify(res.body)).toBe(201);
              expect(res.body.data.amount).toBe(toDecimalString(sum, "EUR"));
              const paid = await db().select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, res.body.data.id));
              expect(paid.map((e) => e.id).sort((a, b) => a - b)).toEqual(payable.map((e) => e.id).sort((a, b) => a - b));
            } else expect(res.status).toBe(409);
          }
          const after = await db().select().from(ledgerEntries);
          unchangedSinceWritten(before, after);
        }
        // Every talent's statement equals the sums of her entries, by status.
        const all = await db().select().from(ledgerEntries);
        for (const t of talents) {
          const mine = all.filter((e) => e.talentProfileId === t.profile.id);
          const by = (status: string) => mine.filter((e) => e.status === status).reduce((n, e) => n + e.amountMinor, 0n);
          const res = await call(adminStatement, `/api/v1/admin/talents/${t.user.id}/statement`, { bearer: admin, params: { id: String(t.user.id) }, query: { currency: "EUR" } });
          expect(res.body.data).toMatchObject({
            on_hold: toDecimalString(by("on_hold"), "EUR"),
            payable: toDecimalString(by("payable"), "EUR"),
            paid: toDecimalString(by("paid"), "EUR"),
            balance: toDecimalString(by("on_hold") + by("payable"), "EUR"),
            total: mine.length,
          });
        }
        // A payout's amount is the sum of the entries it paid.
        for (const p of await db().select().from(payouts)) {
          expect(all.filter((e) => e.payoutId === p.id).reduce((n, e) => n + e.amountMinor, 0n)).toBe(p.amountMinor);
        }
        // A credit note's lines never exceed what the invoice line had.
        const lines = await db().select().from(invoiceLines);
        for (const l of lines.filter((x) => x.creditedLineId === null)) {
          const credited = lines.filter((x) => x.creditedLineId === l.id).reduce((n, x) => n - x.netMinor, 0n);
          expect(credited <= l.netMinor).toBe(true);
        }
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 12), seed: Number(process.env.PROPERTY_SEED ?? 4141) },
    );
  }, 600_000);
});

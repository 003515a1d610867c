import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { invoiceLines, invoices } from "@/db/schema";
import { invoiceTotals } from "@/lib/domain/invoice";
import { useTestDb } from "../db";
import { credit, draftOf, financeCompany, financeExpense, financeJob, financeWorld, issue, makeReady, pay, type FinanceWorld } from "../finance";

/*
 * Issue 41's property test through the route handlers: for random jobs (fees, a rebilled expense), then random credit
 * notes (lines, part quantities, "all") and payments, every document's total is the sum of its lines and of its VAT
 * groups, credit notes never take more than remains of a line, and the balance is the total less what was paid and
 * credited, never below zero.
 */

const db = useTestDb();
let w: FinanceWorld;
let nl: number;

beforeAll(async () => {
  w = await financeWorld(db());
  nl = await financeCompany(w);
});

const action = fc.oneof(
  fc.record({ kind: fc.constant("credit" as const), line: fc.nat(5), quantity: fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }) }),
  fc.record({ kind: fc.constant("credit_all" as const) }),
  fc.record({ kind: fc.constant("pay" as const), share: fc.integer({ min: 1, max: 100 }) }),
);

async function checkDocuments(invoiceId: number) {
  const [inv] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
  const notes = await db().select().from(invoices).where(eq(invoices.creditedInvoiceId, invoiceId));
  const lines = await db().select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, [invoiceId, ...notes.map((n) => n.id)]));
  const own = lines.filter((l) => l.invoiceId === invoiceId);
  const t = invoiceTotals(own, inv.currency);
  expect(inv.netMinor).toBe(t.netMinor);
  expect(inv.vatMinor).toBe(t.vatMinor);
  expect(inv.totalMinor).toBe(t.netMinor + t.vat.reduce((s, g) => s + g.amountMinor, 0n));
  let credited = 0n;
  for (const n of notes) {
    const cl = lines.filter((l) => l.invoiceId === n.id);
    expect(n.netMinor).toBe(cl.reduce((s, l) => s + l.netMinor, 0n));
    expect(n.totalMinor).toBe(n.netMinor + n.vatMinor);
    credited += -n.totalMinor;
  }
  for (const l of own) {
    const taken = lines.filter((c) => c.creditedLineId === l.id).reduce((s, c) => s - c.netMinor, 0n);
    expect(taken).toBeGreaterThanOrEqual(0n);
    expect(taken).toBeLessThanOrEqual(l.netMinor);
  }
  expect(credited).toBeLessThanOrEqual(inv.totalMinor);
  expect(inv.balanceMinor).toBe(inv.totalMinor - inv.paidMinor - credited);
  expect(inv.balanceMinor).toBeGreaterThanOrEqual(0n);
}

describe("invoices, credit notes and payments (property)", () => {
  it("keep their totals equal to their lines and never credit more than remains", async () => {
    await fc.assert(
      fc.asyncProperty(
        // At least 1.00 a unit: a job whose fees round to nothing is not billable (it never reaches an invoice).
        fc.array(fc.integer({ min: 100, max: 500_000 }), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 400 }),
        fc.option(fc.integer({ min: 1, max: 90_000 }), { nil: undefined }),
        fc.array(action, { maxLength: 5 }),
        async (units, quantity, expense, actions) => {
          const talents = [w.t1, w.t2].slice(0, units.length);
          const job = await financeJob(w, nl, { talents, quantity: (quantity / 100).toFixed(2), unit: (units[0] / 100).toFixed(2) });
          if (expense) await financeExpense(w, job, { kind: "travel", amount: (expense / 100).toFixed(2), paid_by: "agency", rebill: true, markup_percent: "10.00" });
          await makeReady(w, db(), job);
          const draft = await draftOf(w, job);
          const issued = await issue(w, draft.id);
          expect(issued.status, JSON.stringify(issued.body)).toBe(200);
          const inv = issued.body.data;
          await checkDocuments(inv.id);
          for (const a of actions) {
            if (a.kind === "pay") {
              const [row] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
              const amount = (row.balanceMinor * BigInt(a.share)) / 100n;
              if (amount <= 0n) continue;
              const res = await pay(w, inv.id, { amount: (Number(amount) / 100).toFixed(2), received_on: inv.issue_date });
              expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
            } else {
              const body =
                a.kind === "credit_all"
                  ? { lines: "all", reason: "property" }
                  : { lines: [{ invoice_line_id: inv.lines[a.line % inv.lines.length].id, ...(a.quantity ? { quantity: (a.quantity / 100).toFixed(2) } : {}) }], reason: "property" };
              const res = await credit(w, inv.id, body);
              expect([201, 409, 422], JSON.stringify(res.body)).toContain(res.status);
            }
            await checkDocuments(inv.id);
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});

import { beforeAll, describe, expect, it } from "vitest";
import { createSubadmin } from "@/db/factories";
import { listJobInvoices, listJobsToBill } from "@/lib/services/jobs";
import { useTestDb } from "../db";
import { draftOf, financeCompany, financeJob, financeWorld, issue, makeReady, type FinanceWorld } from "../finance";
import { viewerOf } from "../viewers";

/*
 * Issue 41, the finance screens' two reads: the "Ready to bill" tab (billable and ready jobs with the quote's total)
 * and the job page's billing card (the job's invoices), both for `finance` only.
 */

const db = useTestDb();
let w: FinanceWorld;
let nl: number;
let finance: ReturnType<typeof viewerOf>;
let bookings: ReturnType<typeof viewerOf>;

beforeAll(async () => {
  w = await financeWorld(db());
  nl = await financeCompany(w);
  finance = viewerOf(await createSubadmin(db(), ["finance"]), ["finance"]);
  bookings = viewerOf(await createSubadmin(db(), ["bookings"]), ["bookings"]);
});

describe("the Ready to bill tab", () => {
  it("lists billable and ready jobs with their quote totals, newest first, and drops a job once it is invoiced", async () => {
    const billable = await financeJob(w, nl);
    const ready = await financeJob(w, nl);
    await makeReady(w, db(), ready);
    const list = await listJobsToBill(finance, { page: 1, limit: 20 });
    const mine = list.data.filter((j) => [billable, ready].includes(j.id));
    // A7's two talents at 2 × 1,500.00, the 20 % agency fee and 21 % VAT.
    expect(mine.map((j) => [j.id, j.billing_status, j.total, j.currency])).toEqual([
      [ready, "invoice_ready", "8712.00", "EUR"],
      [billable, "billable", "8712.00", "EUR"],
    ]);
    expect(list.total).toBeGreaterThanOrEqual(2);

    const draft = await draftOf(w, ready);
    expect((await issue(w, draft.id)).status).toBe(200);
    const after = await listJobsToBill(finance, { page: 1, limit: 20 });
    expect(after.data.map((j) => j.id)).not.toContain(ready);
    expect(after.data.map((j) => j.id)).toContain(billable);
  });

  it("pages", async () => {
    const page = await listJobsToBill(finance, { page: 1, limit: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.last_page).toBe(page.total);
  });

  it("is refused without the finance permission", async () => {
    await expect(listJobsToBill(bookings, { page: 1, limit: 20 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listJobsToBill(null, { page: 1, limit: 20 })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("the job page's invoices", () => {
  it("lists the job's draft, then its issued invoice with number and total, and nothing of other jobs", async () => {
    const job = await financeJob(w, nl);
    const other = await financeJob(w, nl);
    expect(await listJobInvoices(finance, job)).toEqual([]);
    await makeReady(w, db(), job);
    await makeReady(w, db(), other);
    const draft = await draftOf(w, job);
    await draftOf(w, other);
    expect(await listJobInvoices(finance, job)).toEqual([{ id: draft.id, kind: "invoice", status: "draft", number: null, currency: "EUR", issue_date: null, total: "8712.00" }]);
    expect((await issue(w, draft.id)).status).toBe(200);
    const [issued] = await listJobInvoices(finance, job);
    expect(issued).toMatchObject({ id: draft.id, status: "issued", total: "8712.00" });
    expect(issued.number).toMatch(/^INV-\d{4}-\d+$/);
    expect(issued.issue_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is refused to a booker without finance (who sees the chip and the moves only)", async () => {
    await expect(listJobInvoices(bookings, 1)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { createSubadmin } from "@/db/factories";
import { PUT as updateDraft } from "@/app/api/v1/admin/invoices/[id]/route";
import { agingBucket } from "@/lib/domain/finance-display";
import { addDays } from "@/lib/domain/invoice";
import { listInvoices, unpaidAging } from "@/lib/services/invoices";
import { agencyToday } from "@/lib/services/invoices/invoice-core";
import { listJobInvoices, listJobsToBill } from "@/lib/services/jobs";
import { call } from "../http";
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

describe("the Unpaid tab's aging", () => {
  it("counts every unpaid invoice of the state in its bucket, past the page in view, as each one's days overdue reads", async () => {
    const today = await agencyToday(db());
    const before = await unpaidAging(finance, "issued");
    // Due in 10 days, and 5, 45 and 90 days ago: one invoice in each bucket.
    for (const late of [-10, 5, 45, 90]) {
      const job = await financeJob(w, nl);
      await makeReady(w, db(), job);
      const draft = await draftOf(w, job);
      const issueDate = addDays(today, -late - 30);
      const dated = await call(updateDraft, `/api/v1/admin/invoices/${draft.id}`, {
        method: "PUT",
        bearer: w.admin,
        params: { id: String(draft.id) },
        body: { issue_date: issueDate, due_date: addDays(today, -late) },
      });
      expect(dated.status, JSON.stringify(dated.body)).toBe(200);
      expect((await issue(w, draft.id)).status).toBe(200);
    }
    const aging = await unpaidAging(finance, "issued");
    expect({
      current: aging.current - before.current,
      "0-30": aging["0-30"] - before["0-30"],
      "31-60": aging["31-60"] - before["31-60"],
      "60+": aging["60+"] - before["60+"],
    }).toEqual({ current: 1, "0-30": 1, "31-60": 1, "60+": 1 });
    // A page of one holds one invoice; the aging still counts them all, bucket by bucket as `days_overdue` reads.
    const all = await listInvoices(finance, { status: "issued", page: 1, limit: 100 });
    const byDays = { current: 0, "0-30": 0, "31-60": 0, "60+": 0 };
    for (const i of all.data.filter((i) => i.kind === "invoice")) byDays[agingBucket(i.days_overdue)]++;
    expect(aging).toEqual(byDays);
    expect((await listInvoices(finance, { status: "issued", page: 1, limit: 1 })).data).toHaveLength(1);
    await expect(unpaidAging(bookings, "issued")).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

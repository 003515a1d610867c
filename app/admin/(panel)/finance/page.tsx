import type { Metadata } from "next";
import { asJson } from "@/components/admin/shell/format";
import { FinanceOverview, type FinanceView } from "@/components/admin/finance/finance-overview";
import { FINANCE_TABS, UNPAID_FILTERS, type FinanceTab, type UnpaidFilter } from "@/lib/domain/finance-display";
import { requireStaffPage } from "@/lib/services/accounts";
import { listInvoices, unpaidAging } from "@/lib/services/invoices";
import { listJobsToBill } from "@/lib/services/jobs";

export const metadata: Metadata = { title: "Finance" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const LIMIT = 20;

/** The finance desk (issue 41, `finance` permission): the tab and page live in the address (`?tab=&state=&page=`). */
export default async function AdminFinancePage({ searchParams }: Props) {
  const viewer = await requireStaffPage("finance");
  const params = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const tab: FinanceTab = (FINANCE_TABS as readonly string[]).includes(one(params.tab) ?? "") ? (one(params.tab) as FinanceTab) : "ready";
  const pageNumber = Number(one(params.page));
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  let view: FinanceView;
  if (tab === "ready") view = { tab, jobs: asJson(await listJobsToBill(viewer, { page, limit: LIMIT })) };
  else if (tab === "unpaid") {
    const state: UnpaidFilter = (UNPAID_FILTERS as readonly string[]).includes(one(params.state) ?? "") ? (one(params.state) as UnpaidFilter) : "issued";
    const [invoices, aging] = await Promise.all([listInvoices(viewer, { status: state, page, limit: LIMIT }), unpaidAging(viewer, state)]);
    view = { tab, state, invoices: asJson(invoices), aging };
  } else view = { tab, invoices: asJson(await listInvoices(viewer, { status: tab === "drafts" ? "draft" : "paid", page, limit: LIMIT })) };
  return <FinanceOverview view={view} />;
}

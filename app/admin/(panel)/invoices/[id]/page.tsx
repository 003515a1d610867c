import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { InvoiceDetail } from "@/components/admin/finance/invoice-detail";
import { asJson } from "@/components/admin/shell/format";
import { isAppError } from "@/lib/errors";
import { requireStaffPage } from "@/lib/services/accounts";
import { getInvoice } from "@/lib/services/invoices";

export const metadata: Metadata = { title: "Invoice" };

type Props = { params: Promise<{ id: string }> };

/** An invoice or credit note (issue 41, `finance`). */
export default async function AdminInvoicePage({ params }: Props) {
  const viewer = await requireStaffPage("finance");
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) redirect("/admin/finance");
  const invoice = await getInvoice(viewer, id).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!invoice) notFound();
  return <InvoiceDetail invoice={asJson(invoice)} />;
}

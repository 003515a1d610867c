import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ClientDetail } from "@/components/admin/clients/client-detail";
import { AgencyStatementSection } from "@/components/admin/finance/agency-statement-section";
import { requireStaffPage } from "@/lib/services/accounts";
import { isAppError } from "@/lib/errors";
import { getCompany } from "@/lib/services/clients";

export const metadata: Metadata = { title: "Client" };

type Props = { params: Promise<{ id: string }> };

/** One client company: its overview (billing, PO, terms, VAT check) and its contacts. */
export default async function AdminClientPage({ params }: Props) {
  const viewer = await requireStaffPage("clients");
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) redirect("/admin/clients");
  const company = await getCompany(viewer, id).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!company) notFound();
  return (
    <div className="flex flex-col gap-6">
      <ClientDetail company={company} />
      <AgencyStatementSection viewer={viewer} company={company} />
    </div>
  );
}

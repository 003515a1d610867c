import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { TalentStatement } from "@/components/admin/finance/talent-statement";
import { asJson } from "@/components/admin/shell/format";
import { hasPermission } from "@/lib/auth/viewer";
import { isAppError } from "@/lib/errors";
import { requireStaffPage } from "@/lib/services/accounts";
import { listCompanies } from "@/lib/services/clients";
import { getTalentFinance, getTalentStatement, listAgencyRelations } from "@/lib/services/statements";
import { getAdminTalent } from "@/lib/services/talents";

export const metadata: Metadata = { title: "Talent statement" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A talent's statement (issue 41, `finance`); `{id}` is the talent's account id, as on the talent page. */
export default async function AdminTalentStatementPage({ params, searchParams }: Props) {
  const viewer = await requireStaffPage("finance");
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) redirect("/admin/talents");
  const pageParam = Number((await searchParams).page);
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const statement = await getTalentStatement(viewer, id, { page, limit: 50 }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!statement) notFound();
  const [finance, relations, agencies, talent] = await Promise.all([
    getTalentFinance(viewer, id),
    listAgencyRelations(viewer, id),
    hasPermission(viewer, "clients") ? listCompanies(viewer, { kind: "agency", page: 1, limit: 100 }) : null,
    hasPermission(viewer, "talents") ? getAdminTalent(viewer, id).catch(() => null) : null,
  ]);
  const relationAgencies = relations.relations.map((r) => ({ id: r.company_id, name: r.company_name ?? `Company ${r.company_id}` }));
  const agencyList = agencies ? agencies.companies.map((c) => ({ id: c.id, name: c.name })) : relationAgencies;
  return (
    <TalentStatement
      userId={id}
      name={talent ? (talent.talent_profile?.stage_name ?? talent.name) : null}
      statement={asJson(statement)}
      finance={asJson(finance)}
      relations={asJson(relations.relations)}
      agencies={agencyList}
    />
  );
}

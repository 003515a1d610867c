import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { asJson } from "@/components/admin/shell/format";
import { hasPermission, type Viewer } from "@/lib/auth/viewer";
import { isPositiveMoney } from "@/lib/domain/finance-display";
import { getAgencyStatement } from "@/lib/services/statements";
import { AgencyPayButton } from "./agency-pay-button";
import { EntriesTable, StatementSumsRow } from "./statement-parts";

/**
 * The client page's "Agency statement" (issue 41): for a company of kind `agency`, what the agency owes it as a
 * talent's mother agency (the payable side), with Pay. Staff with `finance` only; nothing for other companies.
 */
export async function AgencyStatementSection({ viewer, company }: { viewer: Viewer; company: { id: number; kind: string; name: string } }) {
  if (company.kind !== "agency" || !hasPermission(viewer, "finance")) return null;
  const statement = asJson(await getAgencyStatement(viewer, company.id, { page: 1, limit: 50 }));
  return (
    <Card aria-labelledby="agency-statement-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="agency-statement-title">Agency statement</CardTitle>
        {isPositiveMoney(statement.payable) && <AgencyPayButton companyId={company.id} name={company.name} payable={statement.payable} currency={statement.currency} />}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <StatementSumsRow sums={statement} />
        <EntriesTable entries={statement.entries} admin emptyText="The agency's share is written when an invoice with its talent's fees is issued." />
      </CardContent>
    </Card>
  );
}

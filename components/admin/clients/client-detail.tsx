import { ArrowLeft, CheckCircle2, XCircle } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { COMPANY_KIND_LABELS } from "@/lib/domain/companies";
import { countOf } from "@/lib/domain/plural";
import type { AdminCompany } from "@/lib/services/clients";
import { ClientContacts } from "./client-contacts";
import { ClientHistory } from "./client-history";
import { MergeDialog } from "./merge-dialog";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? "—"}</dd>
    </div>
  );
}

/** The VAT ID with its checksum verdict (jsvat-next, offline: not a VIES check). */
function VatId({ company }: { company: AdminCompany }) {
  if (!company.vat_id) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {company.vat_id}
      {company.vat_id_valid ? (
        <span className="inline-flex items-center gap-1 text-success">
          <CheckCircle2 className="size-4" aria-hidden="true" /> Checksum valid
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-destructive">
          <XCircle className="size-4" aria-hidden="true" /> Not verified
        </span>
      )}
    </span>
  );
}

/** A client company (issue 40): Overview (billing, PO, terms, VAT), Contacts (add, edit, delete), History; the Merge dialog. */
export function ClientDetail({ company }: { company: AdminCompany }) {
  const address = [company.address_line1, company.address_line2, [company.postal_code, company.city].filter(Boolean).join(" "), company.region, company.country].filter(Boolean);
  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/clients" className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Clients
      </Link>
      <PageHeader
        title={company.name}
        eyebrow={COMPANY_KIND_LABELS[company.kind]}
        description={[company.legal_name, company.domains.join(", ")].filter(Boolean).join(" · ") || undefined}
        actions={!company.is_active ? <Badge variant="outline">{company.merged_into_id ? "Merged" : "Archived"}</Badge> : <MergeDialog companyId={company.id} companyName={company.name} contactEmails={company.contacts.flatMap((c) => (c.email ? [c.email] : []))} />}
      />
      {company.merged_into_id && (
        <p className="text-sm">
          Merged into{" "}
          <Link href={`/admin/clients/${company.merged_into_id}`} className="underline underline-offset-4">
            another company
          </Link>
          .
        </p>
      )}
      <Tabs defaultValue="overview" className="flex flex-col gap-4">
        <TabsList aria-label="Client sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="contacts">Contacts ({company.contacts.length})</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Billing</CardTitle>
              </CardHeader>
              <CardContent>
                <dl>
                  <Row label="Legal name">{company.legal_name}</Row>
                  <Row label="Address">{address.length ? address.join(", ") : null}</Row>
                  <Row label="VAT ID">
                    <VatId company={company} />
                  </Row>
                  <Row label="Billing e-mail">{company.billing_email}</Row>
                  <Row label="Currency">{company.currency ?? "Agency default"}</Row>
                </dl>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Terms</CardTitle>
              </CardHeader>
              <CardContent>
                <dl>
                  <Row label="Purchase order">{company.po_required ? "Required on every job" : "Not required"}</Row>
                  <Row label="Payment terms">{company.payment_terms_days === null ? "Agency default" : countOf(company.payment_terms_days, "day")}</Row>
                  <Row label="Agency fee">{company.agency_fee_percent === null ? "Agency default" : `${company.agency_fee_percent}%`}</Row>
                  <Row label="Website">{company.website}</Row>
                  <Row label="Phone">{company.phone}</Row>
                  <Row label="Notes">{company.notes}</Row>
                </dl>
              </CardContent>
            </Card>
          </div>
        </TabsContent>
        <TabsContent value="contacts">
          <ClientContacts company={company} />
        </TabsContent>
        <TabsContent value="history">
          <ClientHistory companyId={company.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

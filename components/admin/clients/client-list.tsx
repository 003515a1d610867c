import { Building2, Plus, Search } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { COMPANY_KIND_LABELS } from "@/lib/domain/companies";
import { countOf } from "@/lib/domain/plural";
import type { listCompanies } from "@/lib/services/clients";

type Result = Awaited<ReturnType<typeof listCompanies>>;
type Company = Result["companies"][number];

const pageHref = (q: string, page: number) => `/admin/clients?${new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;

function Place({ company }: { company: Company }) {
  const place = [company.city, company.country].filter(Boolean).join(", ");
  return <>{place || "—"}</>;
}

/** The clients list (issue 40): a table from a tablet up, cards on a phone; the search is a GET form (no script needed). */
export function ClientList({ result, q }: { result: Result; q: string }) {
  const { companies, total, page, last_page: lastPage } = result;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Clients"
        description={`${countOf(total, "client company", "client companies")}${q ? " match" : ""}.`}
        actions={
          <Link href="/admin/clients/new" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            New client
          </Link>
        }
      />
      <form method="get" action="/admin/clients" role="search" className="flex w-full gap-2 lg:w-[28rem]">
        <label htmlFor="client-search" className="sr-only">
          Search clients by name, domain or contact e-mail
        </label>
        <Input id="client-search" name="q" type="search" defaultValue={q} placeholder="Name, domain or contact e-mail" className="flex-1" />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      {companies.length === 0 ? (
        <EmptyState icon={<Building2 />} title="No clients found" text={q ? "Try another name, domain or e-mail." : "Link a booking request to a company to start the list."} />
      ) : (
        <>
          <ul className="flex flex-col gap-3 md:hidden">
            {companies.map((c) => (
              <li key={c.id}>
                <Card className="gap-2 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <Link href={`/admin/clients/${c.id}`} className="font-medium underline-offset-4 hover:underline">
                      {c.name}
                    </Link>
                    <Badge variant="secondary">{COMPANY_KIND_LABELS[c.kind]}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{c.domains.join(", ") || "No domain"}</p>
                  <p className="text-sm text-muted-foreground">
                    <Place company={c} /> · {countOf(c.contacts_count, "contact")}
                    {!c.is_active && " · archived"}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-md border border-border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Client companies</caption>
              <thead className="border-b border-border bg-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">Company</th>
                  <th scope="col" className="px-4 py-2 font-medium">Kind</th>
                  <th scope="col" className="px-4 py-2 font-medium">Domains</th>
                  <th scope="col" className="px-4 py-2 font-medium">Place</th>
                  <th scope="col" className="px-4 py-2 font-medium">Contacts</th>
                  <th scope="col" className="px-4 py-2 font-medium">PO</th>
                </tr>
              </thead>
              <tbody>
                {companies.map((c) => (
                  <tr key={c.id} className="border-b border-border last:border-0">
                    <td className="px-4 py-3">
                      <Link href={`/admin/clients/${c.id}`} className="font-medium underline-offset-4 hover:underline">
                        {c.name}
                      </Link>
                      {c.legal_name && <span className="block text-xs text-muted-foreground">{c.legal_name}</span>}
                      {!c.is_active && <Badge variant="outline" className="mt-1">Archived</Badge>}
                    </td>
                    <td className="px-4 py-3">{COMPANY_KIND_LABELS[c.kind]}</td>
                    <td className="px-4 py-3 text-muted-foreground">{c.domains.join(", ") || "—"}</td>
                    <td className="px-4 py-3"><Place company={c} /></td>
                    <td className="px-4 py-3 tabular-nums">{c.contacts_count}</td>
                    <td className="px-4 py-3">{c.po_required ? "Required" : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lastPage > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between text-sm">
              {page > 1 ? <Link href={pageHref(q, page - 1)} className="underline underline-offset-4">Previous</Link> : <span />}
              <span className="text-muted-foreground">Page {page} of {lastPage}</span>
              {page < lastPage ? <Link href={pageHref(q, page + 1)} className="underline underline-offset-4">Next</Link> : <span />}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

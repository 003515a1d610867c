import type { Metadata } from "next";
import { ClientList } from "@/components/admin/clients/client-list";
import { requireStaffPage } from "@/lib/services/accounts";
import { listCompanies } from "@/lib/services/clients";
import { companiesQuerySchema } from "@/lib/validation/companies";

export const metadata: Metadata = { title: "Clients" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Client companies, searched by name, legal name, domain or a contact's e-mail (`?q=`); a plain GET form. */
export default async function AdminClientsPage({ searchParams }: Props) {
  const viewer = await requireStaffPage("clients");
  const params = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const query = companiesQuerySchema.safeParse({ q: one(params.q), page: one(params.page), limit: 20 });
  const parsed = query.success ? query.data : companiesQuerySchema.parse({ limit: 20 });
  const result = await listCompanies(viewer, parsed);
  return <ClientList result={result} q={parsed.q ?? ""} />;
}

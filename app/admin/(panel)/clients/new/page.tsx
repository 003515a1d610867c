import type { Metadata } from "next";
import { NewClient } from "@/components/admin/clients/new-client";
import { requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "New client" };

/** A new client company (issue 40). */
export default async function AdminNewClientPage() {
  await requireStaffPage("clients");
  return <NewClient />;
}

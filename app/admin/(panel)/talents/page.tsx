import type { Metadata } from "next";
import { TalentManagement } from "@/components/admin/talents/talent-management";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Talent Management" };

export default async function AdminTalentsPage() {
  await requireStaffPage("talents");
  return <TalentManagement />;
}

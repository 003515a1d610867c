import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SubadminsScreen } from "@/components/admin/subadmins/subadmins-screen";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Admin Settings" };

/** Administrators only: sub-admins never manage sub-admins. */
export default async function SubadminsPage() {
  const viewer = await requireStaffPage();
  if (viewer.role !== "admin") redirect("/admin/forbidden");
  return <SubadminsScreen />;
}

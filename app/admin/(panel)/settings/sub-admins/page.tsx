import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SubadminsScreen } from "@/components/admin/subadmins/subadmins-screen";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { listSubadmins } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "Admin Settings" };

/** Administrators only: sub-admins never manage sub-admins. */
export default async function SubadminsPage() {
  const viewer = await requireStaffPage();
  if (viewer.role !== "admin") redirect("/admin/forbidden");
  return <SubadminsScreen initial={asJson(await listSubadmins(viewer))} />;
}

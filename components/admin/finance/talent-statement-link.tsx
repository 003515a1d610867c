import { Wallet } from "lucide-react";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { hasPermission, type Viewer } from "@/lib/auth/viewer";

/** The admin talent page's way to the talent's statement (issue 41), for staff with `finance` only. */
export function TalentStatementLink({ viewer, talentId }: { viewer: Viewer; talentId: number }) {
  if (!hasPermission(viewer, "finance")) return null;
  return (
    <Link href={`/admin/talents/${talentId}/statement`} className={buttonClassName({ variant: "outline", className: "w-fit" })}>
      <Wallet aria-hidden="true" />
      Statement and payouts
    </Link>
  );
}

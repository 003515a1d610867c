import { ShieldAlert } from "lucide-react";
import { screenTitleClass } from "@/components/ui/page-header";
import type { Metadata } from "next";
import Link from "next/link";
import { firstPermittedHref } from "@/components/admin/shell/nav";
import { buttonClassName } from "@/components/ui/button";
import { requireStaffPage } from "@/lib/services/accounts";


export const metadata: Metadata = { title: "No access" };

/** Where `requireStaffPage(permission)` sends a sub-admin who lacks the permission of a screen. */
export default async function ForbiddenPage() {
  const viewer = await requireStaffPage();
  const href = firstPermittedHref({ role: viewer.role === "admin" ? "admin" : "subadmin", permissions: viewer.permissions });
  const hasSomewhere = href !== "/admin/forbidden";
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-md border border-dashed border-border bg-background px-6 py-16 text-center">
      <div aria-hidden="true" className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ShieldAlert className="size-5" />
      </div>
      <h1 className={screenTitleClass}>No access</h1>
      <p className="max-w-sm text-sm text-muted-foreground">You do not have access to this section.</p>
      {hasSomewhere ? (
        <Link href={href} className={buttonClassName({ variant: "outline", className: "mt-2" })}>
          Go to your first permitted section
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">Ask an administrator to grant you a permission.</p>
      )}
    </div>
  );
}

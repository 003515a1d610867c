import type { Metadata } from "next";
import { screenTitleClass } from "@/components/ui/page-header";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AdminLoginForm } from "@/components/admin/shell/login-form";
import { firstPermittedHref } from "@/components/admin/shell/nav";
import { getViewer } from "@/lib/services/accounts";
import { isStaff } from "@/lib/auth/viewer";
import { Alert } from "@/components/ui/alert";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { SIGNED_OUT_REASON, signedOutNotice } from "@/lib/domain/reauth";
// The complete stylesheet (the root layout loads only the public one).
import "../app.css";


export const metadata: Metadata = { title: "Admin Login", robots: { index: false, follow: false } };

/** The admin sign-in. A staff member who is already signed in goes straight to their first screen. */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ reason?: string | string[] }> }) {
  const { reason } = await searchParams;
  const viewer = await getViewer();
  if (isStaff(viewer)) {
    redirect(firstPermittedHref({ role: viewer.role === "admin" ? "admin" : "subadmin", permissions: viewer.permissions }));
  }
  return (
    <main id="main-content" className="tool-screen flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="mb-8 text-center font-display text-xl tracking-[0.2em] uppercase">
          <Link href="/">{AGENCY_NAME}</Link>
        </p>
        <div className="rounded-md border border-border bg-background p-6 shadow-sm md:p-8">
          <h1 className={screenTitleClass}>Admin Login</h1>
          <p className="mt-2 mb-6 text-sm text-muted-foreground">Sign in to manage talents, bookings and content.</p>
          {reason === SIGNED_OUT_REASON ? <Alert className="mb-6">{signedOutNotice}</Alert> : null}
          <AdminLoginForm />
        </div>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          <Link href="/" className="underline underline-offset-4 hover:text-foreground">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}

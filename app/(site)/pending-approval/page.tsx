import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CheckCircle2, Mail } from "lucide-react";
import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { buttonClassName } from "@/components/ui/button";
import { getViewer } from "@/lib/services/accounts";
import { isApprovedTalent, isStaff, type Viewer } from "@/lib/auth/viewer";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { NextSteps } from "@/components/site/next-steps";

export const metadata: Metadata = {
  title: "Application received",
  robots: { index: false },
};

const nextSteps = [
  { title: "Profile and portfolio review", text: "Our team looks at your details and photos." },
  { title: "Verification", text: "We verify your contact details and social profiles." },
  {
    title: "Access after approval",
    text: "Once approved you get your profile dashboard, the portfolio manager and booking tools.",
  },
];

/**
 * The thank-you page after registering, and where a signed-in applicant lands until the agency approves them.
 * It reads the session, so an approved talent is sent on to the dashboard and a declined one is told plainly.
 */
export default async function PendingApprovalPage() {
  const viewer: Viewer | null = await getViewer();
  // Both guards are type predicates on `Viewer`, so a false first answer would narrow `viewer` to null for the
  // rest of the page; read them as plain booleans.
  const approved: boolean = isApprovedTalent(viewer);
  const staff: boolean = isStaff(viewer);
  if (approved) redirect("/dashboard");
  if (staff) redirect("/admin/dashboard");
  const declined = viewer?.role === "talent" && viewer.status === "declined";

  return (
    <div className="container-page flex justify-center py-16 md:py-24">
      <div className="w-full max-w-2xl">
        <CheckCircle2 aria-hidden="true" className="size-10 text-accent" strokeWidth={1.25} />
        {declined ? (
          <>
            <h1 className="mt-6 text-4xl leading-tight md:text-5xl">About your application</h1>
            <p className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg">
              Thank you for your interest in {AGENCY_NAME}. After careful review we are unable to offer representation
              at this time. You are welcome to contact us if you have any questions.
            </p>
          </>
        ) : (
          <>
            <p className="eyebrow mt-6 text-accent">Application received</p>
            <h1 className="mt-4 text-4xl leading-tight md:text-5xl">Thank you for applying</h1>
            <p className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg">
              Your application is under review. If you are approved, you will receive a confirmation email within 48
              hours.
            </p>

            <NextSteps steps={nextSteps} />

            <p className="mt-10 flex items-start gap-3 rounded-sm bg-muted px-4 py-3 text-sm leading-relaxed">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>Don&apos;t see our email? Please check your spam or junk folder.</span>
            </p>
          </>
        )}

        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link href="/" className={buttonClassName({ size: "xl" })}>
            Back to Home
          </Link>
          <Link href="/contact" className={buttonClassName({ size: "xl", variant: "outline" })}>
            Contact Support
          </Link>
        </div>
        {viewer && (
          <div className="mt-8 text-sm text-muted-foreground">
            Signed in as {viewer.email}. <SignOutButton />
          </div>
        )}
      </div>
    </div>
  );
}

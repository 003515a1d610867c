import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = {
  title: "Create New Password",
  robots: { index: false },
  // The link carries the code: never send it on to another site.
  referrer: "no-referrer",
};

type ResetPasswordPageProps = { searchParams: Promise<{ token?: string | string[]; email?: string | string[] }> };

/** /reset-password?token=&email=: without both, there is nothing to reset. */
export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token, email } = await searchParams;
  if (typeof token !== "string" || !token || typeof email !== "string" || !email) redirect("/forgot-password");
  return (
    <>
      <AuthHeading eyebrow="Account recovery" title="Create New Password">
        Choose a new password for {email}.
      </AuthHeading>
      <ResetPasswordForm token={token} email={email} />
      <p className="mt-8 text-center text-sm">
        <a href="/login" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          Back to Login
        </a>
      </p>
    </>
  );
}

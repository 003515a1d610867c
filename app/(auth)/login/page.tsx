import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import { redirect } from "next/navigation";
import { AuthHeading } from "@/components/auth/auth-heading";
import { destinationFor } from "@/components/auth/destination";
import { LoginForm } from "@/components/auth/login-form";
import { DeferredPasskeySignIn } from "@/components/auth/passkey-sign-in-deferred";
import { getViewer } from "@/lib/services/accounts";
import { Alert } from "@/components/ui/alert";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { SIGNED_OUT_REASON, signedOutNotice } from "@/lib/domain/reauth";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Login",
    description: `Sign in to your ${AGENCY_NAME} account to manage your profile, photos, measurements and bookings.`,
    path: "/login",
  });
}

type LoginPageProps = { searchParams: Promise<{ next?: string | string[]; reason?: string | string[] }> };

/** A signed-in visitor is sent on at once; everyone else gets the form. */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { next, reason } = await searchParams;
  const nextPath = typeof next === "string" ? next : undefined;
  const viewer = await getViewer();
  if (viewer) redirect(destinationFor(viewer, nextPath));
  return (
    <>
      <AuthHeading eyebrow="Talent login" title="Welcome back">
        Sign in to manage your profile, portfolio and bookings.
      </AuthHeading>
      {reason === SIGNED_OUT_REASON ? <Alert className="mb-6">{signedOutNotice}</Alert> : null}
      <LoginForm next={nextPath} passkey={<DeferredPasskeySignIn panel="talent" next={nextPath} />} />
    </>
  );
}

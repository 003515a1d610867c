import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = {
  title: "Forgot password",
  robots: { index: false },
};

export default function ForgotPasswordPage() {
  return (
    <>
      <AuthHeading eyebrow="Account recovery" title="Forgot your password?">
        Enter the email address of your account. We will send you a 6-digit verification code.
      </AuthHeading>
      <ForgotPasswordForm />
    </>
  );
}

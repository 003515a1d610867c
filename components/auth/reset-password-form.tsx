"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { PasswordInput } from "@/components/auth/password-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiFetch } from "@/lib/api/client";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { resetMessages, validateNewPassword, type NewPasswordErrors } from "@/lib/validation/password-reset-rules";

type LinkState = "verifying" | "valid" | "invalid" | "failed";

/** How long a refused link's message stays before the visitor is sent to request a new code. */
const REDIRECT_AFTER_MS = 3000;

/**
 * Checks the emailed code and address from the link first ("Verifying reset link..."); a bad link is explained and
 * sent back to /forgot-password. Then asks for the new password twice.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [link, setLink] = useState<LinkState>("verifying");
  const [notice, setNotice] = useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const checked = useRef(false);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const { formRef, report, reportErrors, clearReport } = useErrorReport();

  useEffect(() => {
    // Once per page, even when React runs effects twice in development: a wrong check counts as a try.
    if (checked.current) return;
    checked.current = true;
    apiFetch("/auth/verify-reset-code", { body: { email, token } })
      .then(() => setLink("valid"))
      .catch((error: unknown) => {
        const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
        setLink(refused ? "invalid" : "failed");
        setTimeout(() => router.replace("/forgot-password"), REDIRECT_AFTER_MS);
      });
  }, [email, token, router]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { password: String(data.get("password") ?? ""), password_confirmation: String(data.get("password_confirmation") ?? "") };
    const found = validateNewPassword(values);
    setErrors(found);
    setNotice(null);
    if (found.password || found.password_confirmation) {
      reportErrors(countFieldErrors(found));
      return;
    }
    clearReport();
    setSubmitting(true);
    try {
      await apiFetch("/auth/reset-password", { body: { token, email, ...values } });
      setNotice({ tone: "success", text: resetMessages.resetDone });
      toast.success(resetMessages.resetDone);
      router.replace("/login");
    } catch (error) {
      let text: string = resetMessages.resetFailed;
      if (error instanceof ApiError && error.status > 0) text = error.errors ? error.joined : error.message || text;
      // The server's field messages at their fields as well.
      const fields = error instanceof ApiError ? { password: error.errors?.password?.[0], password_confirmation: error.errors?.password_confirmation?.[0] } : {};
      if (fields.password || fields.password_confirmation) {
        setErrors(fields);
        reportErrors(countFieldErrors(fields));
      }
      setNotice({ tone: "destructive", text });
      setSubmitting(false);
    }
  }

  if (link === "verifying") {
    return (
      <p role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
        <Spinner size="sm" label={null} />
        Verifying reset link...
      </p>
    );
  }

  if (link !== "valid") {
    return (
      <div className="flex flex-col gap-6">
        <Alert variant="destructive">{link === "invalid" ? resetMessages.invalidLink : resetMessages.requestNew}</Alert>
        <p className="text-sm text-muted-foreground">
          Taking you back to{" "}
          <a href="/forgot-password" className="text-foreground underline underline-offset-4 hover:text-accent">
            request a new code
          </a>
          ...
        </p>
      </div>
    );
  }

  const mismatch = errors.password_confirmation === resetMessages.mismatch;
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormErrorAnnouncer report={report} />
      <div aria-live="polite" aria-atomic="true" className="empty:-mb-5">
        {(notice || mismatch) && (
          <Alert variant={notice?.tone ?? "destructive"}>{notice?.text ?? resetMessages.mismatch}</Alert>
        )}
      </div>
      <FormField label="New Password" required error={errors.password} hint="At least 8 characters.">
        <PasswordInput name="password" autoComplete="new-password" maxLength={200} />
      </FormField>
      <FormField label="Confirm New Password" required error={errors.password_confirmation}>
        <PasswordInput name="password_confirmation" autoComplete="new-password" maxLength={200} />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" loading={isSubmitting}>
        {isSubmitting ? "Resetting..." : "Reset Password"}
      </Button>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { PasswordInput } from "@/components/auth/password-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { ApiError, apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { resetMessages, validateNewPassword } from "@/lib/validation/password-reset-rules";

type LinkState = "verifying" | "valid" | "invalid" | "failed";

/** How long a refused link's message stays before the visitor is sent to request a new code. */
const REDIRECT_AFTER_MS = 3000;

function readNewPassword(form: HTMLFormElement) {
  const data = new FormData(form);
  return { password: String(data.get("password") ?? ""), password_confirmation: String(data.get("password_confirmation") ?? "") };
}

/**
 * Checks the emailed code and address from the link first ("Verifying reset link..."); a bad link is explained and
 * sent back to /forgot-password. Then asks for the new password twice.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [link, setLink] = useState<LinkState>("verifying");
  const [notice, setNotice] = useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const checked = useRef(false);
  const form = useCheckedForm({
    read: readNewPassword,
    validate: validateNewPassword,
    leaving: true,
    async onSubmit(values) {
      setNotice(null);
      await apiFetch("/auth/reset-password", { body: { token, email, ...values } });
      setNotice({ tone: "success", text: resetMessages.resetDone });
      toast.success(resetMessages.resetDone);
      router.replace("/login");
    },
    // The server's field messages are at their fields as well; the notice says it all.
    onError(error) {
      let text: string = resetMessages.resetFailed;
      if (error instanceof ApiError && error.status > 0) text = error.errors ? error.joined : error.message || text;
      setNotice({ tone: "destructive", text });
    },
  });

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

  const mismatch = form.errors.password_confirmation === resetMessages.mismatch;
  return (
    <form {...form.formProps} className="flex flex-col gap-5">
      <FormErrorAnnouncer report={form.report} />
      <div aria-live="polite" aria-atomic="true" className="empty:-mb-5">
        {(notice || mismatch) && (
          <Alert variant={notice?.tone ?? "destructive"}>{notice?.text ?? resetMessages.mismatch}</Alert>
        )}
      </div>
      <FormField label="New Password" required error={form.errors.password} hint="At least 8 characters.">
        <PasswordInput name="password" autoComplete="new-password" maxLength={200} />
      </FormField>
      <FormField label="Confirm New Password" required error={form.errors.password_confirmation}>
        <PasswordInput name="password_confirmation" autoComplete="new-password" maxLength={200} />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" loading={form.isSubmitting}>
        {form.isSubmitting ? "Resetting..." : "Reset Password"}
      </Button>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { ApiError, apiFetch } from "@/lib/api/client";
import { CODE_LENGTH, checkCode, checkEmail, normalizeEmail, resetMessages } from "@/lib/validation/password-reset-rules";

type Notice = { tone: "success" | "destructive"; text: string } | null;

/** Seconds the "Get Code" button waits after a code is sent (the server allows one a minute). */
const RESEND_SECONDS = 60;

/** The server's words for a failed call, else the screen's fallback; a network failure has its own text. */
function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return resetMessages.tryAgain;
  if (error.status === 422 && error.errors) return error.joined;
  return error.message || fallback;
}

/**
 * Step 1 asks for the email and sends a code; step 2 locks the email and asks for the code, which is checked before
 * going on to /reset-password. A field's message sits at the field (both steps use `useCheckedForm`); what concerns
 * no field (the code was sent, a network failure, too many requests) appears in one live region above the form.
 */
export function ForgotPasswordForm() {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  // An address typed before the script loaded is only in the page: take it over.
  useEffect(() => {
    if (emailInput.current?.value) setEmail(emailInput.current.value);
  }, []);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  /** Sends a code to the address (step 1's submit, and step 2's "Get Code"). */
  async function send(address: string) {
    setSending(true);
    setNotice(null);
    try {
      await apiFetch("/auth/forgot-password", { body: { email: address } });
      setEmail(address);
      setNotice({ tone: "success", text: resetMessages.codeSent });
      setResendIn(RESEND_SECONDS);
      setStep(2);
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      setNotice({ tone: "destructive", text: messageOf(error, resetMessages.sendFailed) });
    } finally {
      setSending(false);
    }
  }

  // Step 1: the address is checked like every public form's fields (`useCheckedForm`).
  const emailForm = useCheckedForm({
    read: (form) => ({ email: String(new FormData(form).get("email") ?? "") }),
    validate: ({ email }) => ({ email: checkEmail(email) }),
    onSubmit: ({ email }) => send(normalizeEmail(email)),
  });

  // Step 2: the code is checked as the server checks it; a wrong or spent code (the server's 422) lands at the field.
  const codeForm = useCheckedForm({
    read: (form) => ({ token: String(new FormData(form).get("token") ?? "") }),
    validate: ({ token }) => ({ token: checkCode(token) }),
    onSubmit: async ({ token }) => {
      setNotice(null);
      const trimmed = token.trim();
      await apiFetch("/auth/verify-reset-code", { body: { email, token: trimmed } });
      router.push(`/reset-password?${new URLSearchParams({ token: trimmed, email })}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.errors?.token)) setNotice({ tone: "destructive", text: messageOf(error, resetMessages.invalidCode) });
    },
    leaving: true,
  });

  function changeEmail() {
    codeForm.reset();
    setStep(1);
    setCode("");
    setNotice(null);
    requestAnimationFrame(() => emailInput.current?.focus());
  }

  return (
    <div className="flex flex-col gap-6">
      <div aria-live="polite" aria-atomic="true" className="empty:-mb-6">
        {notice && (
          <Alert variant={notice.tone} role={notice.tone === "destructive" ? "alert" : "status"}>
            {notice.text}
          </Alert>
        )}
      </div>

      {step === 1 ? (
        <form {...emailForm.formProps} className="flex flex-col gap-5">
          <FormErrorAnnouncer report={emailForm.report} />
          <FormField label="Email" required error={emailForm.errors.email}>
            <Input
              ref={emailInput}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={sending}>
            {sending ? "Sending..." : "Send Verification Code"}
          </Button>
        </form>
      ) : (
        <form {...codeForm.formProps} className="flex flex-col gap-5">
          <FormErrorAnnouncer report={codeForm.report} />
          <FormField
            label="Email"
            hint={
              <button
                type="button"
                onClick={changeEmail}
                className="font-medium text-foreground underline underline-offset-4 hover:text-accent"
              >
                Change Email
              </button>
            }
          >
            <Input type="email" name="email" value={email} readOnly aria-readonly="true" className="bg-muted" />
          </FormField>
          <FormField label="Verification code" required hint="The code is valid for 10 minutes." error={codeForm.errors.token}>
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  ref={codeInput}
                  name="token"
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
                  placeholder="Enter 6-digit code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={CODE_LENGTH}
                  className="font-medium tracking-[0.3em] placeholder:tracking-normal"
                />
                <Button
                  type="button"
                  variant="outline"
                  className="shrink-0"
                  onClick={() => send(email)}
                  loading={sending}
                  disabled={resendIn > 0 || sending || codeForm.isSubmitting}
                >
                  {resendIn > 0 ? `Get Code (${resendIn}s)` : "Get Code"}
                </Button>
              </div>
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={codeForm.isSubmitting} disabled={sending}>
            Verify &amp; Reset Password
          </Button>
        </form>
      )}

      <a
        href="/login"
        className="self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        Back to Login
      </a>
    </div>
  );
}

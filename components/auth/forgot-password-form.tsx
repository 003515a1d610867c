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
import { CODE_LENGTH, checkEmail, normalizeEmail, resetMessages } from "@/lib/validation/password-reset-rules";

type Notice = { tone: "success" | "destructive"; text: string } | null;
type Busy = "send" | "verify" | null;

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
 * going on to /reset-password. Messages appear in one live region above the form.
 */
export function ForgotPasswordForm() {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<Busy>(null);
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
    setBusy("send");
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
      setBusy(null);
    }
  }

  // Step 1: the address is checked like every public form's fields (`useCheckedForm`).
  const emailForm = useCheckedForm({
    read: (form) => ({ email: String(new FormData(form).get("email") ?? "") }),
    validate: ({ email }) => ({ email: checkEmail(email) }),
    onSubmit: ({ email }) => send(normalizeEmail(email)),
  });

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const token = code.trim();
    if (!token) {
      setNotice({ tone: "destructive", text: resetMessages.enterCode });
      codeInput.current?.focus();
      return;
    }
    setBusy("verify");
    setNotice(null);
    try {
      await apiFetch("/auth/verify-reset-code", { body: { email, token } });
      router.push(`/reset-password?${new URLSearchParams({ token, email })}`);
    } catch (error) {
      setNotice({ tone: "destructive", text: messageOf(error, resetMessages.invalidCode) });
      setBusy(null);
    }
  }

  function changeEmail() {
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
          <Button type="submit" size="lg" className="w-full" loading={busy === "send"}>
            {busy === "send" ? "Sending..." : "Send Verification Code"}
          </Button>
        </form>
      ) : (
        <form method="post" noValidate onSubmit={verify} className="flex flex-col gap-5">
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
          <FormField label="Verification code" hint="The code is valid for 10 minutes.">
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
                  loading={busy === "send"}
                  disabled={resendIn > 0 || busy !== null}
                >
                  {resendIn > 0 ? `Get Code (${resendIn}s)` : "Get Code"}
                </Button>
              </div>
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={busy === "verify"} disabled={busy !== null}>
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

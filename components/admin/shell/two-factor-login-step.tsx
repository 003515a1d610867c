"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { adminLoginAnswer } from "@/lib/api/responses/auth";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { twoFactorLoginSchema } from "@/lib/validation/two-factor";

type LoginData = z.infer<typeof adminLoginAnswer>["data"];
type Values = { challenge: string; code?: string; recovery_code?: string };

/**
 * The sign-in's second step: the code from the authenticator app, or (switched with a link) one of the recovery
 * codes. A wrong code stays at its field with the focus on it; a spent or expired challenge sends the person back to
 * the password with the server's message.
 */
export function TwoFactorLoginStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (data: LoginData) => Promise<void>;
  onRestart: (message: string) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const field = useRecovery ? "recovery_code" : "code";
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof twoFactorLoginSchema>>({
    resolver: zodResolver(twoFactorLoginSchema),
    defaultValues: { challenge },
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const [leaving, setLeaving] = useState(false);

  async function onSubmit(values: z.output<typeof twoFactorLoginSchema>) {
    let data: LoginData;
    try {
      data = await apiFetch<typeof adminLoginAnswer>("/admin/login/two-factor", { method: "POST", body: values });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onRestart(error.message);
        return;
      }
      if (error instanceof ApiError && error.errors) {
        const message = error.errors[field]?.[0] ?? error.errors.code?.[0] ?? error.message;
        setError(field, { message });
        reportErrors(1);
        return;
      }
      toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
      return;
    }
    setLeaving(true);
    await onSignedIn(data);
  }

  /**
   * The other kind of code: a fresh form (no message of the field just left, no "submitted" state that would check
   * the new field at its first keystroke, no count announced), issue 39.
   */
  function switchField() {
    reset({ challenge });
    clearReport();
    setUseRecovery(!useRecovery);
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(onSubmit, (invalid) => reportErrors(countFieldErrors(invalid)))}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="two-factor-heading"
    >
      <FormErrorAnnouncer report={report} />
      <div>
        <h2 id="two-factor-heading" className="font-sans text-base font-medium">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {useRecovery
            ? "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      </div>
      <input type="hidden" {...register("challenge")} />
      {useRecovery ? (
        <FormField key="recovery" label="Recovery code" error={errors.recovery_code?.message ?? errors.code?.message} required>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} autoFocus required {...register("recovery_code")} />
        </FormField>
      ) : (
        <FormField key="code" label="Authentication code" error={errors.code?.message} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} autoFocus required {...register("code")} />
        </FormField>
      )}
      <Button type="submit" loading={isSubmitting || leaving} className="w-full">
        {isSubmitting || leaving ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex items-center justify-between text-sm">
        <button type="button" className="underline underline-offset-4 hover:text-foreground" onClick={switchField}>
          {useRecovery ? "Use your authenticator app" : "Use a recovery code"}
        </button>
        <button type="button" className="text-muted-foreground underline underline-offset-4 hover:text-foreground" onClick={() => onRestart("")}>
          Start over
        </button>
      </div>
    </form>
  );
}

"use client";

import { Controller } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { twoFactorEnableAnswer, twoFactorSetupAnswer } from "@/lib/api/responses/auth";
import { PasskeyCancelled } from "@/components/auth/webauthn-client";
import { toast } from "@/lib/toast";
import { enableTwoFactorFormSchema } from "@/lib/validation/two-factor";
import { ReauthFields, reauthProof, useReauthForm } from "./reauth-fields";

type Setup = z.infer<typeof twoFactorSetupAnswer>;

/** The secret in text, four letters at a time, as authenticator apps accept it typed in. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

type Values = z.output<typeof enableTwoFactorFormSchema>;

/**
 * Scan (or type) the secret, then confirm with the first code and the current password (and a passkey when the
 * account has one): POST /auth/two-factor/enable. The other sessions end with it unless the box is cleared.
 */
export function TwoFactorSetupForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: Setup;
  onCancel: () => void;
  onEnabled: (codes: string[], sessionsEnded: number) => void;
}) {
  const { register, control, errors, isSubmitting, needs, formRef, report, submit, showAtFields } = useReauthForm(enableTwoFactorFormSchema, { code: "", current_password: "", end_other_sessions: true });

  async function onSubmit(values: Values) {
    try {
      const proof = await reauthProof(values, needs);
      const answer = await apiFetch<typeof twoFactorEnableAnswer>("/auth/two-factor/enable", {
        method: "POST",
        body: { ...proof, code: values.code, end_other_sessions: values.end_other_sessions },
      });
      onEnabled(answer.recovery_codes, answer.sessions_ended);
    } catch (error) {
      if (error instanceof PasskeyCancelled) {
        toast.error("Not turned on", { description: "The passkey prompt was closed before it finished." });
        return;
      }
      if (!showAtFields(error, ["code", "current_password"])) toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan the QR code, or type the secret key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* A data: URL made on the server from the otpauth:// address; next/image has nothing to optimise here. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={setup.qr_code} alt="QR code for your authenticator app" width={176} height={176} className="size-44 rounded-md border border-border bg-white p-1" />
        <div className="flex flex-col gap-1 text-sm">
          <span className="text-muted-foreground">Secret key</span>
          <code data-testid="totp-secret" data-secret={setup.secret} className="font-mono text-base tracking-wider break-all select-all">
            {grouped(setup.secret)}
          </code>
          <span className="text-xs text-muted-foreground">Time-based, 6 digits, every 30 seconds. Shown only now.</span>
        </div>
      </div>
      <form
        ref={formRef}
        onSubmit={submit(onSubmit)}
        noValidate
        className="flex flex-col gap-4 sm:max-w-xs"
        aria-label="Turn on two-factor sign-in"
      >
        <FormErrorAnnouncer report={report} />
        <FormField label="Code from the app" error={errors.code?.message} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} required {...register("code")} />
        </FormField>
        <ReauthFields register={register} errors={errors} needs={needs} />
        <Controller
          control={control}
          name="end_other_sessions"
          render={({ field }) => (
            <label className="flex items-start gap-2 text-sm">
              <Checkbox className="mt-0.5" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
              <span>
                Sign out my other devices
                <span className="block text-xs text-muted-foreground">They signed in with the password alone; they sign in again with the code.</span>
              </span>
            </label>
          )}
        />
        <div className="flex gap-3">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? "Checking..." : "Turn on"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

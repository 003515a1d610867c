"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { twoFactorEnableAnswer, twoFactorSetupAnswer } from "@/lib/api/responses/auth";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";

type Setup = z.infer<typeof twoFactorSetupAnswer>;

/** The secret in text, four letters at a time, as authenticator apps accept it typed in. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Scan (or type) the secret, then confirm with the first code: POST /auth/two-factor/enable. */
export function TwoFactorSetupForm({ setup, onCancel, onEnabled }: { setup: Setup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof enableTwoFactorSchema>, unknown, z.output<typeof enableTwoFactorSchema>>({
    resolver: zodResolver(enableTwoFactorSchema),
    defaultValues: { code: "" },
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors } = useErrorReport();

  async function onSubmit(values: z.output<typeof enableTwoFactorSchema>) {
    try {
      const { recovery_codes } = await apiFetch<typeof twoFactorEnableAnswer>("/auth/two-factor/enable", { method: "POST", body: values });
      onEnabled(recovery_codes);
    } catch (error) {
      if (placeServerErrors(error, ["code"], setError)) {
        reportErrors(1);
        return;
      }
      toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
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
        onSubmit={handleSubmit(onSubmit, (invalid) => reportErrors(countFieldErrors(invalid)))}
        noValidate
        className="flex flex-col gap-4 sm:max-w-xs"
      >
        <FormErrorAnnouncer report={report} />
        <FormField label="Code from the app" error={errors.code?.message} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} required {...register("code")} />
        </FormField>
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

"use client";

import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { twoFactorEnableAnswer } from "@/lib/api/responses/auth";
import { toast } from "@/lib/toast";
import { recoveryCodesFormSchema } from "@/lib/validation/two-factor";
import { ReauthFields, useReauthForm } from "./reauth-fields";

type Values = z.output<typeof recoveryCodesFormSchema>;
const NO_OTHER_FACTOR = { code: false, passkey: false };

/** New recovery codes for the current password and a current code from the app; the earlier codes stop working. */
export function RecoveryCodesForm({ onCancel, onDone }: { onCancel: () => void; onDone: (codes: string[]) => void }) {
  // The code of this form proves the factor: the account is asked for its password alone (NO_OTHER_FACTOR).
  const { register, errors, isSubmitting, formRef, report, submit, showAtFields } = useReauthForm(recoveryCodesFormSchema, { code: "", current_password: "" });

  async function onSubmit(values: Values) {
    try {
      const answer = await apiFetch<typeof twoFactorEnableAnswer>("/auth/two-factor/recovery-codes", { method: "POST", body: values });
      onDone(answer.recovery_codes);
    } catch (error) {
      if (!showAtFields(error, ["current_password", "code"])) toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit(onSubmit)}
      noValidate
      className="flex flex-col gap-4 sm:max-w-sm"
      aria-label="New recovery codes"
    >
      <FormErrorAnnouncer report={report} />
      <p className="text-sm text-muted-foreground">Ten new codes replace the ones you have; the old ones stop working.</p>
      <ReauthFields register={register} errors={errors} needs={NO_OTHER_FACTOR} codeOptional />
      <FormField label="Code from the app" error={errors.code?.message} required>
        <Input inputMode="numeric" autoComplete="one-time-code" required {...register("code")} />
      </FormField>
      <div className="flex gap-3">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? "Making codes..." : "Make new codes"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

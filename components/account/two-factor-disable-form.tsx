"use client";

import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { noData } from "@/lib/api/responses/auth";
import { toast } from "@/lib/toast";
import { disableTwoFactorFormSchema } from "@/lib/validation/two-factor";
import { ReauthFields, useReauthForm } from "./reauth-fields";

const FIELDS = ["current_password", "code"] as const;
const NO_OTHER_FACTOR = { code: false, passkey: false };
type Values = z.output<typeof disableTwoFactorFormSchema>;

/** Turning two-factor sign-in off: the current password and a current code (or a recovery code). */
export function TwoFactorDisableForm({ required, onCancel, onDone }: { required: boolean; onCancel: () => void; onDone: () => void }) {
  // The code of this form proves the factor: the account is asked for its password alone (NO_OTHER_FACTOR).
  const { register, errors, isSubmitting, formRef, report, submit, showAtFields } = useReauthForm(disableTwoFactorFormSchema, { current_password: "", code: "" });

  async function onSubmit(values: Values) {
    try {
      await apiFetch<typeof noData>("/auth/two-factor/disable", { method: "POST", body: values });
      onDone();
    } catch (error) {
      if (!showAtFields(error, FIELDS)) toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit(onSubmit)}
      noValidate
      className="flex flex-col gap-4 sm:max-w-sm"
      aria-label="Turn off two-factor sign-in"
    >
      <FormErrorAnnouncer report={report} />
      {required ? <Alert>Two-factor sign-in is required for staff: your passkey stays as your second factor.</Alert> : null}
      <ReauthFields register={register} errors={errors} needs={NO_OTHER_FACTOR} codeOptional />
      <FormField label="Code from the app, or a recovery code" error={errors.code?.message} required>
        <Input autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} required {...register("code")} />
      </FormField>
      <div className="flex gap-3">
        <Button type="submit" variant="destructive" loading={isSubmitting}>
          {isSubmitting ? "Turning off..." : "Turn off two-factor sign-in"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { noData } from "@/lib/api/responses/auth";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { disableTwoFactorFormSchema } from "@/lib/validation/two-factor";
import { ReauthFields, placeReauthErrors } from "./reauth-fields";

const FIELDS = ["current_password", "code"] as const;
const NO_OTHER_FACTOR = { code: false, passkey: false };
type Values = z.output<typeof disableTwoFactorFormSchema>;

/** Turning two-factor sign-in off: the current password and a current code (or a recovery code). */
export function TwoFactorDisableForm({ required, onCancel, onDone }: { required: boolean; onCancel: () => void; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof disableTwoFactorFormSchema>, unknown, Values>({
    resolver: zodResolver(disableTwoFactorFormSchema),
    defaultValues: { current_password: "", code: "" },
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors } = useErrorReport();

  async function onSubmit(values: Values) {
    try {
      await apiFetch<typeof noData>("/auth/two-factor/disable", { method: "POST", body: values });
      onDone();
    } catch (error) {
      const placed = placeReauthErrors(error, FIELDS, setError);
      if (placed) {
        reportErrors(placed);
        return;
      }
      toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(onSubmit, (invalid) => reportErrors(countFieldErrors(invalid)))}
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

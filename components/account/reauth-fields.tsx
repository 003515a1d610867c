"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormRegister, type UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/auth/password-input";
import { useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { reauthNeedsAnswer } from "@/lib/api/responses/auth";
import type { authenticationOptionsResponse } from "@/lib/api/responses/passkeys";
import { reauthMessages, type ReauthNeeds } from "@/lib/domain/reauth";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { assertPasskey } from "@/components/auth/webauthn-client";

/**
 * Asking again before a change to how the account signs in (issue 35): the current password, and a code when the
 * account has an authenticator app; a passkey, when that is the account's factor, is asked for by the browser on
 * submit. One piece for every account form (two-factor, passkeys, password and email).
 */

type Reauthable = FieldValues & { current_password: string; current_code?: string };

const NONE: ReauthNeeds = { code: false, passkey: false };

/** What the viewer's account must prove besides the password (`GET /auth/reauth`). */
function useReauthNeeds(): ReauthNeeds {
  const needs = useQuery({ queryKey: queryKeys.account.reauth, queryFn: () => apiFetch<typeof reauthNeedsAnswer>("/auth/reauth") });
  return needs.data ?? NONE;
}

/**
 * An account form that asks again: the form (checked by `schema`, errors kept for the fields and announced, the first
 * focused), what the account must prove (`needs`), `submit(save)` for the form's onSubmit, and `showAtFields(error,
 * fields)`, which puts a refused request's messages at those fields and announces them (false when none landed).
 */
export function useReauthForm<I extends FieldValues, O extends FieldValues>(schema: z.ZodType<O, I>, defaultValues: DefaultValues<I>) {
  const needs = useReauthNeeds();
  const { formRef, report, reportErrors } = useErrorReport();
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues, shouldFocusError: false });
  const submit = (save: (values: O) => Promise<void>) => form.handleSubmit(save, (invalid) => reportErrors(countFieldErrors(invalid)));
  const showAtFields = (error: unknown, fields: readonly Path<I>[]) => {
    const placed = placeReauthErrors(error, fields, form.setError);
    if (placed) reportErrors(placed);
    return placed > 0;
  };
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting, needs, formRef, report, reportErrors, submit, showAtFields };
}

/** After a factor was added or removed the account asks for something else. */
export const reauthChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.account.reauth });

export function ReauthFields<T extends Reauthable>({
  register,
  errors,
  needs,
  codeOptional,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  needs: ReauthNeeds;
  /** The form asks for a code of its own (turning the app off, new recovery codes): no second code field. */
  codeOptional?: boolean;
}) {
  const message = (field: string) => errors[field]?.message as string | undefined;
  return (
    <>
      <FormField label="Current password" error={message("current_password")} required>
        <PasswordInput autoComplete="current-password" required {...register("current_password" as Path<T>)} />
      </FormField>
      {needs.code && !codeOptional ? (
        <FormField
          label="Code from your authenticator app"
          error={message("current_code")}
          hint={needs.passkey ? "Or a recovery code. Leave it empty to confirm with a passkey instead." : "Or one of your recovery codes."}
          required={!needs.passkey}
        >
          <Input autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={64} {...register("current_code" as Path<T>)} />
        </FormField>
      ) : null}
      {needs.passkey && !needs.code && !codeOptional ? (
        <p className="text-sm text-muted-foreground">After your password, your browser asks for one of your passkeys to confirm.</p>
      ) : null}
    </>
  );
}

/**
 * The proof the request carries: the password and code as typed, and a passkey's answer when the account's factor
 * is a passkey (or it has both and no code was typed). The browser's passkey prompt opens here.
 */
export async function reauthProof(values: { current_password: string; current_code?: string }, needs: ReauthNeeds, options: { codeProven?: boolean } = {}) {
  const code = values.current_code?.trim() || undefined;
  const proof: { current_password: string; current_code?: string; current_passkey?: unknown } = { current_password: values.current_password };
  if (code && needs.code) proof.current_code = code;
  if (!options.codeProven && needs.passkey && !proof.current_code) {
    const challenge = await apiFetch<typeof authenticationOptionsResponse>("/auth/passkeys/authentication/options", { method: "POST" });
    proof.current_passkey = await assertPasskey(challenge);
  }
  return proof;
}

/**
 * Puts a refused request's messages at the form's fields (the password, the code, and the form's own fields) and
 * answers how many it placed; a passkey that did not verify lands at the password field, the one always shown.
 */
export function placeReauthErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): number {
  if (!(error instanceof ApiError) || !error.errors) return 0;
  let placed = 0;
  for (const field of fields) {
    const message = error.errors[field as string]?.[0];
    if (message) {
      setError(field, { message });
      placed++;
    }
  }
  const passkey = error.errors.current_passkey?.[0];
  if (passkey && !error.errors.current_password) {
    setError("current_password" as Path<T>, { message: passkey === reauthMessages.passkeyRequired ? reauthMessages.passkeyFailed : passkey });
    placed++;
  }
  return placed;
}

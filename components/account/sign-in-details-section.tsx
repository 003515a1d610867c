"use client";

import { useRouter } from "next/navigation";
import type { z } from "zod";
import { PasswordInput } from "@/components/auth/password-input";
import { PasskeyCancelled } from "@/components/auth/webauthn-client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { changeEmailAnswer, changePasswordAnswer } from "@/lib/api/responses/auth";
import { toast } from "@/lib/toast";
import { changeEmailFormSchema, changePasswordFormSchema } from "@/lib/validation/reauth";
import { ReauthFields, reauthProof, useReauthForm } from "./reauth-fields";

type EmailValues = z.output<typeof changeEmailFormSchema>;
type PasswordValues = z.output<typeof changePasswordFormSchema>;

const failed = (error: unknown) => {
  if (error instanceof PasskeyCancelled) toast.error("Not changed", { description: "The passkey prompt was closed before it finished." });
  else toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
};

/** The account page's "Email and password": each change asks for the current password (and a factor) again. */
export function SignInDetailsSection({ email }: { email: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email and password</CardTitle>
        <CardDescription>Each change asks for your current password, and your second factor when you have one.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <EmailForm email={email} />
        <PasswordForm />
      </CardContent>
    </Card>
  );
}

function EmailForm({ email }: { email: string }) {
  const router = useRouter();
  const { register, reset, errors, isSubmitting, needs, formRef, report, submit, showAtFields } = useReauthForm(changeEmailFormSchema, { email, current_password: "", current_code: "" });

  async function save(values: EmailValues) {
    try {
      const proof = await reauthProof(values, needs);
      const answer = await apiFetch<typeof changeEmailAnswer>("/auth/email", { body: { ...proof, email: values.email } });
      toast.success("Sign-in email changed", { description: `You now sign in with ${answer.email}. Both addresses were told.` });
      reset({ email: answer.email, current_password: "", current_code: "" });
      router.refresh();
    } catch (error) {
      if (!showAtFields(error, ["email", "current_password", "current_code"])) failed(error);
    }
  }

  return (
    <form ref={formRef} noValidate aria-label="Change sign-in email" className="grid gap-4 sm:grid-cols-2 sm:items-start" onSubmit={submit(save)}>
      <FormErrorAnnouncer report={report} />
      <FormField label="Sign-in email" error={errors.email?.message} required className="sm:col-span-2">
        <Input type="email" autoComplete="email" required {...register("email")} />
      </FormField>
      <ReauthFields register={register} errors={errors} needs={needs} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" loading={isSubmitting}>
          {isSubmitting ? "Saving..." : "Change email"}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const { register, reset, errors, isSubmitting, needs, formRef, report, submit, showAtFields } = useReauthForm(changePasswordFormSchema, { current_password: "", current_code: "", password: "", password_confirmation: "" });

  async function save(values: PasswordValues) {
    try {
      const proof = await reauthProof(values, needs);
      const answer = await apiFetch<typeof changePasswordAnswer>("/auth/password", {
        body: { ...proof, password: values.password, password_confirmation: values.password_confirmation },
      });
      const ended = answer.sessions_ended;
      toast.success("Password changed", { description: ended ? `${ended} other ${ended === 1 ? "session was" : "sessions were"} signed out.` : undefined });
      reset({ current_password: "", current_code: "", password: "", password_confirmation: "" });
    } catch (error) {
      if (!showAtFields(error, ["current_password", "current_code", "password", "password_confirmation"])) failed(error);
    }
  }

  return (
    <form ref={formRef} noValidate aria-label="Change password" className="grid gap-4 sm:grid-cols-2 sm:items-start" onSubmit={submit(save)}>
      <FormErrorAnnouncer report={report} />
      <FormField label="New password" error={errors.password?.message} hint="At least 8 characters." required>
        <PasswordInput autoComplete="new-password" required {...register("password")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.password_confirmation?.message} required>
        <PasswordInput autoComplete="new-password" required {...register("password_confirmation")} />
      </FormField>
      <ReauthFields register={register} errors={errors} needs={needs} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" loading={isSubmitting}>
          {isSubmitting ? "Saving..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { destinationFor } from "@/components/auth/destination";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { talentLoginAnswer } from "@/lib/api/responses/auth";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { normalizeLogin, validateLoginForm, type LoginFormErrors } from "@/lib/validation/login-rules";
import { AGENCY_NAME } from "@/lib/domain/brand";

const INVALID_CREDENTIALS = "Invalid credentials, please try again.";


/** Email and password; on success the session cookie is set by the API and the user goes where their role leads. */
export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const { formRef, report, reportErrors, clearReport } = useErrorReport();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
    const found = validateLoginForm(values);
    setErrors(found);
    if (found.email || found.password) {
      reportErrors(countFieldErrors(found));
      return;
    }
    clearReport();
    setSubmitting(true);
    try {
      const { user } = await apiFetch<typeof talentLoginAnswer>("/auth/login", { body: normalizeLogin(values) });
      toast.success("Login Successful", { description: "Welcome back!" });
      router.replace(destinationFor(user, next));
      router.refresh();
    } catch (error) {
      let message = INVALID_CREDENTIALS;
      if (error instanceof ApiError && error.status !== 0) {
        message = error.status === 422 ? error.joined : error.message || INVALID_CREDENTIALS;
        // The server's field messages go to their fields too (the toast keeps the spec's wording).
        const fields = { email: error.errors?.email?.[0], password: error.errors?.password?.[0] };
        if (fields.email || fields.password) {
          setErrors(fields);
          reportErrors(countFieldErrors(fields));
        }
      } else if (error instanceof ApiError) {
        message = error.message;
      }
      toast.error("Error", { description: message });
      setSubmitting(false);
    }
  }

  return (
    // method="post": a submit before the page has hydrated must never put the password in the URL.
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormErrorAnnouncer report={report} />
      <FormField label="Email" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" required />
      </FormField>
      <div className="flex flex-col gap-2">
        <FormField label="Password" required error={errors.password}>
          <PasswordInput name="password" autoComplete="current-password" required />
        </FormField>
        <a
          href="/forgot-password"
          className="self-end text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Forgot your password?
        </a>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? "Logging in..." : "Login"}
      </Button>
      <p className="mt-4 border-t border-border pt-6 text-sm text-muted-foreground">
        New to {AGENCY_NAME}?{" "}
        <a href="/apply" className="font-medium text-foreground underline underline-offset-4 hover:text-accent">
          Become a Model
        </a>
      </p>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { destinationFor } from "@/components/auth/destination";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { talentLoginOrChallengeAnswer } from "@/lib/api/responses/auth";
import { toast } from "@/lib/toast";
import { normalizeLogin, validateLoginForm } from "@/lib/validation/login-rules";
import { AGENCY_NAME } from "@/lib/domain/brand";

const INVALID_CREDENTIALS = "Invalid credentials, please try again.";

function readLogin(form: HTMLFormElement) {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
}


/** Email and password; on success the session cookie is set by the API and the user goes where their role leads. */
export function LoginForm({ next, passkey }: { next?: string; /** The passkey sign-in, rendered by the page (its code is deferred). */ passkey?: React.ReactNode }) {
  const router = useRouter();
  const form = useCheckedForm({
    read: readLogin,
    validate: validateLoginForm,
    leaving: true,
    async onSubmit(values) {
      const data = await apiFetch<typeof talentLoginOrChallengeAnswer>("/auth/login", { body: normalizeLogin(values) });
      if ("two_factor_required" in data) {
        // Staff with two-factor sign-in: the code is asked on the admin's sign-in, which this form does not carry.
        toast.success("Two-factor sign-in", { description: "Sign in on the admin page to enter your code." });
        router.replace("/admin");
        return;
      }
      toast.success("Login Successful", { description: "Welcome back!" });
      router.replace(destinationFor(data.user, next));
      router.refresh();
    },
    // The server's field messages are at their fields too; the toast keeps the spec's wording.
    onError(error) {
      let message = INVALID_CREDENTIALS;
      if (error instanceof ApiError && error.status !== 0) {
        message = error.status === 422 ? error.joined : error.message || INVALID_CREDENTIALS;
      } else if (error instanceof ApiError) {
        message = error.message;
      }
      toast.error("Error", { description: message });
    },
  });

  return (
    // method="post": a submit before the page has hydrated must never put the password in the URL.
    <form {...form.formProps} className="flex flex-col gap-5">
      <FormErrorAnnouncer report={form.report} />
      <FormField label="Email" required error={form.errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" required />
      </FormField>
      <div className="flex flex-col gap-2">
        <FormField label="Password" required error={form.errors.password}>
          <PasswordInput name="password" autoComplete="current-password" required />
        </FormField>
        <a
          href="/forgot-password"
          className="self-end text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Forgot your password?
        </a>
      </div>
      <Button type="submit" size="lg" loading={form.isSubmitting} className="mt-2 w-full">
        {form.isSubmitting ? "Logging in..." : "Login"}
      </Button>
      {passkey}
      <p className="mt-4 border-t border-border pt-6 text-sm text-muted-foreground">
        New to {AGENCY_NAME}?{" "}
        <a href="/apply" className="font-medium text-foreground underline underline-offset-4 hover:text-accent">
          Become a Model
        </a>
      </p>
    </form>
  );
}

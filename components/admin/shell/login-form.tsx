"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { PasskeySignIn } from "@/components/auth/passkey-sign-in";
import { PasswordInput } from "@/components/auth/password-input";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { adminLoginAnswer, adminLoginOrChallengeAnswer, adminMeAnswer } from "@/lib/api/responses/auth";
import type { Permission } from "@/lib/domain/permissions";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { firstPermittedHref } from "./nav";
import { TwoFactorLoginStep } from "./two-factor-login-step";

// The `data` of the answers (the client unwraps the envelope), from their response schemas.
type LoginData = z.infer<typeof adminLoginAnswer>["data"];
type FirstStepData = z.infer<typeof adminLoginOrChallengeAnswer>["data"];

/**
 * The admin sign-in form: POST /admin/login, then the dashboard (or the first screen a sub-admin may open). A staff
 * member with two-factor sign-in gets a challenge instead of a session: the second step asks for the code.
 */
export function AdminLoginForm() {
  const router = useRouter();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" }, shouldFocusError: false });
  const { formRef, report, reportErrors } = useErrorReport();

  async function onSubmit(values: LoginInput) {
    let data: FirstStepData;
    setNotice(null);
    try {
      data = await apiFetch<typeof adminLoginOrChallengeAnswer>("/admin/login", { method: "POST", body: values });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        toast.error("Login Failed", { description: error.message || "Invalid credentials" });
      } else {
        toast.error("Error", { description: (error instanceof Error && error.message) || "Something went wrong" });
      }
      return;
    }
    if ("two_factor_required" in data) {
      setChallenge(data.challenge);
      return;
    }
    await signedIn(data);
  }

  async function signedIn(data: LoginData) {
    toast.success("Login Successful", { description: `Welcome back, ${data.user.name || "Admin"}` });
    await enterPanel(data.user);
  }

  /** The dashboard, or the first screen a sub-admin may open. */
  async function enterPanel(user: LoginData["user"]) {
    let target = "/admin/dashboard";
    if (user.role === "subadmin") {
      try {
        const me = await apiFetch<typeof adminMeAnswer>("/admin/me");
        // An admin's permissions read "all"; a sub-admin's are the list.
        const permissions: Permission[] = typeof me.permissions === "string" ? [] : me.permissions;
        target = firstPermittedHref({ role: me.role === "admin" ? "admin" : "subadmin", permissions });
      } catch {
        // The dashboard's own guard still sends them on.
      }
    }
    router.replace(target);
    router.refresh();
  }

  if (challenge) {
    return (
      <TwoFactorLoginStep
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(message) => {
          setChallenge(null);
          setNotice(message);
        }}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit(onSubmit, (invalid) => reportErrors(countFieldErrors(invalid)))} noValidate className="flex flex-col gap-5">
      <FormErrorAnnouncer report={report} />
      {notice ? <Alert variant="destructive">{notice}</Alert> : null}
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="username" required {...register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" required {...register("password")} />
      </FormField>
      <Button type="submit" loading={isSubmitting} className="w-full">
        {isSubmitting ? "Logging in..." : "Login"}
      </Button>
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">or</p>
      <PasskeySignIn panel="admin" onSignedIn={enterPanel} />
    </form>
  );
}

"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { z } from "zod";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { securityPolicyAnswer } from "@/lib/api/responses/auth";
import { toast } from "@/lib/toast";

type Policy = z.infer<typeof securityPolicyAnswer>;

const staffCount = (n: number) => `${n} staff member${n === 1 ? "" : "s"}`;

/**
 * The admin's staff sign-in policy: "Require two-factor sign-in for all staff" (PUT /admin/security). Turning it on
 * while some staff have no second factor asks first, naming how many will be mailed and held at their account page.
 * A refusal (an admin without a factor of their own) is shown under the switch, which keeps the focus.
 */
export function SecurityPolicyCard({ initial }: { initial: Policy }) {
  const [policy, setPolicy] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const switchRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const errorId = useId();
  const waitingId = useId();
  const save = useMutation({
    mutationFn: (value: boolean) => apiFetch<typeof securityPolicyAnswer>("/admin/security", { method: "PUT", body: { require_two_factor: value } }),
    onSuccess: (data) => {
      const mailed = !policy.require_two_factor && data.require_two_factor ? data.staff_without_factor : 0;
      setPolicy(data);
      setError(null);
      toast.success(data.require_two_factor ? "Two-factor sign-in is now required for all staff" : "Two-factor sign-in is no longer required", {
        description: mailed ? `${staffCount(mailed)} without a second factor ${mailed === 1 ? "was" : "were"} mailed how to set one up.` : undefined,
      });
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? (failure.errors?.require_two_factor?.[0] ?? failure.message) : "Something went wrong";
      setError(message);
      switchRef.current?.focus();
    },
  });

  function change(value: boolean) {
    if (value && policy.staff_without_factor > 0) setConfirming(true);
    else save.mutate(value);
  }

  const waiting = policy.staff_without_factor;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Staff sign-in</CardTitle>
        <CardDescription>
          Staff without a second factor (an authenticator app or a passkey) are sent to set one up after their password and can do nothing else
          until they have.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <Switch
            ref={switchRef}
            checked={policy.require_two_factor}
            disabled={save.isPending}
            onCheckedChange={change}
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : null, waiting ? waitingId : null].filter(Boolean).join(" ") || undefined}
          />
          <span id={labelId} className="text-sm font-medium">
            Require two-factor sign-in for all staff
          </span>
          {save.isPending ? <Spinner size="sm" label="Saving" /> : null}
        </div>
        {waiting ? (
          <p id={waitingId} className="text-sm text-muted-foreground">
            {staffCount(waiting)} {waiting === 1 ? "has" : "have"} no second factor yet
            {policy.require_two_factor ? " and will be asked to set one up at their next sign-in." : "."}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Require two-factor sign-in?"
          description={`${staffCount(waiting)} ${waiting === 1 ? "has" : "have"} no second factor. Each is mailed now, and after their password the admin opens only their account page until they add an authenticator app or a passkey.`}
          confirmLabel="Require and mail them"
          busyLabel="Saving..."
          onConfirm={async () => {
            await save.mutateAsync(true).catch(() => {});
          }}
        />
      </CardContent>
    </Card>
  );
}

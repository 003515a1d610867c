"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { securityPolicyAnswer } from "@/lib/api/responses/auth";
import { toast } from "@/lib/toast";

/**
 * The admin's staff sign-in policy: "Require two-factor sign-in for all staff" (PUT /admin/security). A refusal (an
 * admin without a factor of their own) is shown under the switch, which keeps the focus.
 */
export function SecurityPolicyCard({ initial }: { initial: boolean }) {
  const [required, setRequired] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const errorId = useId();
  const save = useMutation({
    mutationFn: (value: boolean) => apiFetch<typeof securityPolicyAnswer>("/admin/security", { method: "PUT", body: { require_two_factor: value } }),
    onSuccess: (data) => {
      setRequired(data.require_two_factor);
      setError(null);
      toast.success(data.require_two_factor ? "Two-factor sign-in is now required for all staff" : "Two-factor sign-in is no longer required");
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? (failure.errors?.require_two_factor?.[0] ?? failure.message) : "Something went wrong";
      setError(message);
      switchRef.current?.focus();
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Staff sign-in</CardTitle>
        <CardDescription>
          Staff without a second factor are sent to set one up after their password and can do nothing else until they have.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <Switch
            ref={switchRef}
            checked={required}
            disabled={save.isPending}
            onCheckedChange={(value) => save.mutate(value)}
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span id={labelId} className="text-sm font-medium">
            Require two-factor sign-in for all staff
          </span>
          {save.isPending ? <Spinner size="sm" label="Saving" /> : null}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

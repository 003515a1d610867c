"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { twoFactorSetupAnswer, twoFactorStatusAnswer } from "@/lib/api/responses/auth";
import { formatShortDate } from "@/lib/domain/dates";
import { toast } from "@/lib/toast";
import { RecoveryCodes } from "./recovery-codes";
import { RecoveryCodesForm } from "./recovery-codes-form";
import { TwoFactorDisableForm } from "./two-factor-disable-form";
import { TwoFactorSetupForm } from "./two-factor-setup-form";

type Status = z.infer<typeof twoFactorStatusAnswer>;
type Setup = z.infer<typeof twoFactorSetupAnswer>;

/**
 * The account page's "Two-factor sign-in" section: set up an authenticator app (QR code, the secret in text, a first
 * code to confirm), the recovery codes shown once, and turning it off with the password and a code.
 */
export function TwoFactorSection({ initial }: { initial: Status }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.account.twoFactor,
    queryFn: () => apiFetch<typeof twoFactorStatusAnswer>("/auth/two-factor"),
    initialData: initial,
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [starting, setStarting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [renewing, setRenewing] = useState(false);

  async function start() {
    setStarting(true);
    try {
      setSetup(await apiFetch<typeof twoFactorSetupAnswer>("/auth/two-factor/setup", { method: "POST" }));
    } catch (error) {
      toast.error("Error", { description: error instanceof ApiError ? error.message : "Something went wrong" });
    } finally {
      setStarting(false);
    }
  }

  /** After a change: the section reads the state again, and the server-rendered shell (menu, notice) follows. */
  async function changed() {
    await queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor });
    router.refresh();
  }

  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-3">
          Two-factor sign-in
          <Badge variant={data.enabled ? "default" : "secondary"}>{data.enabled ? "On" : "Off"}</Badge>
        </CardTitle>
        <CardDescription>
          After your password, signing in asks for a code from an authenticator app on your phone (such as Google Authenticator, 1Password or
          Authy), so a stolen password alone does not open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {status.isError ? <LoadError title="Could not load two-factor sign-in" message={status.error.message} onRetry={() => status.refetch()} retrying={status.isFetching} /> : null}
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              void changed();
            }}
          />
        ) : data.enabled ? (
          <>
            <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              <dt className="text-muted-foreground">Authenticator app</dt>
              <dd>{data.enabled_at ? `On since ${formatShortDate(data.enabled_at)}` : "On"}</dd>
              <dt className="text-muted-foreground">Recovery codes left</dt>
              <dd>{data.recovery_codes_left} of 10</dd>
            </dl>
            {turningOff ? (
              <TwoFactorDisableForm
                required={data.required}
                onCancel={() => setTurningOff(false)}
                onDone={() => {
                  setTurningOff(false);
                  toast.success("Two-factor sign-in is off");
                  void changed();
                }}
              />
            ) : renewing ? (
              <RecoveryCodesForm
                onCancel={() => setRenewing(false)}
                onDone={(fresh) => {
                  setRenewing(false);
                  setCodes(fresh);
                  toast.success("New recovery codes made");
                }}
              />
            ) : (
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => setRenewing(true)}>
                  New recovery codes
                </Button>
                <Button variant="outline" onClick={() => setTurningOff(true)}>
                  Turn off
                </Button>
              </div>
            )}
          </>
        ) : setup ? (
          <TwoFactorSetupForm
            setup={setup}
            onCancel={() => setSetup(null)}
            onEnabled={(recoveryCodes) => {
              setSetup(null);
              setCodes(recoveryCodes);
              toast.success("Two-factor sign-in is on");
            }}
          />
        ) : (
          <div>
            <Button onClick={start} loading={starting}>
              {starting ? "Preparing..." : "Set up two-factor sign-in"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

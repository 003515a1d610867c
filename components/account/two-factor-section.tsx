"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { twoFactorSetupAnswer, twoFactorStatusAnswer } from "@/lib/api/responses/auth";
import { formatShortDate } from "@/lib/domain/dates";
import { reauthMessages } from "@/lib/domain/reauth";
import { toast } from "@/lib/toast";
import { RecoveryCodes, type RecoveryCodesAccount } from "./recovery-codes";
import { RecoveryCodesForm } from "./recovery-codes-form";
import { TwoFactorDisableForm } from "./two-factor-disable-form";
import { TwoFactorSetupForm } from "./two-factor-setup-form";
import { reauthChanged } from "./reauth-fields";

type Status = z.infer<typeof twoFactorStatusAnswer>;
type Setup = z.infer<typeof twoFactorSetupAnswer>;

/**
 * The account page's "Two-factor sign-in" section: set up an authenticator app (QR code, the secret in text, a first
 * code to confirm), the recovery codes shown once, and turning it off with the password and a code.
 */
export function TwoFactorSection({ initial, account }: { initial: Status; account: RecoveryCodesAccount }) {
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
  const lockedId = useId();

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
    await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor }), reauthChanged(queryClient)]);
    router.refresh();
  }

  const data = status.data;
  // While the new recovery codes show, two-factor sign-in is already on (issue 39): the badge says so at once.
  const on = data.enabled || codes !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-3">
          Two-factor sign-in
          <Badge variant={on ? "default" : "secondary"}>{on ? "On" : "Off"}</Badge>
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
            account={account}
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
            {data.last_factor_locked ? (
              <p id={lockedId} className="text-sm text-muted-foreground">
                {reauthMessages.lastFactor}
              </p>
            ) : null}
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
                <Button
                  variant="outline"
                  onClick={() => setTurningOff(true)}
                  disabled={data.last_factor_locked}
                  aria-describedby={data.last_factor_locked ? lockedId : undefined}
                >
                  Turn off
                </Button>
              </div>
            )}
          </>
        ) : setup ? (
          <TwoFactorSetupForm
            setup={setup}
            onCancel={() => setSetup(null)}
            onEnabled={(recoveryCodes, sessionsEnded) => {
              setSetup(null);
              setCodes(recoveryCodes);
              void queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor });
              void reauthChanged(queryClient);
              toast.success("Two-factor sign-in is on", {
                description: sessionsEnded ? `${sessionsEnded} other ${sessionsEnded === 1 ? "session was" : "sessions were"} signed out.` : undefined,
              });
            }}
          />
        ) : (
          <div className="flex flex-col gap-3">
            {data.has_passkey ? <p className="text-sm text-muted-foreground">Your passkeys already count as a second factor; an authenticator app adds another.</p> : null}
            <div>
            <Button onClick={start} loading={starting}>
              {starting ? "Preparing..." : "Set up two-factor sign-in"}
            </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

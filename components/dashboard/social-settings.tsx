"use client";

import { Link2, Link2Off } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { getSocialAuthorizationUrlResponse } from "@/lib/api/responses/social";
import { readOAuthStatePayload } from "@/lib/social/state-payload";
import type { SocialAccountView } from "@/lib/services/talents";
import { toast } from "@/lib/toast";
import { SOCIAL_PLATFORMS as socialPlatforms, socialPlatformLabels as platformLabels, type SocialPlatform } from "@/lib/domain/social-platforms";
import { connectFailedMessage, disconnectedMessage, notConfiguredMessage } from "@/lib/validation/social";
import { formatFollowers } from "./format";

export type SocialAccount = SocialAccountView;

/** What the provider put on the redirect back to this page. */
export type OAuthCallback = { code?: string; state?: string; platform?: string; error?: string };

const isPlatform = (p: unknown): p is SocialPlatform => socialPlatforms.includes(p as SocialPlatform);

/**
 * Social Media Settings: Connect sends the browser to the provider; the provider sends it back here with a code,
 * which is handed to the server once. Disconnect is saved on the server.
 */
export function SocialSettings({ accounts: saved, callback }: { accounts: SocialAccount[]; callback: OAuthCallback }) {
  const router = useRouter();
  const returning = isPlatform(callback.platform) ? callback.platform : (readOAuthStatePayload(callback.state)?.p ?? null);
  const finishing = returning && callback.code && callback.state && !callback.error ? returning : null;
  const [busy, setBusy] = useState<SocialPlatform | null>(finishing);
  // A disconnect shows at once; the page passes a new `key` (and so a fresh state) when the server's view changes.
  const [disconnected, setDisconnected] = useState<SocialPlatform[]>([]);
  const accounts = saved.map((a) => (disconnected.includes(a.platform) ? { ...a, connected: false, followers: 0, url: null, username: null } : a));
  const [refreshing, startRefresh] = useTransition();
  const handled = useRef(false);

  // Finish a provider redirect exactly once, then drop the code from the address bar.
  useEffect(() => {
    if (handled.current || !(callback.code || callback.error)) return;
    handled.current = true;
    const platform = returning;
    const clean = () => router.replace("/dashboard/settings", { scroll: false });
    if (!platform) {
      clean();
      return;
    }
    if (callback.error || !callback.code || !callback.state) {
      toast.error(connectFailedMessage(platform), { description: "The connection was cancelled or refused." });
      clean();
      return;
    }
    apiFetch("/social/connect", { method: "POST", body: { platform, code: callback.code, state: callback.state } })
      .then(() => toast.success("Connected", { description: `${platformLabels[platform]} has been connected` }))
      .catch((error: unknown) =>
        toast.error(connectFailedMessage(platform), { description: error instanceof ApiError ? error.message : undefined }),
      )
      .finally(() => {
        setBusy(null);
        clean();
        startRefresh(() => router.refresh());
      });
  }, [callback, returning, router]);

  async function connect(account: SocialAccount) {
    if (!account.configured) {
      toast.info(notConfiguredMessage(account.platform));
      return;
    }
    setBusy(account.platform);
    try {
      const { url } = await apiFetch<typeof getSocialAuthorizationUrlResponse>(`/social/${account.platform}/url/connect`);
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) toast.info(error.message);
      else toast.error("Error", { description: connectFailedMessage(account.platform) });
      setBusy(null);
    }
  }

  /** Runs once the talent confirms; a failure keeps the dialog open (with the toast) so they can try again. */
  async function disconnect(account: SocialAccount) {
    setBusy(account.platform);
    try {
      await apiFetch(`/social/${account.platform}`, { method: "DELETE" });
      setDisconnected((all) => [...all, account.platform]);
      toast.success("Disconnected", { description: disconnectedMessage(account.platform) });
      startRefresh(() => router.refresh());
    } catch (error) {
      toast.error("Error", { description: `Failed to disconnect ${account.label}` });
      throw error;
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Social Media Settings</CardTitle>
        <CardDescription>Follower counts from connected accounts appear on your public profile.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border border-y border-border">
          {accounts.map((account) => {
            const working = busy === account.platform;
            return (
              <li key={account.platform} className="flex flex-wrap items-center justify-between gap-3 py-4">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <h3 className="font-sans text-sm font-semibold tracking-normal">{account.label}</h3>
                  <p className="text-sm text-muted-foreground">
                    {account.connected ? `Connected — ${formatFollowers(account.followers)} Followers` : "Not connected"}
                  </p>
                  {account.connected && account.url && (
                    <a
                      href={account.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="truncate text-xs underline underline-offset-2 hover:text-accent"
                    >
                      {account.username ? `@${account.username}` : account.url}
                    </a>
                  )}
                </div>
                {account.connected ? (
                  <ConfirmDialog
                    title={`Disconnect ${account.label}?`}
                    description={`Your ${account.label} follower count will no longer show on your public profile. You can connect the account again at any time.`}
                    confirmLabel="Disconnect"
                    busyLabel="Disconnecting..."
                    variant="destructive"
                    onConfirm={() => disconnect(account)}
                    trigger={
                      <Button variant="outline" size="sm" loading={working} disabled={refreshing}>
                        {!working && <Link2Off aria-hidden="true" />}
                        Disconnect
                        <span className="sr-only">{account.label}</span>
                      </Button>
                    }
                  />
                ) : (
                  <Button size="sm" onClick={() => connect(account)} loading={working} disabled={refreshing}>
                    {!working && <Link2 aria-hidden="true" />}
                    Connect
                    <span className="sr-only">{account.label}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

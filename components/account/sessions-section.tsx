"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogOut, MonitorSmartphone } from "lucide-react";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { listSessionsResponse, revokeOtherSessionsResponse, revokeSessionResponse } from "@/lib/api/responses/sessions";
import { formatDateTime } from "@/lib/domain/dates";
import { countOf } from "@/lib/domain/plural";
import { toast } from "@/lib/toast";

type Session = z.infer<typeof listSessionsResponse>[number];

const describeFailure = (error: unknown) => (error instanceof ApiError ? error.message : "Please try again.");

/**
 * The person's own sessions (issue 29): each browser and API token signed in to the account, this device first,
 * with "Sign out" for one and "Sign out everywhere else". The page reads the list on the server (`initial`), so it is
 * there on first paint; times are written in UTC, so the browser's render agrees with the server's.
 * `signInPath` is where ending the session in use leads: the talent's or the staff sign-in.
 */
export function SessionsSection({ signInPath, initial }: { signInPath: string; initial?: Session[] }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.sessions,
    queryFn: () => apiFetch<typeof listSessionsResponse>("/auth/sessions"),
    initialData: initial,
  });

  const leave = () => {
    queryClient.clear();
    router.replace(signInPath);
    router.refresh();
  };

  /** A 401 means this very session was ended elsewhere: the page can only go to the sign-in. */
  const onFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return leave();
    toast.error("Error", { description: describeFailure(error) });
    if (error instanceof ApiError && error.status === 404) void query.refetch();
  };

  const revokeOne = useMutation({
    mutationFn: (session: Session) =>
      apiFetch<typeof revokeSessionResponse>(`/auth/sessions/${session.id}`, { method: "DELETE" }),
    onSuccess: (ended) => {
      if (ended.current) {
        toast.success("You have been logged out.");
        return leave();
      }
      toast.success("Session signed out");
      return queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    },
    onError: onFailure,
  });

  const revokeOthers = useMutation({
    mutationFn: () => apiFetch<typeof revokeOtherSessionsResponse>("/auth/sessions/revoke-others", { method: "POST" }),
    onSuccess: (result) => {
      toast.success("Signed out everywhere else", { description: `${countOf(result.revoked, "other session")} signed out.` });
      return queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    },
    onError: onFailure,
  });

  const sessions = query.data ?? [];
  const others = sessions.filter((s) => !s.current).length;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Sessions</CardTitle>
          <CardDescription>Where your account is signed in. Sign out any session you do not recognise.</CardDescription>
        </div>
        {query.isSuccess && others > 0 && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" className="self-start">
                <LogOut aria-hidden="true" />
                Sign out everywhere else
              </Button>
            }
            title="Sign out everywhere else?"
            description={`${countOf(others, "other session")} of your account (browsers and API tokens) will be signed out. This device stays signed in.`}
            confirmLabel="Sign out everywhere else"
            busyLabel="Signing out..."
            variant="destructive"
            onConfirm={() => revokeOthers.mutateAsync().then(() => undefined)}
          />
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <ul aria-busy="true" aria-label="Loading sessions" className="flex flex-col divide-y divide-border border-y border-border">
            {Array.from({ length: 2 }, (_, i) => (
              <li key={i} className="flex flex-col gap-2 py-4">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-1/2" />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <LoadError message="We could not load your sessions." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : sessions.length === 0 ? (
          <EmptyState icon={<MonitorSmartphone />} titleAs="h3" title="No sessions" text="Nothing is signed in to your account." />
        ) : (
          <ul aria-label="Your sessions" className="flex flex-col divide-y divide-border border-y border-border">
            {sessions.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                busy={revokeOne.isPending && revokeOne.variables?.id === s.id}
                onRevoke={() => revokeOne.mutateAsync(s).then(() => undefined)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session: s, busy, onRevoke }: { session: Session; busy: boolean; onRevoke: () => Promise<void> }) {
  const Icon = s.kind === "api" ? KeyRound : MonitorSmartphone;
  return (
    <li data-testid="session" className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-sans text-sm font-semibold tracking-normal">{s.device}</h3>
            {s.current && <Badge variant="success">This device</Badge>}
            {s.kind === "api" && <Badge variant="outline">API</Badge>}
          </div>
          <p className="text-xs break-words text-muted-foreground">
            {s.ip ?? "Unknown address"} · Signed in <time dateTime={s.created_at}>{formatDateTime(s.created_at)}</time> · Last active{" "}
            <time dateTime={s.last_active_at}>{formatDateTime(s.last_active_at)}</time>
          </p>
        </div>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="ml-8 self-start sm:ml-0 sm:self-center" loading={busy}>
            Sign out
            <span className="sr-only">: {s.current ? "this device" : `${s.device}, ${s.ip ?? "unknown address"}`}</span>
          </Button>
        }
        title={s.current ? "Sign out of this device?" : "Sign out this session?"}
        description={
          s.current
            ? "You will be signed out here and taken to the sign-in page."
            : `${s.device} (${s.ip ?? "unknown address"}) will be signed out on its next request.`
        }
        confirmLabel="Sign out"
        busyLabel="Signing out..."
        variant="destructive"
        onConfirm={onRevoke}
      />
    </li>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { listPasskeysResponse, passkeyResponse, registrationOptionsResponse, renamePasskeyResponse } from "@/lib/api/responses/passkeys";
import { formatDateTime } from "@/lib/domain/dates";
import { MAX_PASSKEYS, PASSKEY_NAME_MAX, passkeyMessages } from "@/lib/domain/passkeys";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { renamePasskeySchema, type RenamePasskeyInput } from "@/lib/validation/passkeys";
import { reauthFormSchema } from "@/lib/validation/reauth";
import { PasskeyCancelled, createPasskey, passkeysSupported } from "@/components/auth/webauthn-client";
import { ReauthFields, placeReauthErrors, reauthChanged, reauthProof, useReauthForm } from "./reauth-fields";

const noSubscription = () => () => {};

type Passkey = z.infer<typeof listPasskeysResponse>[number];

const errorText = (error: unknown) => (error instanceof Error && error.message) || "Something went wrong";

/** Puts a refused save's field messages at their fields; answers whether any landed there. */
function placeFieldErrors(error: unknown, setError: (field: "name", e: { message: string }) => void): boolean {
  const message = error instanceof ApiError && error.status === 422 ? error.errors?.name?.[0] : undefined;
  if (message) setError("name", { message });
  return !!message;
}

/** The Passkeys section of an account screen (admin account, talent settings): list, add, rename and remove. */
export function PasskeysSection() {
  const passkeys = useQuery({ queryKey: queryKeys.passkeys, queryFn: () => apiFetch<typeof listPasskeysResponse>("/auth/passkeys") });
  const list = passkeys.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Passkeys</CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or device PIN instead of your password and code. Add one on each device you use.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {passkeys.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading passkeys">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : passkeys.isError ? (
          <LoadError message="Could not load your passkeys." onRetry={() => passkeys.refetch()} retrying={passkeys.isFetching} />
        ) : list.length === 0 ? (
          <EmptyState icon={<KeyRound />} titleAs="h3" title="No passkeys yet" text="Add a passkey to sign in without typing your password." className="py-8" />
        ) : (
          <ul className="flex flex-col divide-y divide-border border-y border-border" aria-label="Your passkeys">
            {list.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {passkeys.isSuccess && <AddPasskeyForm full={list.length >= MAX_PASSKEYS} />}
      </CardContent>
    </Card>
  );
}

/** After a passkey came or went: the list, what the account asks for again, the two-factor state and the shell. */
function useFactorsChanged() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
      queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor }),
      reauthChanged(queryClient),
    ]);
    router.refresh();
  };
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{passkey.name}</span>
        <span className="text-xs text-muted-foreground">
          Added {formatDateTime(passkey.created_at)} · {passkey.last_used_at ? `Last used ${formatDateTime(passkey.last_used_at)}` : "Never used"}
        </span>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setRenaming(true)} aria-label={`Rename ${passkey.name}`}>
          Rename
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRemoving(true)} aria-label={`Remove ${passkey.name}`}>
          Remove
        </Button>
      </div>
      <RenameDialog passkey={passkey} open={renaming} onOpenChange={setRenaming} />
      {/* Mounted while open, so each opening starts with an empty form and no earlier refusal. */}
      {removing ? <RemoveDialog passkey={passkey} open onOpenChange={setRemoving} /> : null}
    </li>
  );
}

type ReauthValues = z.output<typeof reauthFormSchema>;

/** Removing a passkey asks for the current password (and a factor) again; a refusal says why in the dialog. */
function RemoveDialog({ passkey, open, onOpenChange }: { passkey: Passkey; open: boolean; onOpenChange: (open: boolean) => void }) {
  const changed = useFactorsChanged();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, errors, isSubmitting, needs, formRef, report, submit, showAtFields } = useReauthForm(reauthFormSchema, { current_password: "", current_code: "" });
  async function remove(values: ReauthValues) {
    setRefusal(null);
    try {
      const proof = await reauthProof(values, needs);
      await apiFetch(`/auth/passkeys/${passkey.id}`, { method: "DELETE", body: proof });
    } catch (error) {
      if (error instanceof PasskeyCancelled) return;
      if (!showAtFields(error, ["current_password", "current_code"])) setRefusal(errorText(error));
      return;
    }
    toast.success(passkeyMessages.removed);
    onOpenChange(false);
    await changed();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove this passkey?</DialogTitle>
          <DialogDescription>{`"${passkey.name}" will no longer sign you in. You can add it again later.`}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate className="flex flex-col gap-5" onSubmit={submit(remove)}>
          <FormErrorAnnouncer report={report} />
          {refusal ? (
            <Alert variant="destructive" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <ReauthFields register={register} errors={errors} needs={needs} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Keep passkey
            </Button>
            <Button type="submit" variant="destructive" loading={isSubmitting}>
              {isSubmitting ? "Removing..." : "Remove passkey"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RenameDialog({ passkey, open, onOpenChange }: { passkey: Passkey; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const { formRef, report, reportErrors } = useErrorReport();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RenamePasskeyInput>({ resolver: zodResolver(renamePasskeySchema), defaultValues: { name: passkey.name }, shouldFocusError: false });
  useEffect(() => {
    if (open) reset({ name: passkey.name });
  }, [open, passkey.name, reset]);
  const save = useMutation({
    mutationFn: (values: RenamePasskeyInput) => apiFetch<typeof renamePasskeyResponse>(`/auth/passkeys/${passkey.id}`, { method: "PUT", body: values }),
    onSuccess: async () => {
      toast.success(passkeyMessages.renamed);
      await queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
      onOpenChange(false);
    },
    onError: (error) => {
      if (placeFieldErrors(error, setError)) reportErrors(1);
      else toast.error("Error", { description: errorText(error) });
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Rename passkey</DialogTitle>
          <DialogDescription>A name that tells you which device holds it.</DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-5"
          onSubmit={handleSubmit((values) => save.mutateAsync(values).catch(() => {}), (invalid) => reportErrors(countFieldErrors(invalid)))}
        >
          <FormErrorAnnouncer report={report} />
          <FormField label="Name" error={errors.name?.message} required>
            <Input maxLength={PASSKEY_NAME_MAX} autoComplete="off" {...register("name")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const addPasskeyFormSchema = renamePasskeySchema.extend(reauthFormSchema.shape);
type AddValues = z.output<typeof addPasskeyFormSchema>;

/**
 * Adding a passkey: its name and the current password (and a code, or another passkey, when the account has a
 * factor), asked before the browser's prompt, so a session alone never adds one (issue 35).
 */
function AddPasskeyForm({ full }: { full: boolean }) {
  const changed = useFactorsChanged();
  // Read in the browser only; the server renders the form (most browsers support passkeys).
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => true);
  const { register, reset, setError, errors, isSubmitting, needs, formRef, report, reportErrors, submit } = useReauthForm(addPasskeyFormSchema, { name: "", current_password: "", current_code: "" });

  async function add(values: AddValues) {
    try {
      const proof = await reauthProof(values, needs);
      const options = await apiFetch<typeof registrationOptionsResponse>("/auth/passkeys/registration/options", { method: "POST" });
      const response = await createPasskey(options);
      await apiFetch<typeof passkeyResponse>("/auth/passkeys/registration", { body: { ...proof, name: values.name, response } });
    } catch (error) {
      if (error instanceof PasskeyCancelled) {
        toast.error("Passkey not added", { description: "The passkey prompt was closed before it finished." });
        return;
      }
      const placed = placeFieldErrors(error, setError) ? 1 : placeReauthErrors(error, ["current_password", "current_code"], setError);
      if (placed) reportErrors(placed);
      else toast.error("Error", { description: errorText(error) });
      return;
    }
    toast.success(passkeyMessages.added, { description: `"${values.name}" can now sign you in.` });
    reset({ name: "", current_password: "", current_code: "" });
    await changed();
  }

  if (!supported) return <p className="text-sm text-muted-foreground">This browser cannot create passkeys.</p>;
  if (full) return <p className="text-sm text-muted-foreground">{passkeyMessages.tooMany}</p>;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit(add)}
      className="grid gap-4 sm:grid-cols-2 sm:items-start"
      aria-label="Add a passkey"
    >
      <FormErrorAnnouncer report={report} />
      <FormField label="Passkey name" required hint="For example “Work laptop” or “My phone”." error={errors.name?.message} className="sm:col-span-2">
        <Input maxLength={PASSKEY_NAME_MAX} autoComplete="off" {...register("name")} />
      </FormField>
      <ReauthFields register={register} errors={errors} needs={needs} />
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? "Adding..." : "Add a passkey"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { eraseTalentResponse } from "@/lib/api/responses/privacy";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { eraseTalentSchema, type EraseTalentInput } from "@/lib/validation/privacy";

/**
 * The admin's danger zone on a talent's page: "Erase talent" (admins only; the page leaves it out for sub-admins).
 * The dialog asks for the talent's email typed out; a wrong one comes back from the server at the field.
 */
export function EraseTalent({ talentId, email }: { talentId: number; email: string }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const { register, handleSubmit, setError, reset, formState } = useForm<EraseTalentInput>({
    resolver: zodResolver(eraseTalentSchema),
    defaultValues: { confirm: "" },
    shouldFocusError: false,
  });
  const erase = useMutation({
    mutationFn: (body: EraseTalentInput) => apiFetch<typeof eraseTalentResponse>(`/admin/talents/${talentId}/erase`, { method: "POST", body }),
    onSuccess: async () => {
      toast.success("Talent Erased", { description: "Their personal data and photos have been deleted." });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.talentLists });
      router.replace("/admin/talents");
      router.refresh();
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.errors?.confirm?.[0] : undefined;
      if (message) {
        setError("confirm", { message });
        reportErrors(1);
      } else toast.error("Error", { description: error instanceof ApiError ? error.message : "Failed to erase talent" });
    },
  });
  // Busy from the click until the page has moved on to the talent list.
  const busy = erase.isPending || erase.isSuccess;
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Danger Zone</CardTitle>
        <CardDescription>
          For a data-rights request (a person asking to have their data erased): erasing deletes this talent&apos;s personal
          data and photos for good, clears them from the history and closes their account. Bookings and jobs keep their
          figures under &quot;Erased talent&quot;. &quot;Delete&quot; only removes an account that should not exist.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            if (!next) {
              reset();
              clearReport();
            }
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive">
              <ShieldX aria-hidden="true" />
              Erase talent
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-lg">
            <DialogHeader>
              <DialogTitle>Erase talent</DialogTitle>
              <DialogDescription>
                This cannot be undone. To confirm, type the talent&apos;s email address: <strong className="break-all">{email}</strong>
              </DialogDescription>
            </DialogHeader>
            <form
              ref={formRef}
              noValidate
              className="flex flex-col gap-5"
              onSubmit={handleSubmit(
                (values) => {
                  clearReport();
                  erase.mutate(values);
                },
                (invalid) => reportErrors(countFieldErrors(invalid)),
              )}
            >
              <FormErrorAnnouncer report={report} />
              <FormField label="Talent's email" required error={formState.errors.confirm?.message}>
                <Input type="email" autoComplete="off" spellCheck={false} {...register("confirm")} />
              </FormField>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" loading={busy}>
                  {busy ? "Erasing..." : "Erase talent"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

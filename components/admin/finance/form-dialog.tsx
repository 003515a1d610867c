"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";

type FormDialogProps<T extends FieldValues> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, and which mail goes out. */
  description: React.ReactNode;
  schema: z.ZodType<T, T>;
  defaults: DefaultValues<T>;
  /** The fields the server may name in `errors` (placed at their field, the first focused). */
  fields: readonly Path<T>[];
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  /** The call; its success closes the dialog, toasts `done` and refreshes the server page. */
  submit: (values: T) => Promise<unknown>;
  done: string | ((result: unknown) => string);
  onDone?: (result: unknown) => void;
  children: (form: UseFormReturn<T>) => React.ReactNode;
};

/**
 * The finance screens' dialog form (issue 41): checked in the browser with the route's own zod schema, the server's
 * field messages placed at their fields, focus to the first field in error, a busy submit, and the page refreshed on
 * success (its data is read on the server).
 */
export function FormDialog<T extends FieldValues>({ open, onOpenChange, title, description, schema, defaults, fields, submitLabel, busyLabel, destructive, submit, done, onDone, children }: FormDialogProps<T>) {
  const router = useRouter();
  const form = useForm<T>({ resolver: zodResolver(schema as never) as never, defaultValues: defaults, shouldFocusError: false });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const run = useMutation({
    mutationFn: submit,
    onSuccess: (result) => {
      toast.success(typeof done === "string" ? done : done(result));
      onOpenChange(false);
      form.reset(defaults);
      if (onDone) onDone(result);
      else router.refresh();
    },
    onError: (error) => {
      const placed = placeServerErrors(error, fields, form.setError);
      if (placed) reportErrors(placed);
      toast.error("Not saved", { description: errorMessage(error, "Please try again.") });
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (run.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          noValidate
          aria-label={title}
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(
            (values) => {
              clearReport();
              run.mutate(values);
            },
            (invalid) => reportErrors(countFieldErrors(invalid)),
          )}
        >
          <FormErrorAnnouncer report={report} />
          {children(form)}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={run.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} loading={run.isPending}>
              {run.isPending ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

type ConfirmDialogProps = {
  /** Controlled open state. Leave both `open` and `onOpenChange` out and pass `trigger` for an uncontrolled dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with `asChild`, so pass a `<Button>`). */
  trigger?: React.ReactNode;
  title?: React.ReactNode;
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Label while the confirmation runs, e.g. "Deleting...". */
  busyLabel?: string;
  variant?: "default" | "destructive";
  /**
   * Runs on Confirm. When it returns a promise the dialog shows the busy state until it settles, then closes on
   * success and stays open if it throws (the caller shows the error, usually as a toast).
   */
  onConfirm: () => void | Promise<void>;
  /** Force the busy state from outside, e.g. from a TanStack mutation's `isPending`. */
  busy?: boolean;
  children?: React.ReactNode;
};

export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title = "Are you sure?",
  description,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  busyLabel,
  variant = "default",
  onConfirm,
  busy: busyProp,
  children,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const open = openProp ?? openState;
  const busy = busyProp ?? pending;

  function setOpen(next: boolean) {
    if (busy && !next) return; // an action in flight cannot be dismissed half-way
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  }

  async function handleConfirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      if (openProp === undefined) setOpenState(false);
      onOpenChange?.(false);
    } catch {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        role="alertdialog"
        hideClose
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
        // Radix links the description itself; without one, say so explicitly to silence its warning.
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={variant === "destructive" ? "destructive" : "default"} onClick={handleConfirm} loading={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

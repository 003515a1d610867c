"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorAnnouncer } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { ApiError, apiFetch } from "@/lib/api/client";
import { confirmationAcceptLimits, validateConfirmationAccept, type ConfirmationAcceptValues } from "@/lib/validation/confirmation-rules";

function readAccept(form: HTMLFormElement): ConfirmationAcceptValues {
  const data = new FormData(form);
  return { agree: data.get("agree") === "on", name: String(data.get("name") ?? ""), title: String(data.get("title") ?? "") };
}

/**
 * The client's answer on `/c/{token}` (issue 40): tick "I have read and accept these terms", type the full name (and
 * a title), Accept; or Decline with an optional reason. Errors show at their fields and the first is focused; the
 * buttons show their busy state. After an answer the page is read again from the server (it shows the acceptance).
 */
export function ConfirmationAnswer({ token, consentWording }: { token: string; consentWording: string }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [declineBusy, setDeclineBusy] = useState(false);

  const form = useCheckedForm({
    read: readAccept,
    validate: validateConfirmationAccept,
    leaving,
    async onSubmit(values) {
      setNotice(null);
      await apiFetch(`/confirmations/${token}/accept`, { method: "POST", body: { name: values.name.trim(), ...(values.title.trim() ? { title: values.title.trim() } : {}), agree: true } });
      setLeaving(true);
      router.refresh();
    },
    onError(error) {
      if (error instanceof ApiError && error.status === 422) return;
      setNotice(error instanceof ApiError && error.message ? error.message : "Something went wrong. Please try again, or reply to your booker's e-mail.");
    },
  });

  async function decline() {
    setDeclineBusy(true);
    setNotice(null);
    try {
      await apiFetch(`/confirmations/${token}/decline`, { method: "POST", body: reason.trim() ? { reason: reason.trim() } : {} });
      router.refresh();
    } catch (error) {
      setNotice(error instanceof ApiError && error.message ? error.message : "Something went wrong. Please try again, or reply to your booker's e-mail.");
      setDeclineBusy(false);
    }
  }

  return (
    <div className="mt-12 max-w-xl">
      {notice && (
        <p role="alert" className="mb-6 border-l-2 border-destructive pl-4 text-base text-destructive">
          {notice}
        </p>
      )}
      <form {...form.formProps} aria-label="Accept the confirmation" className="grid gap-6">
        <FormErrorAnnouncer report={form.report} />
        <div data-slot="form-field" data-invalid={form.errors.agree ? "" : undefined} className="ui-field">
          <div className="flex items-start gap-3 text-base leading-snug">
            <input
              id="confirmation-agree"
              name="agree"
              type="checkbox"
              aria-invalid={form.errors.agree ? true : undefined}
              aria-describedby={form.errors.agree ? "confirmation-agree-error" : undefined}
              aria-required
              className="mt-1 size-5 shrink-0"
            />
            <label htmlFor="confirmation-agree">{consentWording}</label>
          </div>
          {form.errors.agree && (
            <p id="confirmation-agree-error" role="alert" className="text-xs font-medium text-destructive">
              {form.errors.agree}
            </p>
          )}
        </div>
        <FormField label="Full name" required error={form.errors.name}>
          <Input name="name" autoComplete="name" maxLength={confirmationAcceptLimits.name} />
        </FormField>
        <FormField label="Title (optional)" error={form.errors.title} hint="Your role, such as Head of Production">
          <Input name="title" autoComplete="organization-title" maxLength={confirmationAcceptLimits.title} />
        </FormField>
        <div>
          <Button type="submit" size="xl" loading={form.isSubmitting || leaving} aria-busy={form.isSubmitting || leaving || undefined} className="w-full sm:w-auto">
            {form.isSubmitting || leaving ? "Accepting..." : "Accept"}
          </Button>
        </div>
      </form>
      <div className="mt-10 border-t border-border pt-6">
        {declining ? (
          <div className="grid gap-4">
            <FormField label="Why are you declining? (optional)" hint="Your booker reads this.">
              <Textarea name="reason" rows={3} maxLength={confirmationAcceptLimits.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button variant="destructive" size="lg" loading={declineBusy} onClick={() => void decline()}>
                Decline the confirmation
              </Button>
              <Button variant="outline" size="lg" disabled={declineBusy} onClick={() => setDeclining(false)}>
                Go back
              </Button>
            </div>
          </div>
        ) : (
          <button type="button" className="text-base text-muted-foreground underline underline-offset-4 hover:text-foreground" onClick={() => setDeclining(true)}>
            Decline this confirmation
          </button>
        )}
      </div>
    </div>
  );
}

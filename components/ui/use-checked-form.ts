"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useErrorReport } from "@/components/ui/form-errors";
import { ApiError } from "@/lib/api/client";
import { checkedErrors, type ServerAnswer } from "@/lib/forms/checked-errors";
import { countFieldErrors } from "@/lib/forms/error-focus";

/** A message per field, as the `*-rules.ts` checkers answer. */
type CheckedFormErrors<V> = Partial<Record<keyof V & string, string | null | undefined>>;

interface CheckedFormOptions<V extends object, E extends CheckedFormErrors<V>> {
  /** The values as the form holds them now (its controls are uncontrolled: read them with `FormData`). */
  read: (form: HTMLFormElement) => V;
  /** The zod-free checker from `lib/validation/*-rules.ts`: a message per field in error. */
  validate: (values: V) => E;
  /** Sends the checked values; a rejection is handed to `onError` (an `ApiError`'s 422 messages are placed first). */
  onSubmit: (values: V, form: HTMLFormElement) => Promise<void>;
  /**
   * After a failed send, with the server's field messages already under their fields: the toast or notice. Returns
   * the number of errors it showed outside the form's values (a file picker's), so the count announced includes them.
   */
  onError?: (error: unknown, values: V) => number | void;
  /** Errors shown outside the values (a file picker's), counted on submit; a submit with any is not sent. */
  extraErrors?: () => number;
  /** The page moves on after a successful send: the button stays busy until it has. */
  leaving?: boolean;
}

/** The field an element belongs to: its name, or `data-field` for a control made of parts (a phone number). */
const fieldOf = (target: EventTarget) =>
  target instanceof HTMLElement ? (target.getAttribute("name") ?? target.dataset.field ?? null) : null;

/**
 * The public forms' one way of checking, the shape of react-hook-form's without its 12 KiB (public pages sit at the
 * edge of their bundle budget): a field is checked when it is left, then on every change; all of them on submit; a
 * 422's messages land under their fields and stay until the field is changed or the form sent again; a failed submit (here or at the
 * server) focuses the first field in error and announces the count; `isSubmitting` while sending.
 *
 * ```tsx
 * const form = useCheckedForm({ read: readValues, validate: validateContactForm, onSubmit: send, onError: toastIt });
 * <form {...form.formProps}>
 *   <FormErrorAnnouncer report={form.report} />
 *   <FormField label="Email" error={form.errors.email}><Input name="email" /></FormField>
 *   <Button type="submit" loading={form.isSubmitting}>Send</Button>
 * </form>
 * ```
 */
export function useCheckedForm<V extends object, E extends CheckedFormErrors<V>>(options: CheckedFormOptions<V, E>) {
  // The handlers read the latest options (a form's checker may close over its own state).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { formRef, report, reportErrors, clearReport, summary } = useErrorReport();
  // The fields whose messages are shown: those left once, and all of them after a submit.
  const shown = useRef(new Set<string>());
  // The server's answers, each kept while its field still holds the value that was sent.
  const serverErrors = useRef<Record<string, ServerAnswer>>({});
  const [errors, setErrors] = useState<E>({} as E);
  const [isSubmitting, setSubmitting] = useState(false);

  /** Checks every field, shows the messages of the fields shown, and returns all of them. */
  const check = useCallback((): E => {
    if (!formRef.current) return {} as E;
    const values = latest.current.read(formRef.current);
    const { all, shown: visible } = checkedErrors(values, latest.current.validate(values), serverErrors.current, shown.current);
    setErrors(visible as E);
    return all as E;
  }, [formRef]);

  /** Checks again once React has rendered a change made in code (a new country clears the state and the city). */
  const revalidate = useCallback(() => void setTimeout(check), [check]);

  /** Shows a field's messages from now on, as leaving it does (for a change made by a button). */
  const touch = useCallback(
    (field: keyof V & string) => {
      shown.current.add(field);
      revalidate();
    },
    [revalidate],
  );

  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const field = fieldOf(event.target);
    if (!field || !formRef.current || !(field in latest.current.read(formRef.current))) return;
    touch(field as keyof V & string);
  }

  function onChange() {
    if (shown.current.size > 0) revalidate();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { read, onSubmit: send, onError, extraErrors, leaving } = latest.current;
    const values = read(form);
    for (const field of Object.keys(values)) shown.current.add(field);
    // A new submit asks the server again, as react-hook-form's handleSubmit does: its last answers do not hold it back.
    serverErrors.current = {};
    const found = countFieldErrors(check()) + (extraErrors?.() ?? 0);
    if (found > 0) {
      reportErrors(found);
      return;
    }
    clearReport();
    setSubmitting(true);
    try {
      await send(values, form);
      if (!leaving) setSubmitting(false);
    } catch (error) {
      setSubmitting(false);
      serverErrors.current = {};
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          if (field in values) serverErrors.current[field] = { message: messages[0], value: values[field as keyof V] };
        }
      }
      const elsewhere = onError?.(error, values) ?? 0;
      const count = countFieldErrors(check()) + elsewhere;
      if (count > 0) reportErrors(count);
    }
  }

  /** Empties the form and forgets what was shown (after a message is sent, say). */
  const reset = useCallback(() => {
    formRef.current?.reset();
    shown.current.clear();
    serverErrors.current = {};
    setErrors({} as E);
    clearReport();
  }, [formRef, clearReport]);

  return {
    formRef,
    /** Spread on the `<form>`: `method="post"`, so a submit before the code arrives keeps what was typed out of the URL. */
    formProps: { ref: formRef, method: "post", noValidate: true, onSubmit, onBlur, onChange },
    errors,
    isSubmitting,
    /** For `<FormErrorAnnouncer report>` and, on a long form, `<FormErrorSummary items={summary}>`. */
    report,
    summary,
    revalidate,
    touch,
    reset,
  };
}

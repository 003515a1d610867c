"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { describeInvalid, errorCountText, focusFirstInvalid, type InvalidField } from "@/lib/forms/error-focus";

export interface ErrorReport {
  /** Fields in error after the last failed submit (0 once the form is clean or sent). */
  count: number;
  /** Increases on every failed submit, so the same count is announced and focused again. */
  attempt: number;
}

/**
 * The failed-submit routine every form shares: call `reportErrors(count)` after putting the messages at their fields
 * (a client check or a server 422); once React has rendered them, focus and scroll go to the first field in error
 * inside `formRef`, and `<FormErrorAnnouncer report>` tells a screen reader how many there are.
 */
export function useErrorReport<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [report, setReport] = useState<ErrorReport>({ count: 0, attempt: 0 });
  const [summary, setSummary] = useState<InvalidField[]>([]);

  useEffect(() => {
    if (report.count === 0) return;
    // A form library may publish its errors a render after the submit handler reports them (react-hook-form calls
    // `onInvalid` before it sets `formState.errors`), so when no field is marked yet, look again on the next frames.
    let frame = 0;
    let frames = 0;
    const focusWhenMarked = () => {
      if (!focusFirstInvalid(formRef.current) && frames++ < 10) {
        frame = requestAnimationFrame(focusWhenMarked);
        return;
      }
      // Read once the messages are on the page: what a long form's summary lists until the next submit.
      setSummary(describeInvalid(formRef.current));
    };
    focusWhenMarked();
    return () => cancelAnimationFrame(frame);
  }, [report]);

  const reportErrors = useCallback((count: number) => setReport((r) => ({ count, attempt: r.attempt + 1 })), []);
  const clearReport = useCallback(() => {
    setReport((r) => (r.count ? { count: 0, attempt: r.attempt } : r));
    setSummary([]);
  }, []);
  return { formRef, report, reportErrors, clearReport, summary };
}

/**
 * A polite live region with the number of errors after a failed submit. The text alternates a trailing no-break
 * space between attempts so that a second failure with the same count is announced again.
 */
export function FormErrorAnnouncer({ report }: { report: ErrorReport }) {
  const text = report.count > 0 ? `${errorCountText(report.count)}${report.attempt % 2 ? "\u00a0" : ""}` : "";
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-slot="form-error-count">
      {text}
    </p>
  );
}

/**
 * The visible list of errors at the top of a long form, each a link to its field. It is not a live region (the
 * announcer is), so it is read once, not twice.
 */
export function FormErrorSummary({ items, title = "Please correct the following:" }: { items: InvalidField[]; title?: string }) {
  if (!items.length) return null;
  return (
    <div data-slot="form-error-summary" className="rounded-sm border border-destructive/60 bg-destructive/5 p-4 text-sm">
      <p className="font-medium text-destructive">{title}</p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="underline underline-offset-4 hover:text-destructive"
              onClick={(event) => {
                const target = document.getElementById(item.id);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: "center" });
                target.focus({ preventScroll: true });
              }}
            >
              {item.message ? `${item.label}: ${item.message}` : item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

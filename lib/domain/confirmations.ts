/**
 * The confirmation a client accepts (issue 40, `clients-and-confirmations.md`): its stored states, the states a job
 * reads as, and the kinds of its append-only events. Browser-safe.
 */
export const CONFIRMATION_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "superseded", "withdrawn"] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** What a job's confirmation reads as (derived on read; `expired` and `needs_reconfirmation` are never stored). */
export const JOB_CONFIRMATION_STATUSES = ["none", "sent", "viewed", "accepted", "declined", "expired", "needs_reconfirmation"] as const;
export type JobConfirmationStatus = (typeof JOB_CONFIRMATION_STATUSES)[number];

export const CONFIRMATION_EVENT_KINDS = ["created", "sent", "viewed", "accepted", "declined", "superseded", "withdrawn", "resent"] as const;
export type ConfirmationEventKind = (typeof CONFIRMATION_EVENT_KINDS)[number];

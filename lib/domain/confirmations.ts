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

export const CONFIRMATION_STATUS_LABELS: Record<ConfirmationStatus | "expired", string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  superseded: "Superseded",
  withdrawn: "Withdrawn",
  expired: "Expired",
};

export const JOB_CONFIRMATION_STATUS_LABELS: Record<JobConfirmationStatus, string> = {
  none: "Not sent",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  needs_reconfirmation: "Re-confirmation needed",
};

/** What a stored confirmation reads as now: a sent or viewed one past its expiry is `expired` (never stored). */
export function confirmationStatusAt(c: { status: ConfirmationStatus; expiresAt: Date | string | null }, now = new Date()): ConfirmationStatus | "expired" {
  if ((c.status === "sent" || c.status === "viewed") && c.expiresAt && new Date(c.expiresAt).getTime() <= now.getTime()) return "expired";
  return c.status;
}

/** The words the client ticks on `/c/{token}`; their text is part of the consent hash, so changing them changes new hashes only. */
export const CONFIRMATION_CONSENT_WORDING = "I have read and accept these terms";

/** The client's page of a confirmation. */
export const confirmationPath = (token: string) => `/c/${token}`;

/** "31 Jan 2028": a calendar date (`YYYY-MM-DD`, no time) as documents print it. */
export function formatDocumentDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

// ---------------------------------------------------------------------------------------------------------------
// The snapshot: what the client sees and accepts (spec "Snapshot"). JSON (snake_case), money as decimal strings in
// the job's currency, dates of the schedule already written in the job's zone. It never holds a commission, a mother
// agency, internal notes, a talent's legal name or date of birth. Its canonical JSON's SHA-256 is the version's hash.

export interface SnapshotParty {
  name: string;
  legal_name: string | null;
  address: string[];
  country: string | null;
  vat_id: string | null;
}

export interface SnapshotPerson {
  name: string;
  title: string | null;
  email: string | null;
}

export interface SnapshotScheduleLine {
  talent: string;
  kind: string;
  kind_label: string;
  starts_at: string;
  ends_at: string;
  /** "Friday, January 15, 2027, 9:00 AM – 6:00 PM CET": in the job's zone. */
  when: string;
  state: string;
  state_label: string;
}

export interface SnapshotFee {
  /** The talent's stage name; null for a job-level line. */
  talent: string | null;
  kind: string;
  kind_label: string;
  description: string | null;
  quantity: string;
  unit_amount: string;
  amount: string;
  vat_percent: string;
  /** The position (from 1) of the usage it prices in `usages`, if any. */
  usage: number | null;
}

export interface SnapshotUsage {
  media: string[];
  media_labels: string[];
  territory: string[];
  territory_labels: string[];
  starts_on: string;
  ends_on: string | null;
  perpetual: boolean;
  /** "1 Feb 2027 – 31 Jan 2028", or "From 1 Feb 2027, perpetual". */
  period: string;
  exclusivity: string;
  exclusivity_label: string;
  exclusivity_category: string | null;
  brand: string | null;
  product: string | null;
  campaign: string | null;
  images_count: number | null;
  /** Stage names; null: every talent on the job. */
  talents: string[] | null;
}

export interface ConfirmationSnapshot {
  version: number;
  currency: string;
  time_zone: string;
  agency: { legal_name: string; address: string[]; vat_id: string | null };
  client: SnapshotParty | null;
  contact: SnapshotPerson | null;
  bill_to: SnapshotParty | null;
  attention: SnapshotPerson | null;
  po_number: string | null;
  job: { reference: string; title: string; location: string | null; client_reference: string | null };
  talents: string[];
  schedule: SnapshotScheduleLine[];
  fees: SnapshotFee[];
  talent_totals: { talent: string | null; fees: string; agency_fee: string }[];
  talent_fees: string;
  agency_fee_percent: string;
  agency_fee: string;
  expenses: { description: string; amount: string }[];
  expenses_total: string;
  net: string;
  vat: { percent: string; base: string; amount: string }[];
  vat_total: string;
  total: string;
  reverse_charge: boolean;
  vat_note: string | null;
  usages: SnapshotUsage[];
  terms: { overtime: string; cancellation: string; payment: string; payment_terms_days: number };
}

/**
 * What changed between an accepted snapshot and the one built now, in words (the job page's "Re-confirmation needed"
 * banner): fees, schedule lines, usages, totals and the parties and terms, each named once.
 */
export function describeSnapshotChanges(before: ConfirmationSnapshot, after: ConfirmationSnapshot): string[] {
  const out: string[] = [];
  const c = after.currency;
  const feeKey = (f: SnapshotFee) => `${f.talent ?? "Job"} · ${f.kind_label}${f.description ? ` (${f.description})` : ""}`;
  const feeWords = (f: SnapshotFee) => `${f.quantity} × ${f.unit_amount} = ${f.amount} ${c}`;
  diffLists(before.fees, after.fees, feeKey, feeWords, "Fee", out);
  const lineKey = (l: SnapshotScheduleLine) => `${l.talent} · ${l.kind_label}, ${l.when}`;
  const lineWords = (l: SnapshotScheduleLine) => l.state_label.toLowerCase();
  diffLists(before.schedule, after.schedule, lineKey, lineWords, "Schedule line", out);
  const usageKey = (u: SnapshotUsage) => `${u.media_labels.join(", ")} in ${u.territory_labels.join(", ")}`;
  const usageWords = (u: SnapshotUsage) => `${u.period}, ${u.exclusivity_label.toLowerCase()}`;
  diffLists(before.usages, after.usages, usageKey, usageWords, "Usage", out);
  diffLists(before.expenses, after.expenses, (e) => e.description, (e) => `${e.amount} ${c}`, "Expense", out);
  const scalar = (label: string, a: string | null | undefined, b: string | null | undefined) => {
    if ((a ?? "") !== (b ?? "")) out.push(`${label}: ${a || "none"} → ${b || "none"}`);
  };
  scalar("Currency", before.currency, after.currency);
  scalar("Client", before.client?.name, after.client?.name);
  scalar("Contact", before.contact?.name, after.contact?.name);
  scalar("Bill to", before.bill_to?.name, after.bill_to?.name);
  scalar("Attention", before.attention?.name, after.attention?.name);
  scalar("PO", before.po_number, after.po_number);
  scalar("Title", before.job.title, after.job.title);
  scalar("Location", before.job.location, after.job.location);
  scalar("Cancellation terms", before.terms.cancellation, after.terms.cancellation);
  scalar("Payment terms", before.terms.payment, after.terms.payment);
  scalar("Overtime rule", before.terms.overtime, after.terms.overtime);
  scalar("Agency fee", before.agency_fee, after.agency_fee);
  scalar("VAT", before.vat_total, after.vat_total);
  scalar("Total", before.total, after.total);
  return out;
}

function diffLists<T>(before: T[], after: T[], key: (t: T) => string, words: (t: T) => string, label: string, out: string[]) {
  const was = new Map(before.map((t) => [key(t), words(t)]));
  const now = new Map(after.map((t) => [key(t), words(t)]));
  for (const [k, w] of now) {
    const old = was.get(k);
    if (old === undefined) out.push(`${label} added: ${k}, ${w}`);
    else if (old !== w) out.push(`${label} changed: ${k}, ${old} → ${w}`);
  }
  for (const [k, w] of was) if (!now.has(k)) out.push(`${label} removed: ${k}, ${w}`);
}

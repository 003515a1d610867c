import type { ActivitySubjectType } from "./activity";
import { formatJobReference } from "./jobs";

/**
 * The typed audit log's catalogue (issue 37 item 3): every kind of entry staff writes, with its section, its label
 * and the shape of its payload. A payload holds ids, field names and values that are not personal text; people
 * appear by id only (`talent_id` is a talent's profile id, `user_id` an account's id), and the words are made when
 * the log is read, with the names the `audit_actors` rows carry (an erased talent's row reads "Erased talent").
 * The payload's type follows the event's name at compile time: `logEvent(tx, viewer, "job_line.confirmed", ...)`
 * accepts only `AuditEventPayloads["job_line.confirmed"]`.
 */

/** A job line's facts: its job (by id and reference, which are not personal) and its talent (by profile id). */
interface LineFacts {
  job_id: number;
  job_reference: string;
  talent_id: number;
}
interface JobFacts {
  reference: string;
  title: string;
}
/** A talent by profile id; a talent without a profile (an early applicant) by account id, `talent_id` null. */
interface TalentFacts {
  talent_id: number | null;
  user_id?: number;
}
interface BlockFacts {
  talent_id: number;
  starts_on: string;
  ends_on: string;
  kind: string;
}
/** A confirmation (issue 40) by its job and version; never an amount or the client's words. */
interface ConfirmationFacts {
  confirmation_id: number;
  job_reference: string;
  version: number;
}
interface TitledFacts {
  title: string;
}
/**
 * An invoice or credit note (issue 41): ids, its number (null for a draft) and its job's reference. Finance entries
 * carry no amounts (a sub-admin without `finance` reads the activity log).
 */
interface InvoiceFacts {
  invoice_id: number;
  number: string | null;
  job_id: number;
  job_reference: string;
}

export interface AuditEventPayloads {
  "job.created": JobFacts;
  "job.edited": JobFacts;
  "job.status_changed": JobFacts & { status: string; status_label: string };
  "job.deleted": JobFacts;
  "job.converted": JobFacts & { booking_ids: number[] };
  "job.billing_status_changed": JobFacts & { billing_status: string; billing_status_label: string };
  "invoice.drafted": InvoiceFacts;
  "invoice.edited": InvoiceFacts;
  "invoice.deleted": InvoiceFacts;
  "invoice.issued": InvoiceFacts;
  "invoice.credited": InvoiceFacts & { credit_note_id: number; credit_note_number: string };
  "invoice.payment_recorded": InvoiceFacts & { payment_id: number; paid_in_full: boolean };
  "invoice.written_off": InvoiceFacts;
  "booking.status_changed": { booking_id: number; status: string };
  "booking.deleted": { booking_id: number };
  "job_line.placed": LineFacts;
  "job_line.edited": LineFacts;
  "job_line.confirmed": LineFacts;
  "job_line.released": LineFacts;
  "job_line.cancelled": LineFacts;
  "job_line.challenged": LineFacts & { for_line_id: number; for_talent_id: number };
  "job_line.expired": LineFacts;
  "job_line.challenge_lapsed": LineFacts;
  "job_line.block_overridden": LineFacts & { to: "move" | "confirm" };
  /** A line given to another talent (issue 39): the subject is the new line of `talent_id`; the old one is `from_line_id` of `from_talent_id`. */
  "job_line.reassigned": LineFacts & { from_talent_id: number; from_line_id: number; state: "option" | "confirmed"; moved_day: boolean };
  "settings.updated": { key: string };
  "security.staff_two_factor_changed": { required: boolean };
  "two_factor.enabled": { user_id: number };
  "two_factor.disabled": { user_id: number };
  "two_factor.recovery_codes_renewed": { user_id: number };
  "passkey.added": { user_id: number; passkey_id: number };
  "passkey.removed": { user_id: number; passkey_id: number };
  "notification.sent": TitledFacts & { recipients: number };
  "notification.updated": TitledFacts;
  "notification.deleted": TitledFacts;
  "talent.created": TalentFacts;
  "talent.updated": TalentFacts;
  "talent.deleted": TalentFacts;
  "talent.published": TalentFacts;
  "talent.unpublished": TalentFacts;
  "talent.new_faces_placed": TalentFacts & { position: number };
  "talent.new_faces_removed": TalentFacts;
  "talent.hidden": TalentFacts;
  "talent.shown": TalentFacts;
  "talent.approved": TalentFacts;
  "talent.declined": TalentFacts;
  "talent.comp_card_chosen": TalentFacts;
  "talent.photo_added": TalentFacts;
  "talent.photo_deleted": TalentFacts;
  "talent.guardian_link_sent": TalentFacts;
  /** What the erasure removed, as counts per kind of data (never the data). */
  "talent.erased": TalentFacts & { removed: Record<string, number> };
  "availability.blocked": BlockFacts;
  "availability.changed": BlockFacts;
  "availability.removed": BlockFacts;
  "blog_post.created": TitledFacts;
  "blog_post.updated": TitledFacts;
  "blog_post.published": TitledFacts;
  "blog_post.unpublished": TitledFacts;
  "blog_post.deleted": TitledFacts;
  "blog_category.created": { name: string };
  "subadmin.created": { user_id: number };
  "subadmin.updated": { user_id: number };
  "subadmin.deleted": { user_id: number };
  "package.created": TitledFacts;
  "package.updated": TitledFacts;
  "package.deleted": TitledFacts;
  "package.revoked": TitledFacts;
  "package.sent": TitledFacts;
  /** Issue 41, finance: who and what, never an amount. */
  "ledger.advance_recorded": { talent_id: number };
  "ledger.chargeback_recorded": { talent_id: number };
  "payout.made": { number: string; talent_id?: number; company_id?: number; entries: number };
  "talent_finance.updated": { talent_id: number; fields: string[] };
  "agency_relation.created": { talent_id: number; company_id: number; relation_id: number };
  "agency_relation.updated": { talent_id: number; company_id: number; relation_id: number };
  "agency_relation.deleted": { talent_id: number; company_id: number; relation_id: number };
  "job.talent_terms_set": { job_id: number; job_reference: string; talent_id: number };
  "confirmation.created": ConfirmationFacts;
  "confirmation.sent": ConfirmationFacts;
  "confirmation.withdrawn": ConfirmationFacts;
  "confirmation.accepted": ConfirmationFacts;
  "confirmation.declined": ConfirmationFacts;
}

export type AuditEventName = keyof AuditEventPayloads;

/** The names the words use, read from the `audit_actors` rows (a fallback when none). */
export interface AuditNames {
  talent(profileId: number): string;
  user(userId: number): string;
}

interface AuditEventSpec<P> {
  /** The activity page's section (the old entries' column). */
  section: string;
  /** What the entry is about when the caller gives no subject. */
  subject: ActivitySubjectType | null;
  /** The event in a few words, with no one's name (stored in `action`, the filter's label). */
  label: string;
  /** The entry's sentence, made when the log is read. */
  words: (payload: P, names: AuditNames) => string;
}

const job = (ref: string) => `job ${formatJobReference(ref)}`;
const invoice = (p: InvoiceFacts) => `${p.number ?? `the draft invoice #${p.invoice_id}`} (${job(p.job_reference)})`;
const line = (p: LineFacts, n: AuditNames) => `${n.talent(p.talent_id)} on ${job(p.job_reference)}`;
const days = (p: BlockFacts) => (p.starts_on === p.ends_on ? p.starts_on : `${p.starts_on} to ${p.ends_on}`);
const tname = (p: { talent_id: number | null; user_id?: number }, n: AuditNames) =>
  p.talent_id != null ? n.talent(p.talent_id) : p.user_id != null ? n.user(p.user_id) : "a talent";
const quoted = (t: string) => `"${t}"`;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** "3 photos, 2 sessions": what an erasure removed, by kind (`removed` keys are table names read as words). */
function describeRemoved(removed: Record<string, number>): string {
  const parts = Object.entries(removed)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => plural(n, what.replace(/_/g, " ").replace(/s$/, "")));
  return parts.length ? parts.join(", ") : "nothing besides the profile";
}

export const auditEvents: { [K in AuditEventName]: AuditEventSpec<AuditEventPayloads[K]> } = {
  "job.created": { section: "bookings", subject: "job", label: "Created a job", words: (p) => `Created ${job(p.reference)} (${p.title})` },
  "job.edited": { section: "bookings", subject: "job", label: "Edited a job", words: (p) => `Edited ${job(p.reference)} (${p.title})` },
  "job.status_changed": { section: "bookings", subject: "job", label: "Changed a job's status", words: (p) => `Marked ${job(p.reference)} (${p.title}) ${p.status_label.toLowerCase()}` },
  "job.deleted": { section: "bookings", subject: "job", label: "Deleted a job", words: (p) => `Deleted ${job(p.reference)} (${p.title})` },
  "job.converted": { section: "bookings", subject: "job", label: "Converted a booking request", words: (p) => `Converted ${p.booking_ids.length === 1 ? "a booking request" : `${p.booking_ids.length} booking requests`} to ${job(p.reference)}` },
  "job.billing_status_changed": {
    section: "bookings",
    subject: "job",
    label: "Changed a job's billing status",
    words: (p) => `Marked ${job(p.reference)} (${p.title}) ${p.billing_status_label.toLowerCase()} for billing`,
  },
  "invoice.drafted": { section: "finance", subject: "invoice", label: "Drafted an invoice", words: (p) => `Drafted an invoice for ${job(p.job_reference)}` },
  "invoice.edited": { section: "finance", subject: "invoice", label: "Edited a draft invoice", words: (p) => `Edited ${invoice(p)}` },
  "invoice.deleted": { section: "finance", subject: "invoice", label: "Deleted a draft invoice", words: (p) => `Deleted ${invoice(p)}` },
  "invoice.issued": { section: "finance", subject: "invoice", label: "Issued an invoice", words: (p) => `Issued ${invoice(p)}` },
  "invoice.credited": { section: "finance", subject: "invoice", label: "Issued a credit note", words: (p) => `Issued credit note ${p.credit_note_number} for ${invoice(p)}` },
  "invoice.payment_recorded": {
    section: "finance",
    subject: "invoice",
    label: "Recorded a payment",
    words: (p) => `Recorded ${p.paid_in_full ? "the payment in full" : "a part payment"} of ${invoice(p)}`,
  },
  "invoice.written_off": { section: "finance", subject: "invoice", label: "Wrote off an invoice", words: (p) => `Wrote off ${invoice(p)}` },
  "booking.status_changed": { section: "bookings", subject: "booking", label: "Changed a booking request's status", words: (p) => `Marked booking request #${p.booking_id} ${p.status}` },
  "booking.deleted": { section: "bookings", subject: "booking", label: "Deleted a booking request", words: (p) => `Deleted booking request #${p.booking_id}` },
  "job_line.placed": { section: "bookings", subject: "job_line", label: "Placed a talent on a job", words: (p, n) => `Placed ${line(p, n)}` },
  "job_line.edited": { section: "bookings", subject: "job_line", label: "Edited a job line", words: (p, n) => `Edited the line of ${line(p, n)}` },
  "job_line.confirmed": { section: "bookings", subject: "job_line", label: "Confirmed a job line", words: (p, n) => `Confirmed ${line(p, n)}` },
  "job_line.released": { section: "bookings", subject: "job_line", label: "Released an option", words: (p, n) => `Released the option of ${line(p, n)}` },
  "job_line.cancelled": { section: "bookings", subject: "job_line", label: "Cancelled a job line", words: (p, n) => `Cancelled ${line(p, n)}` },
  "job_line.challenged": {
    section: "bookings",
    subject: "job_line",
    label: "Challenged an option",
    words: (p, n) => `Challenged the option of ${line(p, n)} for ${n.talent(p.for_talent_id)}`,
  },
  "job_line.expired": { section: "bookings", subject: "job_line", label: "Option expired", words: (p, n) => `Option expired: ${line(p, n)}` },
  "job_line.challenge_lapsed": { section: "bookings", subject: "job_line", label: "Challenge deadline passed", words: (p, n) => `Challenge deadline passed, option released: ${line(p, n)}` },
  "job_line.block_overridden": {
    section: "bookings",
    subject: "job_line",
    label: "Overrode blocked days",
    words: (p, n) => `Overrode blocked days to ${p.to} ${line(p, n)}`,
  },
  "job_line.reassigned": {
    section: "bookings",
    subject: "job_line",
    label: "Moved a line to another talent",
    words: (p, n) => `Moved the ${p.state === "confirmed" ? "booking" : "option"} on ${job(p.job_reference)} from ${n.talent(p.from_talent_id)} to ${n.talent(p.talent_id)}${p.moved_day ? ", on a new day" : ""}`,
  },
  "settings.updated": { section: "settings", subject: "setting", label: "Updated a setting", words: (p) => `Updated ${p.key}` },
  "security.staff_two_factor_changed": {
    section: "settings",
    subject: "setting",
    label: "Changed staff two-factor",
    words: (p) => (p.required ? "Required two-factor sign-in for staff" : "Stopped requiring two-factor sign-in for staff"),
  },
  "two_factor.enabled": { section: "account", subject: "user", label: "Turned on two-factor sign-in", words: () => "Turned on two-factor sign-in for their own account" },
  "two_factor.disabled": { section: "account", subject: "user", label: "Turned off two-factor sign-in", words: () => "Turned off two-factor sign-in for their own account" },
  "two_factor.recovery_codes_renewed": { section: "account", subject: "user", label: "Made new recovery codes", words: () => "Made new recovery codes for their own account" },
  "passkey.added": { section: "account", subject: "user", label: "Added a passkey", words: () => "Added a passkey to their own account" },
  "passkey.removed": { section: "account", subject: "user", label: "Removed a passkey", words: () => "Removed a passkey from their own account" },
  "notification.sent": { section: "notifications", subject: "notification", label: "Sent a notification", words: (p) => `Sent notification ${quoted(p.title)} to ${plural(p.recipients, "talent")}` },
  "notification.updated": { section: "notifications", subject: "notification", label: "Updated a notification", words: (p) => `Updated notification ${quoted(p.title)}` },
  "notification.deleted": { section: "notifications", subject: "notification", label: "Deleted a notification", words: (p) => `Deleted notification ${quoted(p.title)}` },
  "talent.created": { section: "talents", subject: "talent", label: "Created a talent", words: (p, n) => `Created talent ${tname(p, n)}` },
  "talent.updated": { section: "talents", subject: "talent", label: "Updated a talent", words: (p, n) => `Updated talent ${tname(p, n)}` },
  "talent.deleted": { section: "talents", subject: "talent", label: "Deleted a talent", words: (p, n) => `Deleted talent ${tname(p, n)}` },
  "talent.published": { section: "talents", subject: "talent", label: "Published a talent profile", words: (p, n) => `Published talent profile: ${tname(p, n)}` },
  "talent.unpublished": { section: "talents", subject: "talent", label: "Unpublished a talent profile", words: (p, n) => `Unpublished talent profile: ${tname(p, n)}` },
  "talent.new_faces_placed": { section: "talents", subject: "talent", label: "Placed in New Faces", words: (p, n) => `Placed in New Faces at ${p.position}: ${tname(p, n)}` },
  "talent.new_faces_removed": { section: "talents", subject: "talent", label: "Removed from New Faces", words: (p, n) => `Removed from New Faces: ${tname(p, n)}` },
  "talent.hidden": { section: "talents", subject: "talent", label: "Hid a talent", words: (p, n) => `Hid talent from public view: ${tname(p, n)}` },
  "talent.shown": { section: "talents", subject: "talent", label: "Made a talent visible", words: (p, n) => `Made talent visible to the public: ${tname(p, n)}` },
  "talent.approved": { section: "pending-approval", subject: "talent", label: "Approved an application", words: (p, n) => `Approved talent application: ${tname(p, n)}` },
  "talent.declined": { section: "pending-approval", subject: "talent", label: "Declined an application", words: (p, n) => `Declined talent application: ${tname(p, n)}` },
  "talent.comp_card_chosen": { section: "talents", subject: "talent", label: "Chose comp card photos", words: (p, n) => `Chose the comp card photos of ${tname(p, n)}` },
  "talent.photo_added": { section: "talents", subject: "talent", label: "Added a portfolio image", words: (p, n) => `Added a portfolio image for ${tname(p, n)}` },
  "talent.photo_deleted": { section: "talents", subject: "talent", label: "Deleted a portfolio image", words: (p, n) => `Deleted a portfolio image of ${tname(p, n)}` },
  "talent.guardian_link_sent": { section: "talents", subject: "talent", label: "Sent a guardian's consent link", words: (p, n) => `Sent the guardian's consent link: ${tname(p, n)}` },
  "talent.erased": { section: "talents", subject: "talent", label: "Erased a talent", words: (p, n) => `Erased ${tname(p, n)}: removed ${describeRemoved(p.removed)}` },
  "availability.blocked": { section: "talents", subject: "talent", label: "Blocked days", words: (p, n) => `Blocked ${days(p)} (${p.kind}) for ${tname(p, n)}` },
  "availability.changed": { section: "talents", subject: "talent", label: "Changed blocked days", words: (p, n) => `Changed blocked days to ${days(p)} (${p.kind}) for ${tname(p, n)}` },
  "availability.removed": { section: "talents", subject: "talent", label: "Removed blocked days", words: (p, n) => `Removed blocked days ${days(p)} for ${tname(p, n)}` },
  "blog_post.created": { section: "news", subject: "blog_post", label: "Created a blog post", words: (p) => `Created blog post ${quoted(p.title)}` },
  "blog_post.updated": { section: "news", subject: "blog_post", label: "Updated a blog post", words: (p) => `Updated blog post ${quoted(p.title)}` },
  "blog_post.published": { section: "news", subject: "blog_post", label: "Published a blog post", words: (p) => `Published blog post ${quoted(p.title)}` },
  "blog_post.unpublished": { section: "news", subject: "blog_post", label: "Unpublished a blog post", words: (p) => `Unpublished blog post ${quoted(p.title)}` },
  "blog_post.deleted": { section: "news", subject: "blog_post", label: "Deleted a blog post", words: (p) => `Deleted blog post ${quoted(p.title)}` },
  "blog_category.created": { section: "news", subject: "blog_category", label: "Added a blog category", words: (p) => `Added blog category ${quoted(p.name)}` },
  "subadmin.created": { section: "sub-admins", subject: "user", label: "Created a sub-admin", words: (p, n) => `Created sub-admin ${n.user(p.user_id)}` },
  "subadmin.updated": { section: "sub-admins", subject: "user", label: "Updated a sub-admin", words: (p, n) => `Updated sub-admin ${n.user(p.user_id)}` },
  "subadmin.deleted": { section: "sub-admins", subject: "user", label: "Deleted a sub-admin", words: (p, n) => `Deleted sub-admin ${n.user(p.user_id)}` },
  "package.created": { section: "packages", subject: "package", label: "Created a package", words: (p) => `Created package ${quoted(p.title)}` },
  "package.updated": { section: "packages", subject: "package", label: "Updated a package", words: (p) => `Updated package ${quoted(p.title)}` },
  "package.deleted": { section: "packages", subject: "package", label: "Deleted a package", words: (p) => `Deleted package ${quoted(p.title)}` },
  "package.revoked": { section: "packages", subject: "package", label: "Revoked a package", words: (p) => `Revoked package ${quoted(p.title)}` },
  "package.sent": { section: "packages", subject: "package", label: "Sent a package", words: (p) => `Sent package ${quoted(p.title)} to the client` },
  "ledger.advance_recorded": { section: "finance", subject: "talent", label: "Recorded an advance", words: (p, n) => `Recorded an advance paid to ${n.talent(p.talent_id)}` },
  "ledger.chargeback_recorded": { section: "finance", subject: "talent", label: "Recorded a chargeback", words: (p, n) => `Recorded a chargeback to ${n.talent(p.talent_id)}` },
  "payout.made": {
    section: "finance",
    subject: "payout",
    label: "Made a payout",
    words: (p, n) => `Paid out remittance ${p.number} to ${p.talent_id != null ? n.talent(p.talent_id) : `agency #${p.company_id}`} (${plural(p.entries, "statement line")})`,
  },
  "talent_finance.updated": { section: "finance", subject: "talent", label: "Changed a talent's finance record", words: (p, n) => `Changed the finance record of ${n.talent(p.talent_id)} (${p.fields.join(", ")})` },
  "agency_relation.created": { section: "finance", subject: "talent", label: "Added a mother agency", words: (p, n) => `Added agency #${p.company_id} as an agency of ${n.talent(p.talent_id)}` },
  "agency_relation.updated": { section: "finance", subject: "talent", label: "Changed a mother agency", words: (p, n) => `Changed the agency #${p.company_id} relation of ${n.talent(p.talent_id)}` },
  "agency_relation.deleted": { section: "finance", subject: "talent", label: "Removed a mother agency", words: (p, n) => `Removed agency #${p.company_id} from ${n.talent(p.talent_id)}` },
  "job.talent_terms_set": { section: "finance", subject: "job", label: "Set a booking's commission", words: (p, n) => `Set the commission of ${n.talent(p.talent_id)} on ${job(p.job_reference)}` },
  "confirmation.created": { section: "bookings", subject: "job", label: "Drafted a confirmation", words: (p) => `Drafted version ${p.version} of the confirmation of ${job(p.job_reference)}` },
  "confirmation.sent": { section: "bookings", subject: "job", label: "Sent a confirmation", words: (p) => `Sent version ${p.version} of the confirmation of ${job(p.job_reference)} to the client` },
  "confirmation.withdrawn": { section: "bookings", subject: "job", label: "Withdrew a confirmation", words: (p) => `Withdrew version ${p.version} of the confirmation of ${job(p.job_reference)}` },
  "confirmation.accepted": { section: "bookings", subject: "job", label: "Client accepted a confirmation", words: (p) => `The client accepted version ${p.version} of the confirmation of ${job(p.job_reference)}` },
  "confirmation.declined": { section: "bookings", subject: "job", label: "Client declined a confirmation", words: (p) => `The client declined version ${p.version} of the confirmation of ${job(p.job_reference)}` },
};

const isAuditEventName = (value: string): value is AuditEventName => Object.hasOwn(auditEvents, value);

/** The sentence of a typed entry, with the names given; an unknown event (a newer build's) reads as its name. */
export function describeEvent(event: string, payload: unknown, names: AuditNames): string {
  if (!isAuditEventName(event)) return event;
  const spec = auditEvents[event] as AuditEventSpec<unknown>;
  try {
    return spec.words(payload, names);
  } catch {
    return spec.label;
  }
}

/** The people a typed entry's payload names by id: talents by profile id, accounts by user id. */
export function peopleIn(payload: unknown): { talents: number[]; users: number[] } {
  const p = (payload ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? [v] : []);
  return { talents: [...num(p.talent_id), ...num(p.for_talent_id), ...num(p.from_talent_id)], users: num(p.user_id) };
}

/** A job line's payload facts from the line and its job. */
export const lineFacts = (line: { talentProfileId: number }, job: { id: number; reference: string }): LineFacts => ({
  job_id: job.id,
  job_reference: job.reference,
  talent_id: line.talentProfileId,
});

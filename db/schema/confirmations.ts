import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { CONFIRMATION_EVENT_KINDS, CONFIRMATION_STATUSES } from "../../lib/domain/confirmations";
import { jobs } from "./jobs";
import { users } from "./users";

export const confirmationStatus = pgEnum("confirmation_status", CONFIRMATION_STATUSES);
export const confirmationEventKind = pgEnum("confirmation_event_kind", CONFIRMATION_EVENT_KINDS);

/**
 * One version of what a client is asked to accept for a job (issue 40): the client-facing snapshot and its hash, the
 * PDF frozen at send, the link's token (stored hashed), and the acceptance evidence. Once set, the snapshot, the
 * PDF's hash and the accepted fields never change (a trigger holds it).
 */
export const confirmations = pgTable(
  "confirmations",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    status: confirmationStatus("status").notNull().default("draft"),
    snapshot: jsonb("snapshot").notNull(),
    /** SHA-256 (hex) of the snapshot's canonical JSON (RFC 8785, json-canonicalize). */
    snapshotSha256: text("snapshot_sha256").notNull(),
    /** Set at send: where the frozen bytes live (outside the pruned PDF cache) and their SHA-256. */
    pdfPath: text("pdf_path"),
    pdfSha256: text("pdf_sha256"),
    /** SHA-256 (hex) of the 32-byte random token in the client's link. */
    tokenHash: text("token_hash"),
    sentTo: text("sent_to"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: text("accepted_name"),
    acceptedTitle: text("accepted_title"),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    /** SHA-256 of what the client consented to: the snapshot's hash, the PDF's hash and the consent wording. */
    consentSha256: text("consent_sha256"),
    certificatePdfPath: text("certificate_pdf_path"),
    certificatePdfSha256: text("certificate_pdf_sha256"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    supersededById: integer("superseded_by_id").references((): AnyPgColumn => confirmations.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("confirmations_job_version_unique").on(t.jobId, t.version),
    uniqueIndex("confirmations_token_hash_unique").on(t.tokenHash),
    index("confirmations_status_idx").on(t.status),
  ],
);

/** What happened to a confirmation, when and from where: append-only (a trigger refuses UPDATE and DELETE). */
export const confirmationEvents = pgTable(
  "confirmation_events",
  {
    id: serial("id").primaryKey(),
    confirmationId: integer("confirmation_id")
      .notNull()
      .references(() => confirmations.id, { onDelete: "restrict" }),
    kind: confirmationEventKind("kind").notNull(),
    /** The server's clock. */
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    detail: jsonb("detail"),
    /** Whether the client (not staff) did it. */
    byClient: boolean("by_client").notNull().default(false),
  },
  (t) => [index("confirmation_events_confirmation_idx").on(t.confirmationId, t.at)],
);

export type Confirmation = typeof confirmations.$inferSelect;
export type ConfirmationEvent = typeof confirmationEvents.$inferSelect;

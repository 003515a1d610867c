import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { emailStatus } from "./enums";
import { users } from "./users";

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    /**
     * Who acted, as they were then. No foreign key: the log is append-only (a trigger refuses UPDATE and DELETE), so
     * deleting a user must not rewrite their entries, and `actor_name` keeps the name they had.
     */
    actorId: integer("actor_id"),
    actorName: text("actor_name").notNull(),
    section: text("section").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    /**
     * A typed entry's event (lib/domain/audit-events.ts, e.g. `job_line.confirmed`); null for the old entries whose
     * `action` is an English sentence. A typed entry's `action` is the event's label, with no one's name in it.
     */
    event: text("event"),
    /** A typed entry's facts: ids, field names and values that are not personal text (the event's payload shape). */
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    /** What the write changed: `{ field: [before, after] }` (lib/services/audit-changes.ts); null when not told. */
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>(),
    /** The address the request came from (null for the clock's own changes and writes made outside a request). */
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_log_actor_idx").on(t.actorId, t.createdAt),
    index("activity_log_created_at_idx").on(t.createdAt),
    index("activity_log_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
  ],
);

/**
 * One row per person who appears in the typed log (as the one who acted or as what it is about), carrying the name
 * the log's words use: typed entries hold ids only, so an erasure empties this one row ("Erased talent") and never
 * rewrites the log. Keyed by the account's id; a talent's profile id is kept too (talent entries name the profile).
 * No foreign key, like `activity_log.actor_id`: the log outlives the account.
 */
export const auditActors = pgTable(
  "audit_actors",
  {
    userId: integer("user_id").primaryKey(),
    /** "staff" (admins and sub-admins) or "talent". */
    kind: text("kind").notNull(),
    talentProfileId: integer("talent_profile_id"),
    displayName: text("display_name").notNull(),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("audit_actors_talent_profile_idx").on(t.talentProfileId)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    /** Where a reply goes (issue 39: the booker of a job mail); null: the sender's address. */
    replyTo: text("reply_to"),
    status: emailStatus("status").notNull().default("queued"),
    providerId: text("provider_id"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * Delivery tries so far. The row is sent by its background task (`mail.deliver`, keyed `mail:<id>`, lib/tasks),
     * which owns the claim, the lease and the backoff; the row records the outcome.
     */
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to),
    index("email_outbox_created_at_idx").on(t.createdAt),
  ],
);

/**
 * A public POST's `Idempotency-Key`: reserved before the work (the unique index makes one of two concurrent requests
 * the owner), then holding the first answer, which a retry gets instead of doing the work again. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    /** The route's path pattern with its method (`POST /api/v1/packages/{token}/selection`): a key counts per route. */
    route: text("route").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of what was asked (path values, body, caller): the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** Bumped by each request that takes the work over: the fence the work's own transaction checks. */
    attempt: integer("attempt").notNull().default(1),
    /** Until when the owning request is presumed alive; past it, a retry may take an unfinished key over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
    /** Set inside the work's transaction: the work committed, so it is never done again for this key. */
    committedAt: timestamp("committed_at", { withTimezone: true }),
    /**
     * The row the work made (a booking's id), written in the work's transaction: when the request dies after the
     * commit and before storing its answer, a retry rebuilds the answer from that row (issue 35).
     */
    resultId: integer("result_id"),
    responseStatus: integer("response_status"),
    /** The answer's body as sent (text, not jsonb, which would reorder its keys): a replay is byte for byte the same. */
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("idempotency_keys_route_key_unique").on(t.route, t.key), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    url: text("url").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId), index("uploads_url_idx").on(t.url)],
);

export type Setting = typeof settings.$inferSelect;
export type ActivityEntry = typeof activityLog.$inferSelect;
export type AuditActor = typeof auditActors.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type Upload = typeof uploads.$inferSelect;

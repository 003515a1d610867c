import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { NO_DESCRIPTION } from "../../lib/domain/booking";
import { companies, companyContacts } from "./companies";
import { bookingStatus, inquirySource, projectType } from "./enums";
import { jobLines, jobs } from "./jobs";
import { packages } from "./packages";
import { randomHexReference } from "./references";
import { talentProfiles } from "./talents";

/**
 * One client's request for several talents sent at once (a shortlist inquiry, a package selection): the agency
 * sees it as one request, and each talent's booking points to it. A booking made on its own has none.
 */
export const bookingInquiries = pgTable(
  "booking_inquiries",
  {
    id: serial("id").primaryKey(),
    source: inquirySource("source").notNull(),
    packageId: integer("package_id").references(() => packages.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_inquiries_package_idx").on(t.packageId)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    /**
     * The reference the client reads on the confirmation page and in the receipt: 12 hex digits of a random UUID
     * (48 random bits), made by the database so every way of creating a booking gets one. It is unguessable, so it
     * can open the booking's confirmation page without a session (see BOOKING_REFERENCE in lib/domain).
     */
    reference: text("reference")
      .notNull()
      .default(randomHexReference(12)),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientPhone: text("client_phone").notNull(),
    companyName: text("company_name"),
    projectType: projectType("project_type").notNull(),
    projectDescription: text("project_description").notNull().default(NO_DESCRIPTION),
    requirements: text("requirements"),
    projectDate: date("project_date"),
    eventTime: text("event_time"),
    duration: text("duration"),
    location: text("location").notNull().default("TBD"),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    status: bookingStatus("status").notNull().default("pending"),
    /** The client package whose selection made this request, if any. */
    packageId: integer("package_id").references(() => packages.id, { onDelete: "set null" }),
    /** The request for several talents this booking is one of, if any. */
    inquiryId: integer("inquiry_id").references(() => bookingInquiries.id, { onDelete: "set null" }),
    /** The job this request was converted into ("Convert to job"); null until then. */
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /**
     * The line that holds the talent's time for this request (issue 36): what the request's status is derived from
     * (lib/services/booking-status.ts). Null without a line (no date yet, or not converted).
     */
    jobLineId: integer("job_line_id").references(() => jobLines.id, { onDelete: "set null" }),
    /** The client company and contact a booker linked the request to (issue 40); never set silently. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => companyContacts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_talent_idx").on(t.talentProfileId),
    index("bookings_status_idx").on(t.status),
    index("bookings_created_at_idx").on(t.createdAt),
    // Issue 38: the waiting requests ("Today's work"), newest first and by inquiry, without reading every booking.
    index("bookings_waiting_created_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'pending' and ${t.jobId} is null`),
    index("bookings_waiting_group_idx").on(sql`coalesce(${t.inquiryId}, -${t.id})`).where(sql`${t.status} = 'pending' and ${t.jobId} is null`),
    index("bookings_package_idx").on(t.packageId),
    index("bookings_inquiry_idx").on(t.inquiryId),
    index("bookings_job_idx").on(t.jobId),
    index("bookings_company_idx").on(t.companyId),
    // `ILIKE '%...%'` searches (issue 38): trigram indexes (pg_trgm, created by the migration).
    index("bookings_client_name_trgm_idx").using("gin", t.clientName.op("gin_trgm_ops")),
    index("bookings_reference_trgm_idx").using("gin", t.reference.op("gin_trgm_ops")),
    index("bookings_job_line_idx").on(t.jobLineId),
    uniqueIndex("bookings_reference_idx").on(t.reference),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingInquiry = typeof bookingInquiries.$inferSelect;

import { date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookingStatus, projectType } from "./enums";
import { talentProfiles } from "./talents";

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientPhone: text("client_phone").notNull(),
    companyName: text("company_name"),
    projectType: projectType("project_type").notNull(),
    projectDescription: text("project_description").notNull().default("No description"),
    requirements: text("requirements"),
    projectDate: date("project_date"),
    eventTime: text("event_time"),
    duration: text("duration"),
    location: text("location").notNull().default("TBD"),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    status: bookingStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_talent_idx").on(t.talentProfileId),
    index("bookings_status_idx").on(t.status),
    index("bookings_created_at_idx").on(t.createdAt),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

import { sql } from "drizzle-orm";
import { boolean, char, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { COMPANY_KINDS } from "../../lib/domain/companies";
import { users } from "./users";

export const companyKind = pgEnum("company_kind", COMPANY_KINDS);

/**
 * A client as an entity (issue 40): the company a request, a package and a job belong to, found again by the e-mail
 * domains it claims. A merged company stays (its `merged_into_id` names the survivor) so old links still resolve.
 */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    legalName: text("legal_name"),
    kind: companyKind("kind").notNull().default("client"),
    website: text("website"),
    email: text("email"),
    phone: text("phone"),
    billingEmail: text("billing_email"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    postalCode: text("postal_code"),
    city: text("city"),
    region: text("region"),
    country: char("country", { length: 2 }),
    vatId: text("vat_id"),
    /** The VAT ID's checksum as `jsvat-next` reads it (no online check); null without a VAT ID. */
    vatIdValid: boolean("vat_id_valid"),
    poRequired: boolean("po_required").notNull().default(false),
    /** Null: the billing setting's. */
    paymentTermsDays: integer("payment_terms_days"),
    currency: char("currency", { length: 3 }),
    /** The agency fee for this client in basis points; null: the billing setting's. */
    agencyFeeBp: integer("agency_fee_bp"),
    notes: text("notes"),
    isActive: boolean("is_active").notNull().default(true),
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_lower_name_idx").on(sql`lower(${t.name})`),
    index("companies_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("companies_merged_into_idx").on(t.mergedIntoId),
    check("companies_name_check", sql`char_length(${t.name}) between 1 and 160`),
    check("companies_country_check", sql`${t.country} ~ '^[A-Z]{2}$'`),
    check("companies_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("companies_agency_fee_check", sql`${t.agencyFeeBp} between 0 and 10000`),
    check("companies_payment_terms_check", sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

/** The e-mail domains a company claims: each domain belongs to one company at most (lower-case, registrable, not free mail). */
export const companyDomains = pgTable(
  "company_domains",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_domains_domain_unique").on(t.domain),
    index("company_domains_company_idx").on(t.companyId),
    check("company_domains_lower_check", sql`${t.domain} = lower(${t.domain})`),
  ],
);

/** A person at a client company (personal data: in lib/services/privacy-registry.ts). */
export const companyContacts = pgTable(
  "company_contacts",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    title: text("title"),
    email: text("email"),
    phone: text("phone"),
    isBookingContact: boolean("is_booking_contact").notNull().default(false),
    isBillingContact: boolean("is_billing_contact").notNull().default(false),
    isPrimary: boolean("is_primary").notNull().default(false),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_contacts_email_unique").on(t.companyId, sql`lower(${t.email})`),
    index("company_contacts_lower_email_idx").on(sql`lower(${t.email})`),
  ],
);

export type Company = typeof companies.$inferSelect;
export type CompanyContact = typeof companyContacts.$inferSelect;

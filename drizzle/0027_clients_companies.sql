CREATE TYPE "public"."company_kind" AS ENUM('client', 'brand', 'production', 'agency', 'photographer', 'casting', 'other');--> statement-breakpoint
CREATE TYPE "public"."expense_kind" AS ENUM('travel', 'accommodation', 'per_diem', 'transport', 'other');--> statement-breakpoint
CREATE TYPE "public"."expense_payer" AS ENUM('agency', 'talent', 'client');--> statement-breakpoint
CREATE TYPE "public"."fee_kind" AS ENUM('day_rate', 'half_day', 'hourly', 'flat', 'overtime', 'usage', 'fitting', 'travel_day', 'cancellation', 'other');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"kind" "company_kind" DEFAULT 'client' NOT NULL,
	"website" text,
	"email" text,
	"phone" text,
	"billing_email" text,
	"address_line1" text,
	"address_line2" text,
	"postal_code" text,
	"city" text,
	"region" text,
	"country" char(2),
	"vat_id" text,
	"vat_id_valid" boolean,
	"po_required" boolean DEFAULT false NOT NULL,
	"payment_terms_days" integer,
	"currency" char(3),
	"agency_fee_bp" integer,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"merged_into_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_check" CHECK (char_length("companies"."name") between 1 and 160),
	CONSTRAINT "companies_country_check" CHECK ("companies"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "companies_currency_check" CHECK ("companies"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "companies_agency_fee_check" CHECK ("companies"."agency_fee_bp" between 0 and 10000),
	CONSTRAINT "companies_payment_terms_check" CHECK ("companies"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"email" text,
	"phone" text,
	"is_booking_contact" boolean DEFAULT false NOT NULL,
	"is_billing_contact" boolean DEFAULT false NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_domains_lower_check" CHECK ("company_domains"."domain" = lower("company_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "job_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"talent_profile_id" integer,
	"kind" "expense_kind" NOT NULL,
	"description" text,
	"amount_minor" bigint NOT NULL,
	"paid_by" "expense_payer" NOT NULL,
	"rebill" boolean DEFAULT true NOT NULL,
	"markup_bp" integer DEFAULT 0 NOT NULL,
	"vat_bp" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_expenses_amount_check" CHECK ("job_expenses"."amount_minor" >= 0),
	CONSTRAINT "job_expenses_markup_check" CHECK ("job_expenses"."markup_bp" between 0 and 100000),
	CONSTRAINT "job_expenses_vat_check" CHECK ("job_expenses"."vat_bp" between 0 and 10000),
	CONSTRAINT "job_expenses_rebill_check" CHECK (not ("job_expenses"."rebill" and "job_expenses"."paid_by" = 'client'))
);
--> statement-breakpoint
CREATE TABLE "job_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"talent_profile_id" integer,
	"kind" "fee_kind" NOT NULL,
	"description" text,
	"quantity" numeric(7, 2) NOT NULL,
	"unit_minor" bigint,
	"amount_minor" bigint NOT NULL,
	"agency_fee_applies" boolean DEFAULT true NOT NULL,
	"commissionable" boolean DEFAULT true NOT NULL,
	"vat_bp" integer NOT NULL,
	"usage_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_fees_quantity_check" CHECK ("job_fees"."quantity" > 0),
	CONSTRAINT "job_fees_unit_check" CHECK ("job_fees"."unit_minor" >= 0),
	CONSTRAINT "job_fees_amount_check" CHECK ("job_fees"."amount_minor" >= 0),
	CONSTRAINT "job_fees_vat_check" CHECK ("job_fees"."vat_bp" between 0 and 10000),
	CONSTRAINT "job_fees_unit_needed_check" CHECK ("job_fees"."unit_minor" is not null or "job_fees"."kind" = 'overtime')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billing_company_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billing_contact_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "client_reference" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "currency" char(3) DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "agency_fee_bp" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancellation_terms" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_merged_into_id_companies_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_lower_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_merged_into_idx" ON "companies" USING btree ("merged_into_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_contacts_email_unique" ON "company_contacts" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "company_contacts_lower_email_idx" ON "company_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_domain_unique" ON "company_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "company_domains_company_idx" ON "company_domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_expenses_job_idx" ON "job_expenses" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "job_expenses_talent_idx" ON "job_expenses" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "job_fees_job_idx" ON "job_fees" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "job_fees_talent_idx" ON "job_fees" USING btree ("talent_profile_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_id_company_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contact_id_company_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_billing_company_id_companies_id_fk" FOREIGN KEY ("billing_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_billing_contact_id_company_contacts_id_fk" FOREIGN KEY ("billing_contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_billing_company_idx" ON "jobs" USING btree ("billing_company_id");--> statement-breakpoint
CREATE INDEX "packages_company_idx" ON "packages" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_currency_check" CHECK ("jobs"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_agency_fee_check" CHECK ("jobs"."agency_fee_bp" between 0 and 10000);
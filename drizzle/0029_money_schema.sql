CREATE TYPE "public"."billing_status" AS ENUM('open', 'non_billable', 'billable', 'invoice_ready', 'invoiced', 'paid', 'closed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."usage_exclusivity" AS ENUM('none', 'category', 'full');--> statement-breakpoint
CREATE TYPE "public"."usage_renewal_status" AS ENUM('none', 'due', 'offered', 'renewed', 'lapsed');--> statement-breakpoint
CREATE TYPE "public"."confirmation_event_kind" AS ENUM('created', 'sent', 'viewed', 'accepted', 'declined', 'superseded', 'withdrawn', 'resent');--> statement-breakpoint
CREATE TYPE "public"."confirmation_status" AS ENUM('draft', 'sent', 'viewed', 'accepted', 'declined', 'superseded', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."agency_relation" AS ENUM('mother', 'placement', 'other');--> statement-breakpoint
CREATE TYPE "public"."agency_relation_basis" AS ENUM('gross', 'net');--> statement-breakpoint
CREATE TYPE "public"."agency_relation_mode" AS ENUM('from_agency_commission', 'additional');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('talent_fee', 'agency_fee', 'expense');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'issued', 'partially_paid', 'paid', 'partially_credited', 'credited', 'written_off');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('earning', 'commission', 'talent_vat', 'mother_commission', 'expense_reimbursement', 'advance', 'chargeback', 'reversal', 'payout');--> statement-breakpoint
CREATE TYPE "public"."ledger_party_kind" AS ENUM('talent', 'agency');--> statement-breakpoint
CREATE TYPE "public"."ledger_status" AS ENUM('on_hold', 'payable', 'paid');--> statement-breakpoint
CREATE TABLE "job_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"company_id" integer,
	"talent_profile_ids" integer[],
	"media" text[] NOT NULL,
	"territory" text[] NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"perpetual" boolean DEFAULT false NOT NULL,
	"first_use_on" date,
	"exclusivity" "usage_exclusivity" DEFAULT 'none' NOT NULL,
	"exclusivity_category" text,
	"brand" text,
	"product" text,
	"campaign" text,
	"images_count" integer,
	"renewal_status" "usage_renewal_status" DEFAULT 'none' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_usages_period_check" CHECK ("job_usages"."perpetual" or "job_usages"."ends_on" is not null),
	CONSTRAINT "job_usages_order_check" CHECK ("job_usages"."ends_on" is null or "job_usages"."ends_on" >= "job_usages"."starts_on"),
	CONSTRAINT "job_usages_images_check" CHECK ("job_usages"."images_count" is null or "job_usages"."images_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "confirmation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"confirmation_id" integer NOT NULL,
	"kind" "confirmation_event_kind" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"actor_user_id" integer,
	"detail" jsonb,
	"by_client" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" "confirmation_status" DEFAULT 'draft' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"snapshot_sha256" text NOT NULL,
	"pdf_path" text,
	"pdf_sha256" text,
	"token_hash" text,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_title" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"consent_sha256" text,
	"certificate_pdf_path" text,
	"certificate_pdf_sha256" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"superseded_by_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"talent_profile_id" integer,
	"job_fee_id" integer,
	"job_expense_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(9, 2) NOT NULL,
	"unit_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"vat_bp" integer NOT NULL,
	"commissionable" boolean DEFAULT false NOT NULL,
	"commission_bp" integer,
	"credited_line_id" integer,
	CONSTRAINT "invoice_lines_vat_check" CHECK ("invoice_lines"."vat_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"received_on" date NOT NULL,
	"method" text,
	"reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "invoice_kind" DEFAULT 'invoice' NOT NULL,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"series" text,
	"year" integer,
	"seq" integer,
	"number" text,
	"job_id" integer NOT NULL,
	"company_id" integer,
	"bill_to" jsonb NOT NULL,
	"agency" jsonb NOT NULL,
	"currency" char(3) NOT NULL,
	"issue_date" date,
	"supply_date" date,
	"due_date" date,
	"po_number" text,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"home_currency" char(3),
	"fx_rate" numeric(12, 6),
	"vat_home_minor" bigint,
	"vat_note" text,
	"credited_invoice_id" integer,
	"reason" text,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"pdf_path" text,
	"pdf_sha256" text,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_check" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null)),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "job_talent_terms" (
	"job_id" integer NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"commission_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_talent_terms_job_id_talent_profile_id_pk" PRIMARY KEY("job_id","talent_profile_id"),
	CONSTRAINT "job_talent_terms_commission_check" CHECK ("job_talent_terms"."commission_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_kind" "ledger_party_kind" NOT NULL,
	"talent_profile_id" integer,
	"company_id" integer,
	"kind" "ledger_kind" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"job_id" integer,
	"invoice_id" integer,
	"invoice_line_id" integer,
	"payout_id" integer,
	"status" "ledger_status" NOT NULL,
	"due_on" date,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_party_check" CHECK (("ledger_entries"."talent_profile_id" is null) <> ("ledger_entries"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "number_series_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "number_series_last_value_check" CHECK ("number_series"."last_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_kind" "ledger_party_kind" NOT NULL,
	"talent_profile_id" integer,
	"company_id" integer,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text,
	"reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_party_check" CHECK (("payouts"."talent_profile_id" is null) <> ("payouts"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "talent_agency_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"relation" "agency_relation" DEFAULT 'mother' NOT NULL,
	"commission_bp" integer NOT NULL,
	"mode" "agency_relation_mode" NOT NULL,
	"basis" "agency_relation_basis" DEFAULT 'gross' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_agency_relations_commission_check" CHECK ("talent_agency_relations"."commission_bp" between 0 and 10000),
	CONSTRAINT "talent_agency_relations_order_check" CHECK ("talent_agency_relations"."ends_on" is null or "talent_agency_relations"."ends_on" >= "talent_agency_relations"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "talent_finance" (
	"talent_profile_id" integer PRIMARY KEY NOT NULL,
	"commission_bp" integer,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"vat_id" text,
	"vat_bp" integer,
	"payout_name" text,
	"iban" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_finance_commission_check" CHECK ("talent_finance"."commission_bp" between 0 and 10000),
	CONSTRAINT "talent_finance_vat_check" CHECK ("talent_finance"."vat_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billing_status" "billing_status" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_usages" ADD CONSTRAINT "job_usages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_usages" ADD CONSTRAINT "job_usages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_events" ADD CONSTRAINT "confirmation_events_confirmation_id_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."confirmations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_events" ADD CONSTRAINT "confirmation_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_superseded_by_id_confirmations_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."confirmations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_job_fee_id_job_fees_id_fk" FOREIGN KEY ("job_fee_id") REFERENCES "public"."job_fees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_job_expense_id_job_expenses_id_fk" FOREIGN KEY ("job_expense_id") REFERENCES "public"."job_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_line_id_invoice_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_talent_terms" ADD CONSTRAINT "job_talent_terms_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_talent_terms" ADD CONSTRAINT "job_talent_terms_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_agency_relations" ADD CONSTRAINT "talent_agency_relations_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_agency_relations" ADD CONSTRAINT "talent_agency_relations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_finance" ADD CONSTRAINT "talent_finance_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_usages_job_idx" ON "job_usages" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_usages_company_idx" ON "job_usages" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "confirmation_events_confirmation_idx" ON "confirmation_events" USING btree ("confirmation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmations_job_version_unique" ON "confirmations" USING btree ("job_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmations_token_hash_unique" ON "confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "confirmations_status_idx" ON "confirmations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_credited_idx" ON "invoice_lines" USING btree ("credited_line_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_talent_idx" ON "invoice_lines" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_seq_unique" ON "invoices" USING btree ("series","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_talent_idx" ON "ledger_entries" USING btree ("talent_profile_id","status");--> statement-breakpoint
CREATE INDEX "ledger_entries_company_idx" ON "ledger_entries" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_job_idx" ON "ledger_entries" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_series_year_seq_unique" ON "payouts" USING btree ("series","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_number_unique" ON "payouts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payouts_talent_idx" ON "payouts" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "payouts_company_idx" ON "payouts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "talent_agency_relations_talent_idx" ON "talent_agency_relations" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "talent_agency_relations_company_idx" ON "talent_agency_relations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "job_fees" ADD CONSTRAINT "job_fees_usage_id_job_usages_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."job_usages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_billing_status_idx" ON "jobs" USING btree ("billing_status");
--> statement-breakpoint
UPDATE "jobs" SET "billing_status" = 'cancelled' WHERE "status" = 'cancelled';

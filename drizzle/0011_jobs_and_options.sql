CREATE TYPE "public"."job_status" AS ENUM('draft', 'active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."line_kind" AS ENUM('casting', 'fitting', 'job', 'travel');--> statement-breakpoint
CREATE TYPE "public"."line_state" AS ENUM('option', 'confirmed', 'released', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."availability_kind" AS ENUM('out_of_town', 'unavailable', 'holiday');--> statement-breakpoint
CREATE TABLE "job_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"kind" "line_kind" DEFAULT 'job' NOT NULL,
	"state" "line_state" DEFAULT 'option' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"option_expires_at" timestamp with time zone,
	"challenge_deadline" timestamp with time zone,
	"challenged_by_line_id" integer,
	"fee" integer,
	"currency" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_lines_range_check" CHECK ("job_lines"."ends_at" > "job_lines"."starts_at"),
	CONSTRAINT "job_lines_fee_check" CHECK ("job_lines"."fee" >= 0),
	CONSTRAINT "job_lines_currency_check" CHECK ("job_lines"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8)) NOT NULL,
	"title" text NOT NULL,
	"status" "job_status" DEFAULT 'draft' NOT NULL,
	"client_name" text NOT NULL,
	"client_company" text,
	"client_email" text,
	"client_phone" text,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"kind" "availability_kind" NOT NULL,
	"note" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_blocks_range_check" CHECK ("availability_blocks"."ends_on" >= "availability_blocks"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "job_lines" ADD CONSTRAINT "job_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_lines" ADD CONSTRAINT "job_lines_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_lines" ADD CONSTRAINT "job_lines_challenged_by_line_id_job_lines_id_fk" FOREIGN KEY ("challenged_by_line_id") REFERENCES "public"."job_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_lines_job_idx" ON "job_lines" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_lines_talent_starts_idx" ON "job_lines" USING btree ("talent_profile_id","starts_at");--> statement-breakpoint
CREATE INDEX "job_lines_starts_idx" ON "job_lines" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "job_lines_challenged_by_idx" ON "job_lines" USING btree ("challenged_by_line_id");--> statement-breakpoint
CREATE INDEX "job_lines_option_expires_idx" ON "job_lines" USING btree ("option_expires_at");--> statement-breakpoint
CREATE INDEX "job_lines_challenge_deadline_idx" ON "job_lines" USING btree ("challenge_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_reference_idx" ON "jobs" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "availability_blocks_talent_starts_idx" ON "availability_blocks" USING btree ("talent_profile_id","starts_on");--> statement-breakpoint
CREATE INDEX "availability_blocks_created_by_idx" ON "availability_blocks" USING btree ("created_by_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_job_idx" ON "bookings" USING btree ("job_id");
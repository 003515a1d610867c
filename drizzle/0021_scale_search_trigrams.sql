-- The trigram operator classes of the search indexes below (issue 38). PGlite loads the extension in its constructor
-- (db/pglite-extensions.ts), PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talent_profiles_stage_name_trgm_idx" ON "talent_profiles" USING gin ("stage_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_client_name_trgm_idx" ON "bookings" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_reference_trgm_idx" ON "bookings" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_client_name_trgm_idx" ON "jobs" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_client_company_trgm_idx" ON "jobs" USING gin ("client_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_reference_trgm_idx" ON "jobs" USING gin ("reference" gin_trgm_ops);
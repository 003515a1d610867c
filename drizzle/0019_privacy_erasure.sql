ALTER TABLE "users" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- Applicants declined before this column existed: their last change is when they were declined.
UPDATE "users" SET "declined_at" = "updated_at" WHERE "status" = 'declined';

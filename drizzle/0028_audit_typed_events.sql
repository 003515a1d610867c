CREATE TABLE "audit_actors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"talent_profile_id" integer,
	"display_name" text NOT NULL,
	"erased_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_actors_talent_profile_idx" ON "audit_actors" USING btree ("talent_profile_id");
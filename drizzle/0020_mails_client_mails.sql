CREATE TABLE "option_answer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "option_answer_links" ADD CONSTRAINT "option_answer_links_line_id_job_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."job_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "option_answer_links_token_idx" ON "option_answer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "option_answer_links_line_idx" ON "option_answer_links" USING btree ("line_id");--> statement-breakpoint
-- A converted request's place becomes its job's (issue 39): the mails and the talent's schedule name it.
UPDATE "jobs" SET "location" = b."location" FROM "bookings" b WHERE b."job_id" = "jobs"."id" AND "jobs"."location" IS NULL AND b."location" IS NOT NULL AND b."location" <> 'TBD';

ALTER TABLE "notifications" ADD COLUMN "recipient_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_waiting_created_idx" ON "bookings" USING btree ("created_at","id") WHERE "bookings"."status" = 'pending' and "bookings"."job_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_waiting_group_idx" ON "bookings" USING btree (coalesce("inquiry_id", -"id")) WHERE "bookings"."status" = 'pending' and "bookings"."job_id" is null;--> statement-breakpoint
-- Issue 38: notifications.recipient_count follows its recipient rows, whoever adds or removes them (the send, an
-- edit, a talent's account deleted by cascade), one update per notification per statement.
UPDATE "notifications" n SET "recipient_count" = c.n FROM (SELECT "notification_id", count(*)::int AS n FROM "notification_recipients" GROUP BY "notification_id") c WHERE c."notification_id" = n."id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_recipients_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notifications" n SET "recipient_count" = n."recipient_count" + c.n
  FROM (SELECT "notification_id", count(*)::int AS n FROM added GROUP BY "notification_id") c WHERE c."notification_id" = n."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_recipients_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notifications" n SET "recipient_count" = n."recipient_count" - c.n
  FROM (SELECT "notification_id", count(*)::int AS n FROM removed GROUP BY "notification_id") c WHERE c."notification_id" = n."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notification_recipients_count_insert AFTER INSERT ON "notification_recipients"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notification_recipients_added();--> statement-breakpoint
CREATE TRIGGER notification_recipients_count_delete AFTER DELETE ON "notification_recipients"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION notification_recipients_removed();

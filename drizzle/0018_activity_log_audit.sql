ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_actor_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "activity_log_actor_idx";--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "activity_log_subject_idx" ON "activity_log" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id","created_at");--> statement-breakpoint
-- The activity log is append-only. UPDATE, DELETE and TRUNCATE are refused unless the transaction has said it is
-- maintenance (personal-data erasure, the retention purge): `SELECT set_config('app.activity_log_maintenance', 'on', true)`,
-- which lasts until its transaction ends (lib/services/activity.ts, allowActivityLogMaintenance).
CREATE OR REPLACE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('app.activity_log_maintenance', true), '') = 'on' THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'activity_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only" BEFORE UPDATE OR DELETE ON "activity_log" FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate" BEFORE TRUNCATE ON "activity_log" FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_append_only"();

-- Issue 37, item 2: one engine for later work. The embedded queue's table becomes the background tasks of both
-- databases (renamed, so what waits in it keeps waiting), with a revision for replace and cancel by key.
ALTER TABLE "queued_jobs" RENAME TO "background_tasks";--> statement-breakpoint
ALTER SEQUENCE "queued_jobs_id_seq" RENAME TO "background_tasks_id_seq";--> statement-breakpoint
ALTER TABLE "background_tasks" RENAME CONSTRAINT "queued_jobs_pkey" TO "background_tasks_pkey";--> statement-breakpoint
ALTER TABLE "background_tasks" RENAME COLUMN "singleton_key" TO "key";--> statement-breakpoint
ALTER TABLE "background_tasks" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER INDEX "queued_jobs_due_idx" RENAME TO "background_tasks_due_idx";--> statement-breakpoint
DROP INDEX "queued_jobs_singleton_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "background_tasks_key_unique" ON "background_tasks" USING btree ("name","key") WHERE status = 'queued' and key is not null;--> statement-breakpoint
ALTER TABLE "queue_job_runs" RENAME TO "background_task_effects";--> statement-breakpoint
ALTER TABLE "background_task_effects" RENAME CONSTRAINT "queue_job_runs_pkey" TO "background_task_effects_pkey";--> statement-breakpoint
ALTER INDEX "queue_job_runs_created_at_idx" RENAME TO "background_task_effects_created_at_idx";--> statement-breakpoint
-- Mail delivery runs on the engine: every mail still queued gets its delivery task (due when its retry was), and the
-- outbox's own claim and backoff columns go.
INSERT INTO "background_tasks" ("name", "payload", "key", "run_at", "attempts")
  SELECT 'mail-deliver', jsonb_build_object('outboxId', "id"), 'mail:' || "id", "next_attempt_at", "attempts"
  FROM "email_outbox" WHERE "status" = 'queued';--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "claimed_until";

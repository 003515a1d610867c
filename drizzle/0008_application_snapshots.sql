CREATE TYPE "public"."snapshot_kind" AS ENUM('head', 'full_length', 'profile');--> statement-breakpoint
ALTER TABLE "talent_media" ADD COLUMN "snapshot_kind" "snapshot_kind";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "instagram_handle" text;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_media_snapshot_unique" ON "talent_media" USING btree ("talent_profile_id","snapshot_kind") WHERE "talent_media"."snapshot_kind" is not null;
CREATE TYPE "public"."eye_color_key" AS ENUM('blue', 'green', 'brown', 'hazel', 'grey', 'other');--> statement-breakpoint
CREATE TYPE "public"."hair_color_key" AS ENUM('black', 'brown', 'blonde', 'red', 'grey', 'bald', 'other');--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "hair_color_key" "hair_color_key";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "eye_color_key" "eye_color_key";--> statement-breakpoint
CREATE INDEX "social_accounts_followers_idx" ON "social_accounts" USING btree ("followers","talent_profile_id");--> statement-breakpoint
CREATE INDEX "talent_profiles_category_height_idx" ON "talent_profiles" USING btree ("category","height_cm");--> statement-breakpoint
CREATE INDEX "talent_profiles_hair_color_key_idx" ON "talent_profiles" USING btree ("hair_color_key");--> statement-breakpoint
CREATE INDEX "talent_profiles_eye_color_key_idx" ON "talent_profiles" USING btree ("eye_color_key");--> statement-breakpoint
CREATE INDEX "talent_profiles_created_at_idx" ON "talent_profiles" USING btree ("created_at");--> statement-breakpoint
-- Backfill with the words of lib/domain/colors.ts: the first colour word decides, no colour word is "other".
UPDATE "talent_profiles" SET "hair_color_key" = CASE
  WHEN "hair_color" IS NULL OR "hair_color" ~ '^\s*$' THEN NULL
  ELSE (CASE substring(lower("hair_color") from '(?:^|[^a-z])(black|jet|raven|ebony|brown|brunette|brunet|chestnut|chocolate|mocha|blonde|blond|fair|platinum|flaxen|red|auburn|ginger|copper|redhead|grey|gray|silver|white|salt|bald|shaved|shaven)(?:[^a-z]|$)')
      WHEN 'black' THEN 'black'
      WHEN 'jet' THEN 'black'
      WHEN 'raven' THEN 'black'
      WHEN 'ebony' THEN 'black'
      WHEN 'brown' THEN 'brown'
      WHEN 'brunette' THEN 'brown'
      WHEN 'brunet' THEN 'brown'
      WHEN 'chestnut' THEN 'brown'
      WHEN 'chocolate' THEN 'brown'
      WHEN 'mocha' THEN 'brown'
      WHEN 'blonde' THEN 'blonde'
      WHEN 'blond' THEN 'blonde'
      WHEN 'fair' THEN 'blonde'
      WHEN 'platinum' THEN 'blonde'
      WHEN 'flaxen' THEN 'blonde'
      WHEN 'red' THEN 'red'
      WHEN 'auburn' THEN 'red'
      WHEN 'ginger' THEN 'red'
      WHEN 'copper' THEN 'red'
      WHEN 'redhead' THEN 'red'
      WHEN 'grey' THEN 'grey'
      WHEN 'gray' THEN 'grey'
      WHEN 'silver' THEN 'grey'
      WHEN 'white' THEN 'grey'
      WHEN 'salt' THEN 'grey'
      WHEN 'bald' THEN 'bald'
      WHEN 'shaved' THEN 'bald'
      WHEN 'shaven' THEN 'bald'
      ELSE 'other' END)::"hair_color_key"
END;--> statement-breakpoint
UPDATE "talent_profiles" SET "eye_color_key" = CASE
  WHEN "eye_color" IS NULL OR "eye_color" ~ '^\s*$' THEN NULL
  ELSE (CASE substring(lower("eye_color") from '(?:^|[^a-z])(blue|aqua|turquoise|green|emerald|brown|black|chocolate|hazel|amber|honey|grey|gray|silver)(?:[^a-z]|$)')
      WHEN 'blue' THEN 'blue'
      WHEN 'aqua' THEN 'blue'
      WHEN 'turquoise' THEN 'blue'
      WHEN 'green' THEN 'green'
      WHEN 'emerald' THEN 'green'
      WHEN 'brown' THEN 'brown'
      WHEN 'black' THEN 'brown'
      WHEN 'chocolate' THEN 'brown'
      WHEN 'hazel' THEN 'hazel'
      WHEN 'amber' THEN 'hazel'
      WHEN 'honey' THEN 'hazel'
      WHEN 'grey' THEN 'grey'
      WHEN 'gray' THEN 'grey'
      WHEN 'silver' THEN 'grey'
      ELSE 'other' END)::"eye_color_key"
END;

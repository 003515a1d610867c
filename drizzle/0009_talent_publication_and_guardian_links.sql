CREATE TABLE "guardian_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"guardian_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_ip" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "new_face_position" integer;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_token_hash_unique" ON "guardian_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_links_profile_idx" ON "guardian_links" USING btree ("talent_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_profiles_published_at_idx" ON "talent_profiles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "talent_profiles_new_face_position_idx" ON "talent_profiles" USING btree ("new_face_position");
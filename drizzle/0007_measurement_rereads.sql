CREATE TABLE "measurement_rereads" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"cm_before" integer,
	"cm_after" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measurement_rereads" ADD CONSTRAINT "measurement_rereads_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_rereads_talent_profile_id_idx" ON "measurement_rereads" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "measurement_rereads_created_at_idx" ON "measurement_rereads" USING btree ("created_at");
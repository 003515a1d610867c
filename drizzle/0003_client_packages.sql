CREATE TABLE "package_talents" (
	"package_id" integer NOT NULL,
	"talent_profile_id" integer NOT NULL,
	"position" integer NOT NULL,
	"note" text,
	"media_ids" integer[],
	"open_count" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"selected_at" timestamp with time zone,
	CONSTRAINT "package_talents_package_id_talent_profile_id_pk" PRIMARY KEY("package_id","talent_profile_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_enc" text,
	"title" text NOT NULL,
	"client_name" text NOT NULL,
	"client_company" text,
	"client_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"selected_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "package_talents" ADD CONSTRAINT "package_talents_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_talents" ADD CONSTRAINT "package_talents_talent_profile_id_talent_profiles_id_fk" FOREIGN KEY ("talent_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_talents_talent_idx" ON "package_talents" USING btree ("talent_profile_id");--> statement-breakpoint
CREATE INDEX "package_talents_position_idx" ON "package_talents" USING btree ("package_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_token_hash_unique" ON "packages" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "packages_expires_at_idx" ON "packages" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "packages_created_by_idx" ON "packages" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id");
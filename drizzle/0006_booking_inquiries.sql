CREATE TYPE "public"."inquiry_source" AS ENUM('shortlist', 'package');--> statement-breakpoint
CREATE TABLE "booking_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" "inquiry_source" NOT NULL,
	"package_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_inquiries_package_idx" ON "booking_inquiries" USING btree ("package_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_inquiry_id_booking_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."booking_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_inquiry_idx" ON "bookings" USING btree ("inquiry_id");--> statement-breakpoint
-- Package selections made before this migration become requests too: a selection's bookings were inserted by one
-- statement, so they share their package and their creation time.
INSERT INTO "booking_inquiries" ("source", "package_id", "created_at")
  SELECT DISTINCT 'package'::"inquiry_source", "package_id", "created_at" FROM "bookings" WHERE "package_id" IS NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "inquiry_id" = i."id" FROM "booking_inquiries" i
  WHERE "bookings"."package_id" = i."package_id" AND "bookings"."created_at" = i."created_at";

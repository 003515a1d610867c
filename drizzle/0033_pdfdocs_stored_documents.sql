CREATE TABLE "stored_documents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_documents_sha256_hex" CHECK ("stored_documents"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "stored_documents_length" CHECK ("stored_documents"."byte_length" = octet_length("stored_documents"."bytes"))
);
--> statement-breakpoint
-- Frozen documents never change and are never deleted: UPDATE, DELETE and TRUNCATE are refused (a sent
-- confirmation's or an issued invoice's bytes are evidence; the rows pointing at them are kept under legal hold).
CREATE OR REPLACE FUNCTION "stored_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stored_documents are frozen: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stored_documents_immutable" BEFORE UPDATE OR DELETE ON "stored_documents" FOR EACH ROW EXECUTE FUNCTION "stored_documents_immutable"();--> statement-breakpoint
CREATE TRIGGER "stored_documents_no_truncate" BEFORE TRUNCATE ON "stored_documents" FOR EACH STATEMENT EXECUTE FUNCTION "stored_documents_immutable"();

-- Issue 40: the evidence of a confirmation is held by the database, not only by the services.
-- 1. Once set, a confirmation's snapshot and its hash, its frozen PDF (path and hash), its acceptance evidence and
--    its certificate (path and hash) never change. Any other column (status, viewed_at, superseded_by_id...) may.
CREATE OR REPLACE FUNCTION "confirmations_evidence_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."snapshot" IS DISTINCT FROM OLD."snapshot" OR NEW."snapshot_sha256" IS DISTINCT FROM OLD."snapshot_sha256" THEN
    RAISE EXCEPTION 'confirmations: the snapshot of confirmation % is frozen', OLD."id" USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (OLD."pdf_sha256" IS NOT NULL AND NEW."pdf_sha256" IS DISTINCT FROM OLD."pdf_sha256")
     OR (OLD."pdf_path" IS NOT NULL AND NEW."pdf_path" IS DISTINCT FROM OLD."pdf_path") THEN
    RAISE EXCEPTION 'confirmations: the PDF of confirmation % is frozen', OLD."id" USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (OLD."accepted_at" IS NOT NULL AND NEW."accepted_at" IS DISTINCT FROM OLD."accepted_at")
     OR (OLD."accepted_name" IS NOT NULL AND NEW."accepted_name" IS DISTINCT FROM OLD."accepted_name")
     OR (OLD."accepted_title" IS NOT NULL AND NEW."accepted_title" IS DISTINCT FROM OLD."accepted_title")
     OR (OLD."accepted_ip" IS NOT NULL AND NEW."accepted_ip" IS DISTINCT FROM OLD."accepted_ip")
     OR (OLD."accepted_user_agent" IS NOT NULL AND NEW."accepted_user_agent" IS DISTINCT FROM OLD."accepted_user_agent")
     OR (OLD."consent_sha256" IS NOT NULL AND NEW."consent_sha256" IS DISTINCT FROM OLD."consent_sha256")
     -- Once accepted, no acceptance field may be filled in afterwards either (the evidence is written once, whole).
     OR (OLD."accepted_at" IS NOT NULL AND (
          NEW."accepted_name" IS DISTINCT FROM OLD."accepted_name" OR NEW."accepted_title" IS DISTINCT FROM OLD."accepted_title"
          OR NEW."accepted_ip" IS DISTINCT FROM OLD."accepted_ip" OR NEW."accepted_user_agent" IS DISTINCT FROM OLD."accepted_user_agent"
          OR NEW."consent_sha256" IS DISTINCT FROM OLD."consent_sha256")) THEN
    RAISE EXCEPTION 'confirmations: the acceptance of confirmation % is frozen', OLD."id" USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (OLD."certificate_pdf_sha256" IS NOT NULL AND NEW."certificate_pdf_sha256" IS DISTINCT FROM OLD."certificate_pdf_sha256")
     OR (OLD."certificate_pdf_path" IS NOT NULL AND NEW."certificate_pdf_path" IS DISTINCT FROM OLD."certificate_pdf_path") THEN
    RAISE EXCEPTION 'confirmations: the certificate of confirmation % is frozen', OLD."id" USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "confirmations_evidence_frozen" BEFORE UPDATE ON "confirmations" FOR EACH ROW EXECUTE FUNCTION "confirmations_evidence_frozen"();--> statement-breakpoint
-- 2. A confirmation's events are append-only: UPDATE and DELETE are refused. The one exception is the foreign key's
--    own ON DELETE SET NULL when a staff account is deleted: an update that only clears `actor_user_id`.
CREATE OR REPLACE FUNCTION "confirmation_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."actor_user_id" IS NULL AND OLD."actor_user_id" IS NOT NULL
     AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'confirmation_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "confirmation_events_append_only" BEFORE UPDATE OR DELETE ON "confirmation_events" FOR EACH ROW EXECUTE FUNCTION "confirmation_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "confirmation_events_no_truncate" BEFORE TRUNCATE ON "confirmation_events" FOR EACH STATEMENT EXECUTE FUNCTION "confirmation_events_append_only"();

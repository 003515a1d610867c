-- Issue 41: issued money documents never change; the database holds it, whatever the code does.
-- An invoice (or credit note) that has left draft refuses every change but its status, paid and balance (and the
-- foreign keys' own ON DELETE SET NULL of the people who created and issued it), never returns to draft, and is never
-- deleted. Its lines refuse insert, update and delete (but the SET NULL of a deleted fee, expense or talent link).
-- Payments are never edited or deleted.
CREATE OR REPLACE FUNCTION "invoices_frozen_once_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."status" <> 'draft' THEN
      RAISE EXCEPTION 'invoice % is issued: it cannot be deleted (issue a credit note)', OLD."id" USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD."status" <> 'draft' THEN
    IF NEW."status" = 'draft'
      OR (to_jsonb(NEW) - 'status' - 'paid_minor' - 'balance_minor' - 'created_by' - 'issued_by')
         IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'paid_minor' - 'balance_minor' - 'created_by' - 'issued_by')
      OR (NEW."created_by" IS DISTINCT FROM OLD."created_by" AND NEW."created_by" IS NOT NULL)
      OR (NEW."issued_by" IS DISTINCT FROM OLD."issued_by" AND NEW."issued_by" IS NOT NULL) THEN
      RAISE EXCEPTION 'invoice % is issued: only its status, paid and balance change', OLD."id" USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_frozen_once_issued" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_frozen_once_issued"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_lines_frozen_once_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_status text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT "status"::text INTO parent_status FROM "invoices" WHERE "id" = NEW."invoice_id";
  ELSE
    -- A line deleted by its draft's delete (the cascade) finds no parent row any more.
    SELECT "status"::text INTO parent_status FROM "invoices" WHERE "id" = OLD."invoice_id";
  END IF;
  IF parent_status IS NULL OR parent_status = 'draft' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(NEW) - 'talent_profile_id' - 'job_fee_id' - 'job_expense_id')
        = (to_jsonb(OLD) - 'talent_profile_id' - 'job_fee_id' - 'job_expense_id')
    AND (NEW."talent_profile_id" IS NOT DISTINCT FROM OLD."talent_profile_id" OR NEW."talent_profile_id" IS NULL)
    AND (NEW."job_fee_id" IS NOT DISTINCT FROM OLD."job_fee_id" OR NEW."job_fee_id" IS NULL)
    AND (NEW."job_expense_id" IS NOT DISTINCT FROM OLD."job_expense_id" OR NEW."job_expense_id" IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the lines of an issued invoice never change: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_lines_frozen_once_issued" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoice_lines_frozen_once_issued"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice_payments is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_payments_append_only" BEFORE UPDATE OR DELETE ON "invoice_payments" FOR EACH ROW EXECUTE FUNCTION "invoice_payments_append_only"();

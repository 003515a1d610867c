-- Issue 41: the statements' ledger holds by the database. An entry, once written, keeps its amount, kind, party,
-- currency and links; only `status` (forward: on_hold -> payable -> paid), `payout_id` (set once, when paid) and
-- `due_on` (while not yet paid) move. No entry is ever deleted, and a payout (a remittance) never changes or goes.
CREATE OR REPLACE FUNCTION "ledger_entries_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rank_old int;
  rank_new int;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger_entries are never deleted (write a reversal)' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id
    OR NEW.party_kind IS DISTINCT FROM OLD.party_kind
    OR NEW.talent_profile_id IS DISTINCT FROM OLD.talent_profile_id
    OR NEW.company_id IS DISTINCT FROM OLD.company_id
    OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.amount_minor IS DISTINCT FROM OLD.amount_minor
    OR NEW.currency IS DISTINCT FROM OLD.currency
    OR NEW.job_id IS DISTINCT FROM OLD.job_id
    OR NEW.invoice_id IS DISTINCT FROM OLD.invoice_id
    OR NEW.invoice_line_id IS DISTINCT FROM OLD.invoice_line_id
    OR NEW.description IS DISTINCT FROM OLD.description
    OR NEW.created_by IS DISTINCT FROM OLD.created_by
    OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'a ledger entry changes only its status, payout and due date' USING ERRCODE = 'restrict_violation';
  END IF;
  rank_old := CASE OLD.status WHEN 'on_hold' THEN 0 WHEN 'payable' THEN 1 ELSE 2 END;
  rank_new := CASE NEW.status WHEN 'on_hold' THEN 0 WHEN 'payable' THEN 1 ELSE 2 END;
  IF rank_new < rank_old THEN
    RAISE EXCEPTION 'a ledger entry''s status only moves forward (on_hold, payable, paid)' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.payout_id IS NOT NULL AND NEW.payout_id IS DISTINCT FROM OLD.payout_id THEN
    RAISE EXCEPTION 'a ledger entry''s payout never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.payout_id IS NOT NULL AND NEW.status <> 'paid' THEN
    RAISE EXCEPTION 'only a paid ledger entry names a payout' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'paid' AND NEW.due_on IS DISTINCT FROM OLD.due_on THEN
    RAISE EXCEPTION 'a paid ledger entry keeps its due date' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_guard" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_guard"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payouts_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payouts never change: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payouts_frozen" BEFORE UPDATE OR DELETE ON "payouts" FOR EACH ROW EXECUTE FUNCTION "payouts_frozen"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "payouts_frozen"();--> statement-breakpoint
CREATE TRIGGER "payouts_no_truncate" BEFORE TRUNCATE ON "payouts" FOR EACH STATEMENT EXECUTE FUNCTION "payouts_frozen"();

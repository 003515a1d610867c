ALTER TABLE "bookings" ADD COLUMN "job_line_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_job_line_id_job_lines_id_fk" FOREIGN KEY ("job_line_id") REFERENCES "public"."job_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_job_line_idx" ON "bookings" USING btree ("job_line_id");--> statement-breakpoint
-- Issue 36, item 2: every confirmed or completed booking request without a job becomes a job with a line on its date,
-- so the board, schedules, feeds and the package picker see it. The time: the request's event time and hours
-- ("19:30", "Evening (4 hours)") in the agency's time zone, else all day (or "2 days") there. A request overlapping a
-- line of the same talent that is already confirmed becomes an option (no expiry) with a note on its job and line, and
-- an activity entry, for staff to settle. Also called by the demo seed after it writes its requests.
CREATE OR REPLACE FUNCTION booking_requests_to_lines() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  b record;
  tz text;
  new_job integer;
  new_line integer;
  starts timestamptz;
  ends timestamptz;
  hours integer;
  days integer;
  clash boolean;
  moved integer := 0;
BEGIN
  SELECT nullif(value->>'timeZone', '') INTO tz FROM settings WHERE key = 'agency';
  tz := coalesce(tz, 'America/New_York');
  FOR b IN SELECT * FROM bookings WHERE status IN ('confirmed', 'completed') AND job_id IS NULL ORDER BY created_at, id LOOP
    INSERT INTO jobs (title, status, client_name, client_company, client_email, client_phone, notes, created_at, updated_at)
    VALUES (
      (CASE b.project_type WHEN 'runway' THEN 'Fashion Show' WHEN 'commercial' THEN 'Commercial Photography'
        WHEN 'photoshoot' THEN 'Editorial Photoshoot' WHEN 'campaign' THEN 'Brand Campaign' WHEN 'event' THEN 'Event Modeling'
        ELSE 'Other' END) || ' for ' || coalesce(b.company_name, b.client_name),
      (CASE WHEN b.status = 'completed' THEN 'completed' ELSE 'active' END)::job_status,
      b.client_name, b.company_name, b.client_email, nullif(b.client_phone, ''), b.project_description, b.created_at, now())
    RETURNING id INTO new_job;
    new_line := NULL;
    IF b.project_date IS NOT NULL THEN
      days := substring(lower(coalesce(b.duration, '')) from '(\d+)\s*days?')::integer;
      hours := substring(lower(coalesce(b.duration, '')) from '(\d+)\s*hours?')::integer;
      IF days IS NULL AND hours BETWEEN 1 AND 24 AND coalesce(b.event_time, '') ~ '^([01]?\d|2[0-3]):[0-5]\d$' THEN
        starts := (b.project_date::text || ' ' || b.event_time)::timestamp AT TIME ZONE tz;
        ends := starts + make_interval(hours => hours);
      ELSE
        days := least(greatest(coalesce(days, 1), 1), 60);
        starts := b.project_date::timestamp AT TIME ZONE tz;
        ends := (b.project_date + days)::timestamp AT TIME ZONE tz;
      END IF;
      SELECT exists(
        SELECT 1 FROM job_lines l
        WHERE l.talent_profile_id = b.talent_profile_id AND l.state = 'confirmed' AND l.starts_at < ends AND l.ends_at > starts
      ) INTO clash;
      INSERT INTO job_lines (job_id, talent_profile_id, kind, state, starts_at, ends_at, placed_at, notes, created_at, updated_at)
      VALUES (new_job, b.talent_profile_id, 'job', (CASE WHEN clash THEN 'option' ELSE 'confirmed' END)::line_state, starts, ends,
        b.created_at, CASE WHEN clash THEN 'Moved from a confirmed booking request that overlaps another confirmed line of this talent: settle it.' END,
        b.created_at, now())
      RETURNING id INTO new_line;
      IF clash THEN
        UPDATE jobs SET notes = 'Needs review: this request was confirmed while its talent was already confirmed elsewhere at that time, so its line is an option.' || coalesce(E'\n\n' || notes, '')
        WHERE id = new_job;
        INSERT INTO activity_log (actor_id, actor_name, section, action, subject_type, subject_id)
        VALUES (NULL, 'System', 'bookings', 'Moved booking #' || b.id || ' to an option on line #' || new_line || ': it overlaps a confirmed line (needs review)', 'job_line', new_line);
      END IF;
    END IF;
    UPDATE bookings SET job_id = new_job, job_line_id = new_line WHERE id = b.id;
    moved := moved + 1;
  END LOOP;
  RETURN moved;
END
$$;
--> statement-breakpoint
SELECT booking_requests_to_lines();
--> statement-breakpoint
-- Requests converted before this migration: their line is the job's line of the same talent (the first, if several).
UPDATE bookings b SET job_line_id = (
  SELECT min(l.id) FROM job_lines l WHERE l.job_id = b.job_id AND l.talent_profile_id = b.talent_profile_id
) WHERE b.job_id IS NOT NULL AND b.job_line_id IS NULL;

-- Two confirmed lines of one talent never overlap, whatever the race: a GiST exclusion over two ranges. The talent is a
-- one-value int4range so no btree_gist extension is needed (the same statement works on PostgreSQL 15 and PGlite).
-- A violation is SQLSTATE 23P01, which the API answers with a 409 (db/unique-violation.ts).
ALTER TABLE "job_lines" ADD CONSTRAINT "job_lines_no_double_confirm" EXCLUDE USING gist (
  int4range("talent_profile_id", "talent_profile_id", '[]') WITH &&,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("state" = 'confirmed');

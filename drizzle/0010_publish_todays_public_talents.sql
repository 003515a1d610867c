-- Approval no longer publishes (issue 26): every talent approved before this change was public, or hidden by staff
-- after being public, so they start published; applicants (pending, declined) and suspended accounts do not.
UPDATE "talent_profiles" AS tp
SET "published_at" = now()
FROM "users" AS u
WHERE u."id" = tp."user_id" AND u."role" = 'talent' AND u."status" IN ('active', 'hidden') AND tp."published_at" IS NULL;
--> statement-breakpoint
-- Until now "guardian consent" was a box the minor ticked at registration, not the guardian's own confirmation:
-- no stored time is one, so every minor awaits their guardian (staff send the link from the talent's page).
UPDATE "talent_profiles" SET "guardian_consent_at" = NULL WHERE "guardian_consent_at" IS NOT NULL;
--> statement-breakpoint
-- New Faces become the staff's choice: the board starts as it looked (the ten newest public talents), minus minors.
UPDATE "talent_profiles" AS tp
SET "new_face_position" = board.position
FROM (
  SELECT p."id", row_number() OVER (ORDER BY p."created_at" DESC, p."id" DESC) AS position
  FROM "talent_profiles" AS p
  JOIN "users" AS u ON u."id" = p."user_id"
  WHERE u."role" = 'talent' AND u."status" = 'active' AND p."published_at" IS NOT NULL
    AND (p."dob" IS NULL OR p."dob" <= current_date - interval '18 years')
  ORDER BY p."created_at" DESC, p."id" DESC
  LIMIT 10
) AS board
WHERE tp."id" = board."id";

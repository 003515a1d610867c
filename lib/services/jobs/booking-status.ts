import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { bookings, jobLines, jobs } from "@/db/schema";
import type { BookingStatus } from "@/lib/domain/booking";
import { liveAt, rankAt } from "./job-line-state";

/*
 * A booking request's status in the old API's four words, derived from the job line that holds its time (issue 36,
 * item 1): an option reads "pending", a confirmed line "confirmed" (or "completed" once its job, or the request, is
 * completed), a line that left (released, expired, cancelled) "cancelled". A request converted without a line reads
 * its job's end (cancelled, completed) or its own stored status; one not converted, its stored status. One SQL
 * expression over `bookings`, so the list, its filter and its counts read the same.
 */

const line = sql.identifier("request_line");
const job = sql.identifier("request_job");
const col = (table: SQLWrapper, name: string) => sql`${table}.${sql.identifier(name)}`;

/** SQL: the derived status of the `bookings` row in scope. */
export function requestStatusAt(now: Date): SQL<BookingStatus> {
  const l = { state: col(line, "state"), optionExpiresAt: col(line, "option_expires_at"), challengeDeadline: col(line, "challenge_deadline") };
  return sql<BookingStatus>`coalesce(
    (select case
        when ${l.state} = 'confirmed' then case when ${bookings.status} = 'completed' or ${col(job, "status")} = 'completed' then 'completed' else 'confirmed' end
        when ${liveAt(l, now)} then 'pending'
        else 'cancelled' end
      from ${jobLines} as ${line} inner join ${jobs} as ${job} on ${col(job, "id")} = ${col(line, "job_id")}
      where ${col(line, "id")} = ${bookings.jobLineId}),
    (select case ${col(job, "status")} when 'cancelled' then 'cancelled' when 'completed' then 'completed' end
      from ${jobs} as ${job} where ${col(job, "id")} = ${bookings.jobId}),
    ${bookings.status}::text)`;
}

/** The line of each request as the Bookings screen reads it: its state and rank at `now`. */
export const requestLineColumns = (now: Date) => ({
  lineId: jobLines.id,
  lineState: jobLines.state,
  lineRank: rankAt(jobLines, now),
  lineOptionExpiresAt: jobLines.optionExpiresAt,
  lineChallengeDeadline: jobLines.challengeDeadline,
});

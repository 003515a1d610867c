import type { JobStatus, LineKind, LineState } from "@/lib/domain/jobs";

/**
 * The job screens' view of the jobs API (issue 28). TEMPORARY seam: the response types come from the jobs branch
 * (lib/api/responses/jobs.ts) once it exists; until then the contract's shapes.
 */

/** A day the talent blocked that the line touches. */
export interface LineConflict {
  kind: "blocked_day";
  id: number;
  block_kind: "out_of_town" | "unavailable" | "holiday";
  starts_on: string;
  ends_on: string;
  note: string | null;
}

export interface JobLineJson {
  id: number;
  job_id: number;
  talent_profile_id: number;
  stage_name: string;
  kind: LineKind;
  state: LineState;
  rank: number | null;
  starts_at: string;
  ends_at: string;
  placed_at: string;
  option_expires_at: string | null;
  challenge_deadline: string | null;
  fee: number | null;
  currency: string | null;
  notes: string | null;
  conflicts: LineConflict[];
}

export interface JobJson {
  id: number;
  reference: string;
  title: string;
  status: JobStatus;
  client_name: string;
  client_company: string | null;
  client_email: string | null;
  client_phone: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  lines: JobLineJson[];
}

/** `GET /admin/jobs`: a page of jobs, each with its lines. */
export interface JobsPage {
  jobs: JobJson[];
  total: number;
  page: number;
  limit: number;
  last_page: number;
}

/** `GET /admin/calendar`: the roster (or the talents asked for), their lines touching the days, their blocked days. */
export interface CalendarJson {
  from: string;
  to: string;
  talents: { id: number; stage_name: string }[];
  lines: {
    id: number;
    job_id: number;
    job_reference: string;
    job_title: string;
    client: string;
    talent_profile_id: number;
    kind: LineKind;
    state: LineState;
    rank: number | null;
    starts_at: string;
    ends_at: string;
    option_expires_at: string | null;
    challenge_deadline: string | null;
  }[];
  blocks: { id: number; talent_profile_id: number; starts_on: string; ends_on: string; kind: LineConflict["block_kind"] }[];
}

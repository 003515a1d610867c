import type { JobStatus, LineKind, LineState } from "@/lib/domain/jobs";

/**
 * The job screens' view of the jobs API (issue 28). TEMPORARY seam: the response types come from the jobs branch
 * (lib/api/responses/jobs.ts) once it exists; until then the contract's shapes.
 */

export interface LineConflict {
  kind: string;
  [detail: string]: unknown;
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
  lines: JobLineJson[];
}

/** A job in the list: the job without its lines' details, as `GET /admin/jobs` pages it. */
export type JobListItem = Omit<JobJson, "lines"> & { lines?: JobLineJson[] };

export interface JobsPage {
  data: JobListItem[];
  total: number;
  page: number;
  limit: number;
  last_page: number;
}

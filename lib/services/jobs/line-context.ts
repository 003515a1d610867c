import type { Job, JobLine } from "@/db/schema";

/** A line with what its effects need: its job and its talent (read by job-line-effects.ts, mailed by job-line-mails.ts). */
export interface LineContext {
  line: JobLine;
  job: Job;
  talentUserId: number;
  stageName: string;
  /** The job's clock (its own zone, else the agency's): every time the effects write reads in it. */
  timeZone: string;
}

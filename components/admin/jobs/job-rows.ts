import { dayInZone } from "@/lib/domain/zoned-time";
import type { JobJson } from "./types";

/** The talents a job's lines name, each once, in the order of their first line. */
export function jobTalentNames(job: Pick<JobJson, "lines">): string[] {
  return [...new Set((job.lines ?? []).map((l) => l.stage_name))];
}

/** When a job's work starts: the day (YYYY-MM-DD, in the job's zone) of its earliest line, or null with none. */
export function jobFirstDay(job: Pick<JobJson, "lines" | "time_zone">): string | null {
  const starts = (job.lines ?? []).map((l) => l.starts_at).sort();
  return starts[0] ? dayInZone(new Date(starts[0]), job.time_zone) : null;
}

/** The client as one line: "Ana Ruiz, Studio Nord", or the name alone. */
export function clientLine(job: Pick<JobJson, "client_name" | "client_company">): string {
  return job.client_company ? `${job.client_name}, ${job.client_company}` : job.client_name;
}

/** A job's lines by talent, the talents in the order of their first line (the API orders lines by talent, then time). */
export function linesByTalent<L extends { talent_profile_id: number; stage_name: string }>(lines: readonly L[]) {
  const groups = new Map<number, { talentId: number; stageName: string; lines: L[] }>();
  for (const line of lines) {
    const group = groups.get(line.talent_profile_id) ?? { talentId: line.talent_profile_id, stageName: line.stage_name, lines: [] };
    group.lines.push(line);
    groups.set(line.talent_profile_id, group);
  }
  return [...groups.values()];
}

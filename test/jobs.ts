import { eq } from "drizzle-orm";
import { POST as addLine } from "@/app/api/v1/admin/jobs/[id]/lines/route";
import { POST as createJobRoute } from "@/app/api/v1/admin/jobs/route";
import { POST as confirm } from "@/app/api/v1/admin/job-lines/[id]/confirm/route";
import { POST as release } from "@/app/api/v1/admin/job-lines/[id]/release/route";
import { POST as challenge } from "@/app/api/v1/admin/job-lines/[id]/challenge/route";
import type { Db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { call } from "./http";

/*
 * Calls of the jobs routes shared by the jobs test files (test/api/jobs-*.test.ts), each as staff with `bearer`.
 */

/** An instant on a fixed far day of 2031 ("2031-03-<day>T<hour>:00Z"), so no test depends on today. */
export const at = (day: number, hour = 9) => `2031-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00Z`;

export async function newJob(bearer: string, client: { name?: string; email?: string | null; company?: string } = {}) {
  const res = await call(createJobRoute, "/api/v1/admin/jobs", {
    bearer,
    body: { title: "Spring campaign", client_name: client.name ?? "Maison Ciel", client_email: client.email === undefined ? "claire@maison-ciel.test" : client.email, client_company: client.company ?? null, status: "active" },
  });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.job as { id: number; reference: string };
}

export const place = (bearer: string, jobId: number, body: Record<string, unknown>) =>
  call(addLine, `/api/v1/admin/jobs/${jobId}/lines`, { bearer, params: { id: String(jobId) }, body: { kind: "job", ...body } });

export const confirmLine = (bearer: string, id: number, body: Record<string, unknown> = {}) =>
  call(confirm, `/api/v1/admin/job-lines/${id}/confirm`, { bearer, params: { id: String(id) }, body });
export const releaseLine = (bearer: string, id: number) => call(release, `/api/v1/admin/job-lines/${id}/release`, { method: "POST", bearer, params: { id: String(id) } });
export const challengeLine = (bearer: string, id: number) => call(challenge, `/api/v1/admin/job-lines/${id}/challenge`, { method: "POST", bearer, params: { id: String(id) } });

/** The templates of the mails sent to `to`, oldest first. */
export async function mailsTo(db: Db, to: string): Promise<string[]> {
  const rows = await db.select({ template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
  return rows.map((r) => r.template);
}

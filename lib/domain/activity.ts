/**
 * The kinds of record an activity entry can be about (`activity_log.subject_type`), with their labels: the
 * activity page's filter, the entries' wording and the API's validation all read this one list.
 */
export const activitySubjectTypes = ["talent", "booking", "job", "job_line", "package", "blog_post", "blog_category", "notification", "setting", "user", "invoice", "payout"] as const;
export type ActivitySubjectType = (typeof activitySubjectTypes)[number];

export const activitySubjectLabels: Record<ActivitySubjectType, string> = {
  talent: "Talent",
  booking: "Booking",
  job: "Job",
  job_line: "Job line",
  package: "Client package",
  blog_post: "Blog post",
  blog_category: "Blog category",
  notification: "Notification",
  setting: "Setting",
  user: "Sub-admin",
  invoice: "Invoice",
  payout: "Payout",
};

export const isActivitySubjectType = (value: string): value is ActivitySubjectType => (activitySubjectTypes as readonly string[]).includes(value);

/** How many entries a record's History panel shows before linking to the full, filtered list. */
export const RECORD_HISTORY_LIMIT = 10;

/** The activity page's address for the given filters (empty ones left out). */
export function activityHref(filters: { actor?: number | null; subject_type?: string | null; subject_id?: number | null; from?: string | null; to?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value != null && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  const query = params.toString();
  return query ? `/admin/activity?${query}` : "/admin/activity";
}

/** Calendar days as YYYY-MM-DD (UTC), for due dates and statement periods. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** `day` + `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

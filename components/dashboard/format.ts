/** A measurement as shown: its text, or a dash when empty. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === "" ? "—" : String(value);

const followersFormat = new Intl.NumberFormat("en-US");
export const formatFollowers = (n: number): string => followersFormat.format(n);

/** "Mar 4, 2026, 2:05 PM UTC" (lib/domain/dates.ts). */
export { formatDateTime } from "@/lib/domain/dates";

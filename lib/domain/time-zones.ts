/**
 * The time zones a booker picks from (a job's clock, the agency's): the common ones first, then every IANA name the
 * runtime knows, searchable. Browser-safe.
 */
export const COMMON_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Toronto",
  "America/Mexico_City",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Madrid",
  "Europe/Rome",
  "Europe/Stockholm",
  "Africa/Lagos",
  "Africa/Johannesburg",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Shanghai",
  "Asia/Seoul",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
] as const;

/** Every zone to offer: the common ones, then the rest of the runtime's list in alphabetical order. */
export function allTimeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const common = new Set<string>(COMMON_TIME_ZONES);
  return [...COMMON_TIME_ZONES, ...known.filter((zone) => !common.has(zone))];
}

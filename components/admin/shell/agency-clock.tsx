"use client";

import { createContext, useContext } from "react";
import { DEFAULT_AGENCY_TIME_ZONE, formatShortMomentInZone } from "@/lib/domain/zoned-time";

/**
 * The agency's clock in the back office (issue 36): the panel's layout reads the `agency` setting's zone on the server
 * and hands it down, so every moment a screen shows (history, expiries, deadlines) reads in the agency's zone, the
 * same text on the server and in the browser (the zone comes from data, never from the browser).
 */
const AgencyClock = createContext<string>(DEFAULT_AGENCY_TIME_ZONE);

export function AgencyClockProvider({ timeZone, children }: { timeZone: string; children: React.ReactNode }) {
  return <AgencyClock.Provider value={timeZone}>{children}</AgencyClock.Provider>;
}

/** The agency's time zone (IANA). */
export const useAgencyTimeZone = (): string => useContext(AgencyClock);

/** "Dec 11, 2026, 7:00 PM EST": a moment in the agency's zone, in a `<time>` element. */
export function AgencyTime({ value, prefix, className }: { value: string | Date; prefix?: string; className?: string }) {
  const timeZone = useAgencyTimeZone();
  const at = new Date(value);
  return (
    <time dateTime={at.toISOString()} className={className}>
      {prefix}
      {formatShortMomentInZone(at, timeZone)}
    </time>
  );
}

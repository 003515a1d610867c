"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/domain/dates";
import { formatDate, timeAgo } from "./format";

const MINUTE_MS = 60_000;

// The current minute, as a number (a stable snapshot between ticks); the clock ticks once a minute.
const subscribe = (onTick: () => void) => {
  const id = window.setInterval(onTick, MINUTE_MS);
  return () => window.clearInterval(id);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
// The server and the hydrating browser agree on no clock at all: both render the date, then the browser switches to
// "3 hours ago" once hydrated (a relative time read at two moments would differ and break hydration, issue 30).
const noClock = () => null;

/**
 * "3 hours ago" in a client component: the date (UTC) on the server and during hydration, the relative time from
 * then on, kept current each minute. The exact moment is in `dateTime` and the tooltip.
 */
export function TimeAgo({ value, className }: { value: string; className?: string }) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noClock);
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {minute === null ? formatDate(value) : timeAgo(value, new Date(minute * MINUTE_MS))}
    </time>
  );
}

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
 * "3 hours ago" in a client component, kept current each minute. On the server and during hydration it is read
 * against `renderedAt` (the server's moment, handed down as a prop, so both sides agree), or without one it is the
 * date (UTC). The exact moment is in `dateTime` and the tooltip.
 */
export function TimeAgo({ value, renderedAt, className }: { value: string; renderedAt?: string; className?: string }) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noClock);
  const text =
    minute !== null ? timeAgo(value, new Date(minute * MINUTE_MS)) : renderedAt ? timeAgo(value, new Date(renderedAt)) : formatDate(value);
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {text}
    </time>
  );
}

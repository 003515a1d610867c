import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { getOwnCalendarLink } from "./calendar-feed";
import { getOwnSchedule } from "./schedule";

/** `GET /schedule`: the talent's lines and whether they have a calendar link (the address itself is shown once). */
export async function getOwnScheduleView(viewer: Viewer | null) {
  const [lines, calendar_link] = await Promise.all([getOwnSchedule(viewer), getOwnCalendarLink(viewer)]);
  return { lines, calendar_link };
}

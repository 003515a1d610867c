import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { getOwnCalendarLink } from "./calendar-feed";
import { getAgencySettings, getOptionSettings } from "@/lib/services/settings";
import { getOwnSchedule } from "./schedule";

/**
 * `GET /schedule`: the talent's lines, whether they have a calendar link (the address itself is shown once), whether
 * the feed lists options too (the options setting), and the agency's clock for the moments the page shows.
 */
export async function getOwnScheduleView(viewer: Viewer | null) {
  const [lines, calendar_link, options, agency] = await Promise.all([getOwnSchedule(viewer), getOwnCalendarLink(viewer), getOptionSettings(), getAgencySettings()]);
  return { lines, calendar_link, calendar_shows_options: options.optionsInCalendarFeed, time_zone: agency.timeZone };
}

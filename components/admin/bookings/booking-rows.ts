import type { AdminBookingJson } from "../shell/types";

/**
 * The list's rows: a request for several talents (a shortlist inquiry, a package selection) is one row, shown where
 * its first booking on the page is, so the agency reads one request with its talents, not one line per talent.
 */
export function oneRowPerInquiry(bookings: AdminBookingJson[]): AdminBookingJson[] {
  const seen = new Set<number>();
  return bookings.filter((b) => {
    if (!b.inquiry) return true;
    if (seen.has(b.inquiry.id)) return false;
    seen.add(b.inquiry.id);
    return true;
  });
}

/** Where a request came from, for the list and the detail: "Shortlist", `Package “Spring”`, or null (the booking form). */
export function bookingSource(b: AdminBookingJson): string | null {
  return b.inquiry?.source_label ?? (b.package ? `Package “${b.package.title}”` : null);
}

/** The talents a row stands for: every talent of its request, or its own. */
export function rowTalentNames(b: AdminBookingJson): string[] {
  return b.inquiry && b.inquiry.bookings.length > 1 ? b.inquiry.bookings.map((t) => t.stage_name) : [b.talent_profile.stage_name];
}

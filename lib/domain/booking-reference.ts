/**
 * A booking's reference: 12 hexadecimal digits of a random UUID, made by the database when the booking is stored
 * (db/schema/bookings.ts). It is shown grouped ("7F3A-9C21-B04E") on the confirmation page, in the client's receipt
 * and in the admin; people may type it with or without the dashes, in any case.
 *
 * It is also what opens the confirmation page without a session, so it must be unguessable: 48 random bits, looked
 * up only by an exact match, make a stranger's guess about one in 2^48 / (number of bookings).
 */
export const BOOKING_REFERENCE_PATTERN = /^[0-9A-F]{12}$/;

/** The stored form of a typed reference ("7f3a-9c21 b04e" -> "7F3A9C21B04E"), or null when it cannot be one. */
export function normalizeBookingReference(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, "").toUpperCase();
  return BOOKING_REFERENCE_PATTERN.test(compact) ? compact : null;
}

/** "7F3A9C21B04E" -> "7F3A-9C21-B04E", for reading aloud or over the phone. */
export function formatBookingReference(reference: string): string {
  return reference.match(/.{1,4}/g)?.join("-") ?? reference;
}

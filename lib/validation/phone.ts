import { parsePhoneNumberFromString } from "libphonenumber-js";
import { DEFAULT_PHONE_COUNTRY } from "./register";

/**
 * A booking client's phone number as stored: E.164 when libphonenumber reads a possible number in it (a national
 * number is read as US, like the registration form's), otherwise its digits and leading "+" as typed, so a number
 * the forms have always accepted (an extension, a new range the metadata does not know) is never refused. Only
 * the server imports this file: the public forms check the shape with `isPhoneInput` and ship no phone metadata.
 */
export function bookingPhoneOf(value: string): string {
  const trimmed = value.trim();
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY);
  if (parsed?.isPossible()) return parsed.number;
  return trimmed.replace(/[^\d+]/g, "");
}


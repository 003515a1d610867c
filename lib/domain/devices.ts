import Bowser from "bowser";

/** The address of a request whose origin cannot be told: every such request shares this one bucket. */
export const UNKNOWN_ADDRESS = "unknown";

/** The longest User-Agent a session keeps; real ones are a few hundred characters, the rest is padding or abuse. */
export const USER_AGENT_MAX = 512;

/** What a session shows when its browser could not be told (an API client, a missing header). */
export const UNKNOWN_DEVICE = "Unknown device";

/** The User-Agent as a session stores it: trimmed, bounded, without control characters; null when empty. */
export function storedUserAgent(raw: string | null | undefined): string | null {
  const clean = (raw ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, USER_AGENT_MAX).trim();
  return clean || null;
}

/**
 * "Chrome on macOS": the browser family and the system, without versions (an update is the same device). Either half
 * alone when only one is known ("Chrome", "on Linux" reads badly, so "Linux"), `UNKNOWN_DEVICE` when neither is.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = storedUserAgent(userAgent);
  if (!ua) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name?.trim();
  const os = parsed.os.name?.trim();
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || UNKNOWN_DEVICE;
}

/** A session's kind as the list shows it: a browser session, or a token of the API login. */
export const SESSION_KINDS = ["web", "api"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

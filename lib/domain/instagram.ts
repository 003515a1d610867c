/**
 * An Instagram account as an applicant writes it: "@name", "name", or a profile link
 * ("https://www.instagram.com/name/?igsh=..."). Stored as the bare handle, shown as a link. Browser-safe.
 */

export const INSTAGRAM_MESSAGE = "Enter your Instagram handle (@name) or profile link";

// Instagram's rule: up to 30 letters, digits, periods and underscores, no leading, trailing or double period.
const HANDLE = /^(?!\.)(?!.*\.\.)[a-z0-9._]{1,30}(?<!\.)$/;
const PROFILE_LINK = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:instagram\.com|instagr\.am)\/([^/?#]+)\/?(?:[?#].*)?$/i;
// Paths of instagram.com that are pages, not accounts: a link to a post is not a profile.
const NOT_PROFILES = new Set(["p", "reel", "reels", "explore", "stories", "accounts", "tv", "direct"]);

/** The lower-cased handle, or null when the text is neither a handle nor a profile link. */
export function instagramHandleOf(text: string): string | null {
  const trimmed = text.trim();
  const link = PROFILE_LINK.exec(trimmed);
  const candidate = (link ? link[1] : trimmed.replace(/^@/, "")).toLowerCase();
  if (link && NOT_PROFILES.has(candidate)) return null;
  return HANDLE.test(candidate) ? candidate : null;
}

export const instagramUrlOf = (handle: string) => `https://www.instagram.com/${handle}/`;

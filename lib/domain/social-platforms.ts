/**
 * The social platforms, browser-safe: the one home of their values and names. Two lists: the accounts a talent
 * connects (the `social_platform` enum of `db/schema/enums.ts`), and the agency's own links in the site's footer
 * (the `social_media` setting), with the footer's icons.
 */

/** The platforms a talent connects for follower counts: the database enum's values, in its order. */
export const SOCIAL_PLATFORMS = ["instagram", "tiktok"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The platforms of the footer's links, as the admin's choice offers them (the spec's list). */
export const SITE_SOCIAL_PLATFORMS = ["instagram", "tiktok", "twitter", "facebook", "youtube", "linkedin"] as const;
export type SiteSocialPlatform = (typeof SITE_SOCIAL_PLATFORMS)[number];

/** Each platform's name, as the admin's choice offers it and the footer, the dashboard and the profile show it. */
export const siteSocialPlatformLabels: Record<SiteSocialPlatform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "Twitter",
  facebook: "Facebook",
  youtube: "YouTube",
  linkedin: "LinkedIn",
};

/** A talent's platform's name. */
export const socialPlatformLabels = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, siteSocialPlatformLabels[p]])) as Record<SocialPlatform, string>;

/**
 * Each footer platform's icon: a symbol of `public/icons/social.svg`, drawn once from lucide's icon of that name by
 * `scripts/draw-social-icons.ts` (a lucide component would write its whole SVG into every page's HTML and again into
 * its RSC payload). TikTok, which lucide does not draw, gets the outward arrow.
 */
export const socialPlatformIcons: Record<SiteSocialPlatform, SocialIcon> = {
  instagram: "instagram",
  tiktok: "arrow-up-right",
  twitter: "twitter",
  facebook: "facebook",
  youtube: "youtube",
  linkedin: "linkedin",
};

/** The sprite's symbols, by lucide's names. */
export const socialIcons = ["instagram", "facebook", "youtube", "linkedin", "twitter", "arrow-up-right"] as const;
export type SocialIcon = (typeof socialIcons)[number];

/** Where the symbols are drawn (public/). */
export const SOCIAL_SPRITE = "/icons/social.svg";

const isSiteSocialPlatform = (key: string): key is SiteSocialPlatform => Object.hasOwn(siteSocialPlatformLabels, key);

/**
 * A stored link's platform named and drawn: one the settings know by their name and icon; anything else (a row saved
 * before the list was what it is) as it is written, capitalised, with the outward arrow.
 */
export function describePlatform(platform: string): { label: string; icon: SocialIcon } {
  const key = platform.trim().toLowerCase();
  if (isSiteSocialPlatform(key)) return { label: siteSocialPlatformLabels[key], icon: socialPlatformIcons[key] };
  return { label: platform.charAt(0).toUpperCase() + platform.slice(1), icon: "arrow-up-right" };
}

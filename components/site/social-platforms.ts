import { socialPlatformLabels, type SocialPlatform } from "@/lib/validation/settings";

/**
 * Each social platform's icon in the footer: a symbol of `public/icons/social.svg`, drawn once from lucide's icon of
 * that name by `scripts/draw-social-icons.ts` (a lucide component would write its whole SVG into every page's HTML
 * and again into its RSC payload). TikTok, which lucide does not draw, gets the outward arrow. The platforms and their
 * names are the settings' (`lib/validation/settings.ts`).
 */
export const socialPlatformIcons: Record<SocialPlatform, SocialIcon> = {
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

const isSocialPlatform = (key: string): key is SocialPlatform => Object.hasOwn(socialPlatformLabels, key);

/**
 * A stored link's platform named and drawn: one the settings know by their name and icon; anything else (a row saved
 * before the list was what it is) as it is written, capitalised, with the outward arrow.
 */
export function describePlatform(platform: string): { label: string; icon: SocialIcon } {
  const key = platform.trim().toLowerCase();
  if (isSocialPlatform(key)) return { label: socialPlatformLabels[key], icon: socialPlatformIcons[key] };
  return { label: platform.charAt(0).toUpperCase() + platform.slice(1), icon: "arrow-up-right" };
}

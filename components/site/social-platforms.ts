/**
 * The social platforms the footer names, each with its icon: a symbol of `public/icons/social.svg`, drawn once from
 * lucide's icon of that name by `scripts/draw-social-icons.ts` (a lucide component would write its whole SVG into
 * every page's HTML and again into its RSC payload). TikTok and unknown platforms get the outward arrow.
 */
export const footerPlatforms: Record<string, { label: string; icon: SocialIcon }> = {
  instagram: { label: "Instagram", icon: "instagram" },
  facebook: { label: "Facebook", icon: "facebook" },
  youtube: { label: "YouTube", icon: "youtube" },
  linkedin: { label: "LinkedIn", icon: "linkedin" },
  twitter: { label: "X (Twitter)", icon: "twitter" },
  x: { label: "X", icon: "twitter" },
  tiktok: { label: "TikTok", icon: "arrow-up-right" },
};

/** The sprite's symbols, by lucide's names. */
export const socialIcons = ["instagram", "facebook", "youtube", "linkedin", "twitter", "arrow-up-right"] as const;
export type SocialIcon = (typeof socialIcons)[number];

/** Where the symbols are drawn (public/). */
export const SOCIAL_SPRITE = "/icons/social.svg";

/** A platform's label and icon; an unknown one is named as it is written, capitalised, with the outward arrow. */
export function describePlatform(platform: string): { label: string; icon: SocialIcon } {
  const key = platform.trim().toLowerCase();
  return footerPlatforms[key] ?? { label: platform.charAt(0).toUpperCase() + platform.slice(1), icon: "arrow-up-right" };
}

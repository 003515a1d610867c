import type { TalentCard } from "@/lib/services/talents";
import { blurOf, placeholderImage } from "./images";

/**
 * What a talent card needs, and nothing more: the card is a client component (components/site/talent-card.tsx), so a
 * listing's RSC payload carries these few fields per card instead of the card's markup a second time.
 */
export interface CardView {
  id: number;
  name: string;
  /** The photo, or the placeholder image when the talent has none. */
  photo: string;
  /** Set when `photo` is the placeholder (absent otherwise: a listing's payload carries it only where it is true). */
  noPhoto?: true;
  /** The photo's blur placeholder (a data URL of about 100 bytes), when known. */
  blur?: string;
  /** The next photo, shown on hover. */
  hover?: string;
  heightCm?: number;
}

export function toCardView(talent: TalentCard): CardView {
  const blur = talent.image_url ? (talent.blur_data_url ?? blurOf(talent.image_url)) : placeholderImage.blurDataUrl;
  return {
    id: talent.id,
    name: talent.stage_name,
    photo: talent.image_url ?? placeholderImage.url,
    ...(talent.image_url === null ? { noPhoto: true as const } : {}),
    ...(blur ? { blur } : {}),
    ...(talent.hover_image_url ? { hover: talent.hover_image_url } : {}),
    ...(talent.height_cm ? { heightCm: talent.height_cm } : {}),
  };
}

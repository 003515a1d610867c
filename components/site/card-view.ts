import sharp from "sharp";
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
  /**
   * What shows while the photo loads, as a CSS `background-image` value: the blur placeholder (`url(data:…)`, about
   * 130 bytes), or on a listing the gradient of its top and bottom colours (`toListingCardViews`).
   */
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
    // Unquoted: a blur placeholder is a base64 data URL (lib/storage/blur.ts), and quotes cost 12 bytes of HTML.
    ...(blur ? { blur: `url(${blur})` } : {}),
    ...(talent.hover_image_url ? { hover: talent.hover_image_url } : {}),
    ...(talent.height_cm ? { heightCm: talent.height_cm } : {}),
  };
}

/** Gradients already worked out, by placeholder: a filtered listing is rendered on every request. */
const gradients = new Map<string, Promise<string | undefined>>();

/** The top and bottom colours of a blur placeholder (a base64 data URL), as a CSS gradient. */
function gradientOf(dataUrl: string): Promise<string | undefined> {
  let gradient = gradients.get(dataUrl);
  if (!gradient) {
    if (gradients.size >= 5000) gradients.clear();
    gradient = decodeGradient(dataUrl);
    gradients.set(dataUrl, gradient);
  }
  return gradient;
}

async function decodeGradient(dataUrl: string): Promise<string | undefined> {
  const base64 = dataUrl.match(/^data:image\/[\w+.-]+;base64,(.+)$/)?.[1];
  if (!base64) return undefined;
  try {
    const px = await sharp(Buffer.from(base64, "base64")).resize(1, 2, { fit: "fill" }).removeAlpha().raw().toBuffer();
    const hex = (i: number) => `#${px.subarray(i, i + 3).toString("hex")}`;
    return `linear-gradient(${hex(0)},${hex(3)})`;
  } catch {
    return undefined;
  }
}

/**
 * A listing's cards, each placeholder reduced to a gradient of two colours (about 40 bytes instead of 130): a listing
 * writes 46 of them twice, in the HTML and the RSC payload, and the blurred image of a card below the fold is seen
 * for a moment at most. Worked out when the page is rendered, which the full-route cache keeps.
 */
export async function toListingCardViews(talents: readonly TalentCard[]): Promise<CardView[]> {
  return Promise.all(
    talents.map(async (talent) => {
      const card = toCardView(talent);
      const dataUrl = card.blur?.slice(4, -1);
      const gradient = dataUrl ? await gradientOf(dataUrl) : undefined;
      return gradient ? { ...card, blur: gradient } : card;
    }),
  );
}

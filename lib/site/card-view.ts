import type { TalentCard } from "@/lib/services/talents";
import { blurColorOf } from "@/lib/storage/blur";
import type { CardView } from "@/lib/domain/card-row";
import { blurOf, placeholderImage } from "@/lib/domain/image-placeholders";


/** The blur placeholder's data URL of a card's photo, or of the placeholder image when the talent has none. */
function blurDataUrlOfCard(talent: TalentCard): string | undefined {
  return (talent.image_url ? (talent.blur_data_url ?? blurOf(talent.image_url)) : placeholderImage.blurDataUrl) ?? undefined;
}

// Unquoted: a blur placeholder is a base64 data URL (lib/storage/blur.ts), and quotes cost 12 bytes of HTML. The
// `background` shorthand sets every layer property, so the size and position come with the image.
const cssUrl = (dataUrl: string | undefined) => dataUrl && `url(${dataUrl}) center/cover`;

/** A card's fields, its photo's blur image as the placeholder. */
export function toCardView(talent: TalentCard): CardView {
  return cardViewOf(talent, cssUrl(blurDataUrlOfCard(talent)));
}

/** A card's fields; `blur` is the CSS background shown while its photo loads. */
function cardViewOf(talent: TalentCard, blur: string | undefined): CardView {
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

/**
 * A listing's cards, each placeholder reduced to its average colour (`blurColorOf`): a listing writes 46 of them
 * twice, in the HTML and the RSC payload, and the blurred image of a card below the fold is seen for a moment at
 * most. Worked out when the page is rendered, which the full-route cache keeps.
 */
export async function toListingCardViews(talents: readonly TalentCard[]): Promise<CardView[]> {
  return Promise.all(
    talents.map(async (talent) => {
      const dataUrl = blurDataUrlOfCard(talent);
      const color = dataUrl ? await blurColorOf(dataUrl) : undefined;
      return cardViewOf(talent, color ?? cssUrl(dataUrl));
    }),
  );
}

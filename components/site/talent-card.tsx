import Link from "next/link";
import { getImageProps } from "next/image";
import { formatCm, formatFeetInches } from "@/lib/domain/height-units";
import type { TalentCard as TalentCardData } from "@/lib/services/talents";
import { Picture } from "./picture";
import { blurOf, blurProps, placeholderImage } from "./images";

/** The card photo's `sizes`: two columns on a phone, three on a tablet, four (five on a wide screen) in the page's 80rem. */
const cardSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";

/** The card's 4:5 frame; the photo covers it (`object-cover`), so these give the aspect ratio, not the file's size. */
const CARD_WIDTH = 800;
const CARD_HEIGHT = 1000;

/**
 * The hover photo as a CSS background (`--h`), set only while the pointer is on the card: a browser fetches a
 * background image when a rule first applies it, so the second photos cost nothing until hovered, need no script,
 * and are never fetched on a touch screen (Tailwind's hover variants apply only where the device can hover).
 * One optimized width, so the card's HTML carries one URL for it.
 */
function hoverStyle(url: string | null): React.CSSProperties | undefined {
  if (!url) return undefined;
  const { props } = getImageProps({ src: url, alt: "", width: 320, height: 400 });
  return { "--h": `url("${props.src}")` } as React.CSSProperties;
}

/**
 * A listing card: the photo (or the placeholder) in a 4:5 frame, the next photo on hover, then the stage name and
 * the height in small tracked capitals; links to the profile. Styled by the short classes of app/listing.css: a listing
 * repeats the card dozens of times, in the HTML and again in the RSC payload.
 */
export function TalentCard({
  talent,
  priority = false,
  sizes = cardSizes,
  heading: Heading = "h2",
}: {
  talent: TalentCardData;
  priority?: boolean;
  sizes?: string;
  /** The name's heading level: h2 on a listing, deeper inside a section of the home page. */
  heading?: "h2" | "h3" | "h4";
}) {
  const src = talent.image_url ?? placeholderImage.url;
  const blur = talent.image_url ? (talent.blur_data_url ?? blurOf(talent.image_url)) : placeholderImage.blurDataUrl;
  const hover = hoverStyle(talent.hover_image_url);
  return (
    <Link href={`/talent/${talent.id}`} className="group block">
      <div className="card-photo">
        <Picture
          src={src}
          alt={talent.image_url ? `Portrait of ${talent.stage_name}` : `No photo yet for ${talent.stage_name}`}
          width={CARD_WIDTH}
          height={CARD_HEIGHT}
          sizes={sizes}
          priority={priority}
          className="card-img"
          {...blurProps(blur)}
        />
        {hover && <span style={hover} className="card-hover" />}
      </div>
      <Heading className="card-name">{talent.stage_name}</Heading>
      {talent.height_cm && <p className="card-meta">{`${formatCm(talent.height_cm)} · ${formatFeetInches(talent.height_cm)}`}</p>}
    </Link>
  );
}

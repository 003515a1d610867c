import Link from "next/link";
import { getImageProps } from "next/image";
import { formatCm, formatFeetInches } from "@/lib/domain/height";
import type { TalentCard as TalentCardData } from "@/lib/services/talents";
import { Picture } from "./picture";
import { blurOf, blurProps, placeholderImage } from "./images";

/** The card photo's `sizes`: two columns on a phone, three on a tablet, four (five on a wide screen) in the page's 80rem. */
export const cardSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";

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
 * the height in small tracked capitals; links to the profile.
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
      <div className="relative aspect-[4/5] overflow-hidden bg-muted">
        <Picture
          src={src}
          alt={talent.image_url ? `Portrait of ${talent.stage_name}` : `No photo yet for ${talent.stage_name}`}
          fill
          sizes={sizes}
          priority={priority}
          className="object-cover"
          {...blurProps(blur)}
        />
        {hover && <span style={hover} className="absolute inset-0 bg-cover bg-center opacity-0 transition-opacity duration-500 group-hover:bg-(image:--h) group-hover:opacity-100" />}
      </div>
      <Heading className="mt-3 font-sans text-xs font-medium tracking-[0.14em] uppercase group-hover:underline">{talent.stage_name}</Heading>
      {talent.height_cm && (
        <p className="mt-1 text-[0.6875rem] tracking-[0.14em] text-muted-foreground uppercase">
          {formatCm(talent.height_cm)} · {formatFeetInches(talent.height_cm)}
        </p>
      )}
    </Link>
  );
}

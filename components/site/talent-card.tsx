"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { preload } from "react-dom";
import { formatCm, formatFeetInches } from "@/lib/domain/height-units";
import { cardImage, HOVER_WIDTH, optimizedImageUrl, type CardLook } from "@/lib/domain/card-image";
import type { CardView } from "@/lib/domain/card-row";

/**
 * A talent card: the photo (or the placeholder) in a 4:5 frame, the next photo on hover, then the stage name and the
 * height in small tracked capitals; links to the profile. A client component only so that a listing's RSC payload
 * carries each card as its few fields (`CardView`) rather than its markup a second time: it has no state and no
 * handlers, and renders the same markup on the server. Styled from its one class, `card` (app/listing.css): 46 cards
 * carry no class on their frame, photo, name or height.
 *
 * The hover photo is a CSS background (`--h`) applied only while the pointer is on the card: a browser fetches a
 * background image when a rule first applies it, so the second photos cost nothing until hovered and are never
 * fetched on a touch screen (Tailwind's hover variants apply only where the device can hover). It is added once the
 * page has hydrated rather than written into the HTML, where a listing would carry 46 more optimizer URLs that no
 * one sees before the scripts have run.
 */
export function TalentCard({
  card,
  priority = false,
  look = "listing",
  heading: Heading = "h2",
}: {
  card: CardView;
  /** The page's largest image (its LCP): preloaded from the document head, fetched first, never lazy. */
  priority?: boolean;
  look?: CardLook;
  /** The name's heading level: h2 on a listing, deeper inside a section of the home page. */
  heading?: "h2" | "h3" | "h4";
}) {
  const image = cardImage(card.photo, look);
  if (priority) preload(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: "high" });
  const hydrated = useHydrated();
  const hover = hydrated && card.hover ? optimizedImageUrl(card.hover, HOVER_WIDTH) : null;
  return (
    <Link href={`/talent/${card.id}`} className="card">
      <div>
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset, built by cardImage */}
        <img
          // The name and height follow in the same link, so the photo adds nothing to its name: an empty alt, as for
          // any image beside its own text in a link (the link reads "Sienna Vale 178 cm", not the name twice).
          alt={card.noPhoto ? `No photo yet for ${card.name}` : ""}
          {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
          // The priority photo's bytes are preloaded and arrive before the page can paint: no placeholder there.
          style={!priority && card.blur ? { background: card.blur } : undefined}
          {...image}
        />
        {hover && <span style={{ "--h": `url("${hover}")` } as React.CSSProperties} className="card-hover" />}
      </div>
      <Heading>{card.name}</Heading>
      {card.heightCm && <p>{`${formatCm(card.heightCm)} · ${formatFeetInches(card.heightCm)}`}</p>}
    </Link>
  );
}

const noSubscribe = () => () => {};

/** False while the server renders and while the page hydrates, true from the render after. */
const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);

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
 * The hover photo is a second `<img>` over the first, shown while the pointer is on the card. Its file is offered
 * only to a device that can hover (`<source media="(hover: hover)">`; elsewhere the image is an inline blank, so a
 * touch screen never fetches it), and it loads lazily, as its card nears the window, so it is there by the time the
 * pointer is: a photo fetched on the hover itself (a CSS background, as before) showed nothing for the fetch's
 * time, and the image optimizer's first answer for a file takes a second or more. It is added once the page has
 * hydrated rather than written into the HTML, where a listing would carry 46 more optimizer URLs that no one sees
 * before the scripts have run. It sits in the photo's frame, so it moves nothing.
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
        {hover && (
          <picture>
            <source media="(hover: hover)" srcSet={hover} />
            <img src={BLANK_IMAGE} alt="" loading="lazy" className="card-hover" />
          </picture>
        )}
      </div>
      <Heading>{card.name}</Heading>
      {card.heightCm && <p>{`${formatCm(card.heightCm)} · ${formatFeetInches(card.heightCm)}`}</p>}
    </Link>
  );
}

/** An empty data URL: the hover photo's image where the device cannot hover, so no request is made for it. */
const BLANK_IMAGE = "data:,";

const noSubscribe = () => () => {};

/** False while the server renders and while the page hydrates, true from the render after. */
const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);

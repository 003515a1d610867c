/**
 * The image attributes of a talent card, worked out in the browser-safe code the card shares with the server: a
 * listing sends each card to the page as a few fields (components/site/card-view.ts) rather than as its markup, so
 * the card builds its own `srcset`. The URLs are those of Next's image optimizer in the format of its default loader
 * (next/dist/shared/lib/image-loader: `/_next/image?url=…&w=…&q=…`), and each look's widths are those `getImageProps`
 * offers for its `sizes`, capped as `Picture` caps them: `card-image.test.ts` holds both to next/image's own output.
 */

/** Where a card is shown, which decides the slot its photo fills. */
export type CardLook = "listing" | "newFaces";

export const cardLooks: Record<CardLook, { sizes: string; widths: readonly number[] }> = {
  /** A listing: two columns on a phone, three on a tablet, four (five on a wide screen) in the page's 80rem. */
  listing: { sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw", widths: [256, 384, 640, 750] },
  /** The home page's New Faces: five across on a desktop, four on a tablet, two on a phone. */
  newFaces: { sizes: "(min-width: 1024px) 20vw, (min-width: 768px) 25vw, 50vw", widths: [128, 256, 384, 640, 750, 1080, 1920, 2560] },
};

/** The quality the optimizer allows (next.config's default `images.qualities`). */
const QUALITY = 75;

/** A photo's URL at one width from the image optimizer. */
export function optimizedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/** The hover photo's one width (the 2x of a 320 px card: a CSS background has no srcset). */
export const HOVER_WIDTH = 640;

/** SVGs are served as they are: the image optimizer does not rasterize them. */
export const isSvg = (url: string) => /\.svg(\?|$)/i.test(url);

/** `src`, `srcSet` and `sizes` of a card's photo: the widest candidate is the fallback `src`. */
export function cardImage(src: string, look: CardLook): { src: string; srcSet?: string; sizes?: string } {
  if (isSvg(src)) return { src };
  const { sizes, widths } = cardLooks[look];
  return {
    src: optimizedImageUrl(src, widths[widths.length - 1]),
    srcSet: widths.map((w) => `${optimizedImageUrl(src, w)} ${w}w`).join(", "),
    sizes,
  };
}

/**
 * The image attributes of a talent card, worked out in the browser-safe code the card shares with the server: a
 * listing sends each card to the page as a few fields (lib/site/card-view.ts) rather than as its markup, so
 * the card builds its own `srcset`. Each look's widths are those `getImageProps` offers for its `sizes`, capped as
 * `Picture` caps them. A photo of this site is asked of Next's image optimizer by a short path, `/img/{width}{path}`,
 * which next.config rewrites to the optimizer's own URL (`/_next/image?url={path}&w={width}&q=75`): a listing writes
 * about 230 of these, so the short form saves a third of its image markup. Remote photos keep the optimizer's URL.
 * `card-image.test.ts` holds the widths and, through the rewrite, the URLs to next/image's own output.
 */

/**
 * The widths a photograph's srcset offers (next.config's `images.deviceSizes`, with Next's default imageSizes up to
 * 384) and the formats the optimizer writes: next.config reads them, and so does the erasure that drops a deleted
 * photo's resized copies from the optimizer's cache (lib/storage/image-cache.ts).
 */
export const IMAGE_DEVICE_SIZES = [640, 750, 1080, 1920, 2560];
export const IMAGE_FORMATS: ("image/avif" | "image/webp")[] = ["image/avif", "image/webp"];

/** Where a card is shown, which decides the slot its photo fills. */
export type CardLook = "listing" | "newFaces";

/**
 * Each look's `sizes` (written without spaces: a listing repeats it per card) and its widths, from 384 up: a card is
 * at least 180 CSS px wide (half a 360 px phone) and phones draw at 2x or more, so a narrower file would serve only
 * 1x screens, not worth one more URL in every card.
 */
export const cardLooks: Record<CardLook, { sizes: string; widths: readonly number[] }> = {
  /**
   * A listing: two columns on a phone; from a tablet up, three, four or five columns of 256 to 340 px in the page's
   * 80rem, said as 300px (each card repeats this, so one rule rather than four exact ones: the browser picks the same
   * file at 1x and 2x). Up to 640, the first width that fills the 300 px slot at 2x: that is also half of any phone up
   * to 426 px wide at 3x (and 430 px within 1%). 750 would serve only tablets narrower than 768 px at 2x and cost
   * every card 37 more bytes.
   */
  listing: { sizes: "(min-width:768px) 300px,50vw", widths: [384, 640] },
  /** The home page's New Faces, on the page's grid: five across a desktop (at most 240 px in the 80rem page), four on a
   * tablet, two on a phone. */
  newFaces: { sizes: "(min-width:1280px) 240px,(min-width:1024px) 20vw,(min-width:768px) 25vw,50vw", widths: [384, 640, 750] },
};

/** The narrowest width a card's srcset offers (see `cardLooks`). */
export const NARROWEST_CARD_WIDTH = 384;

/** The quality the optimizer allows (next.config's default `images.qualities`). */
const QUALITY = 75;

/** Where the short form of the optimizer's URL lives: `/img/{width}{path}`. */
const SHORT_IMAGE_PREFIX = "/img";

/** The rewrite next.config applies to the short form, defined beside the function that writes it. */
export const shortImageRewrite = {
  source: `${SHORT_IMAGE_PREFIX}/:w(\\d+)/:path(.+)`,
  destination: `/_next/image?url=/:path&w=:w&q=${QUALITY}`,
};

/** A path of this site that the short form carries as it is (no query, nothing a srcset or the rewrite would read). */
const PLAIN_LOCAL_PATH = /^\/[\w.-][\w./-]*$/;

/**
 * A photo's URL at one width from the image optimizer: the short path for a photo of this site (see above). An SVG
 * is served as it is, as next/image serves it: the optimizer does not rasterize them.
 */
export function optimizedImageUrl(src: string, width: number): string {
  if (isSvg(src)) return src;
  return PLAIN_LOCAL_PATH.test(src) ? `${SHORT_IMAGE_PREFIX}/${width}${src}` : `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
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

import { getImageProps, type ImageProps } from "next/image";

type PictureProps = Omit<ImageProps, "priority" | "preload" | "onLoad" | "onError"> & {
  /** The page's largest image (its LCP): preloaded from the document head, fetched first, never lazy. */
  priority?: boolean;
};

/**
 * The widest CSS width `sizes` can ask for: a `px` entry is its value; a `vw` entry applies only below the smallest
 * `(min-width: Npx)` of the entries before it, so it is at most that share of that viewport. Null when an entry is
 * unbounded (a `vw` entry with no smaller breakpoint before it) or not of these simple forms.
 */
export function widestSlot(sizes: string | undefined): number | null {
  if (!sizes) return null;
  let below = Infinity;
  let widest = 0;
  for (const entry of sizes.split(",").map((e) => e.trim())) {
    const match = entry.match(/^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/);
    if (!match) return null;
    const [, minWidth, value, unit] = match;
    const width = unit === "px" ? Number(value) : (Number(value) / 100) * below;
    if (!Number.isFinite(width)) return null;
    widest = Math.max(widest, width);
    if (!minWidth) break;
    below = Math.min(below, Number(minWidth));
  }
  return widest;
}

/** A candidate within 5% of a 2x screen's need is sharp enough (750 for a 384 px card, rather than 1080). */
const ENOUGH_AT_2X = 0.95;

/**
 * Drops the srcset candidates wider than a 2x screen can use for the widest slot `sizes` allows (next/image offers
 * every configured width up to 2560 to any `vw`-sized image; a listing card is never wider than about 384 CSS px),
 * with 5% to spare.
 * `src`, the fallback, becomes the widest candidate kept.
 */
export function capSrcSet(props: { srcSet?: string; src: string; sizes?: string }): { srcSet?: string; src: string } {
  const slot = widestSlot(props.sizes);
  if (!props.srcSet || slot === null) return props;
  const candidates = props.srcSet.split(", ").map((c) => ({ text: c, width: Number(c.match(/ (\d+)w$/)?.[1]) }));
  if (candidates.some((c) => !Number.isFinite(c.width))) return props;
  const enough = candidates.find((c) => c.width >= ENOUGH_AT_2X * 2 * slot);
  const kept = enough ? candidates.filter((c) => c.width <= enough.width) : candidates;
  return { srcSet: kept.map((c) => c.text).join(", "), src: kept[kept.length - 1].text.replace(/ \d+w$/, "") };
}

/**
 * `next/image`'s optimized `<img>` (srcset from the image optimizer, sizes, lazy loading), rendered on the server with
 * `getImageProps`. The public pages' photographs need no browser code, so unlike `<Image>` this adds nothing to a
 * page's JavaScript.
 *
 * The blur placeholder is the tiny JPEG itself as the background (the browser's smooth upscaling blurs it), not
 * next/image's SVG with two Gaussian blur filters around it: that wrapper doubled each card's markup (about 650 bytes,
 * written twice: in the HTML and in the RSC payload) and costs the phone a filter raster per image. The priority image
 * has no placeholder at all: its bytes are preloaded and arrive before the page can paint, so a placeholder would
 * only add weight and a paint.
 */
export function Picture({ priority = false, fetchPriority, placeholder, blurDataURL, ...rest }: PictureProps) {
  const { props: full } = getImageProps({ ...rest, preload: priority, fetchPriority: priority ? "high" : fetchPriority });
  const props = { ...full, ...capSrcSet(full) };
  if (!priority && placeholder === "blur" && blurDataURL) {
    props.style = {
      ...props.style,
      backgroundImage: `url("${blurDataURL}")`,
      backgroundSize: "cover",
      backgroundPosition: "50% 50%",
      backgroundRepeat: "no-repeat",
    };
  }
  // The alt text is in `props`, which the rule cannot see.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  const img = <img {...props} />;
  if (!priority) return img;
  // The preload as an element, which React hoists into the head when the page renders, not `preload()` from
  // react-dom: that one travels as a hint in the RSC payload, which the router applies on a link's prefetch too, so
  // every page with a link to the journal preloaded its featured photo and never showed it (issue 39).
  return (
    <>
      <link rel="preload" as="image" href={props.src} imageSrcSet={props.srcSet} imageSizes={props.sizes} fetchPriority="high" />
      {img}
    </>
  );
}

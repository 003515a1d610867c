import { getImgProps } from "next/dist/shared/lib/get-img-props";
import { imageConfigDefault, prepareImageConfig } from "next/dist/shared/lib/image-config";
import defaultLoader from "next/dist/shared/lib/image-loader";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { cardImage, cardLooks, HOVER_WIDTH, NARROWEST_CARD_WIDTH, optimizedImageUrl, type CardLook } from "./card-image";
import { capSrcSet } from "@/components/site/picture";

/** next/image's own `getImageProps`, with this app's image settings (the bundler gives the real one these). */
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });
const nextImage = (props: Parameters<typeof getImgProps>[0]) => getImgProps(props, { defaultLoader, imgConf }).props;

const photos = ["/demo/talents/t01.jpg", "/api/v1/files/talents/7/a1b2-c3.webp", "https://utfs.io/f/abc%20def.jpg?x=1&y=2"];

/** What the server answers a card's image URL with: next.config's rewrites applied as Next applies them. */
async function served(url: string): Promise<string> {
  const rewrites = await nextConfig.rewrites!();
  const rules = Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles ?? [];
  const [pathname] = url.split("?");
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true })(pathname);
    if (params) {
      const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query: {} });
      return `${parsedDestination.pathname}?${new URLSearchParams(parsedDestination.query as Record<string, string>)}`;
    }
  }
  return url;
}

/** A URL as the optimizer reads it: its path and its decoded query. */
const asRead = (url: string) => {
  const parsed = new URL(url, "http://x");
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
};

/** Each URL of a `srcset` (or a lone URL) as the optimizer reads it after the rewrites, with its descriptor. */
async function resolved(srcSet: string) {
  return Promise.all(srcSet.split(", ").map(async (c) => ({ ...asRead(await served(c.split(" ")[0])), w: c.split(" ")[1] })));
}

describe("cardImage", () => {
  /** The widest file a look needs: all of them for New Faces, as Picture caps them; a listing's 300 px slot at 2x. */
  const widest: Record<CardLook, (widths: number[]) => number> = {
    newFaces: (widths) => Math.max(...widths),
    listing: (widths) => Math.min(...widths.filter((w) => w >= 2 * 300)),
  };

  it.each(Object.keys(cardLooks) as CardLook[])("matches next/image for the %s look, capped as Picture caps it, from 384 up", async (look) => {
    for (const src of photos) {
      const full = nextImage({ src, alt: "", width: 800, height: 1000, sizes: cardLooks[look].sizes });
      const capped = { ...full, ...capSrcSet(full) };
      const widthOf = (candidate: string) => Number(candidate.match(/ (\d+)w$/)?.[1]);
      const candidates = capped.srcSet!.split(", ");
      const top = widest[look](candidates.map(widthOf));
      const wide = candidates.filter((c) => widthOf(c) >= NARROWEST_CARD_WIDTH && widthOf(c) <= top);
      const expected = { ...capped, src: wide.at(-1)!.split(" ")[0], srcSet: wide.join(", ") };
      const image = cardImage(src, look);
      expect(image.sizes).toBe(expected.sizes);
      expect(await resolved(image.src)).toEqual(await resolved(expected.src));
      expect(await resolved(image.srcSet!)).toEqual(await resolved(expected.srcSet!));
    }
  });

  it("writes a photo of this site by its short path, and a remote one by the optimizer's URL", () => {
    expect(optimizedImageUrl("/demo/talents/t01.jpg", 384)).toBe("/img/384/demo/talents/t01.jpg");
    expect(optimizedImageUrl("/api/v1/files/a b.jpg", 384)).toBe("/_next/image?url=%2Fapi%2Fv1%2Ffiles%2Fa%20b.jpg&w=384&q=75");
    expect(optimizedImageUrl(photos[2], 384)).toMatch(/^\/_next\/image\?url=https%3A/);
  });

  it("gives the hover photo next/image's URL for a 320 px slot at 2x", async () => {
    for (const src of photos) {
      expect(await resolved(optimizedImageUrl(src, HOVER_WIDTH))).toEqual(await resolved(nextImage({ src, alt: "", width: 320, height: 400 }).src));
    }
  });

  it("serves an SVG as it is, as next/image does", () => {
    expect(cardImage("/demo/placeholder.svg", "listing")).toEqual({ src: nextImage({ src: "/demo/placeholder.svg", alt: "", width: 800, height: 1000 }).src });
  });
});

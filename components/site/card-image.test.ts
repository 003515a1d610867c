import { getImgProps } from "next/dist/shared/lib/get-img-props";
import { imageConfigDefault, prepareImageConfig } from "next/dist/shared/lib/image-config";
import defaultLoader from "next/dist/shared/lib/image-loader";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { cardImage, cardLooks, HOVER_WIDTH, optimizedImageUrl, type CardLook } from "./card-image";
import { capSrcSet } from "./picture";

/** next/image's own `getImageProps`, with this app's image settings (the bundler gives the real one these). */
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });
const nextImage = (props: Parameters<typeof getImgProps>[0]) => getImgProps(props, { defaultLoader, imgConf }).props;

const photos = ["/demo/talents/t01.jpg", "https://utfs.io/f/abc%20def.jpg?x=1&y=2"];

describe("cardImage", () => {
  it.each(Object.keys(cardLooks) as CardLook[])("matches next/image for the %s look, capped as Picture caps it", (look) => {
    for (const src of photos) {
      const full = nextImage({ src, alt: "", width: 800, height: 1000, sizes: cardLooks[look].sizes });
      const expected = { ...full, ...capSrcSet(full) };
      expect(cardImage(src, look)).toEqual({ src: expected.src, srcSet: expected.srcSet, sizes: expected.sizes });
    }
  });

  it("gives the hover photo next/image's URL for a 320 px slot at 2x", () => {
    for (const src of photos) {
      expect(optimizedImageUrl(src, HOVER_WIDTH)).toBe(nextImage({ src, alt: "", width: 320, height: 400 }).src);
    }
  });

  it("serves an SVG as it is, as next/image does", () => {
    expect(cardImage("/demo/placeholder.svg", "listing")).toEqual({ src: nextImage({ src: "/demo/placeholder.svg", alt: "", width: 800, height: 1000 }).src });
  });
});

import {
  demoAuthorImages,
  demoBannerImages,
  demoBlogImages,
  demoPageImages,
  demoPlaceholder,
  demoPortraits,
  type DemoImage,
} from "@/lib/domain/demo-images.generated";

const known = new Map<string, DemoImage>(
  [...demoPortraits, ...demoBlogImages, ...demoAuthorImages, demoBannerImages.left, demoBannerImages.right, demoPageImages.story, demoPageImages.apply, demoPlaceholder].map(
    (image) => [image.url, image],
  ),
);

/** The blur placeholder of an image we know (the demo set); uploads carry theirs in `talent_media`. */
export function blurOf(url: string | null | undefined): string | undefined {
  return url ? known.get(url)?.blurDataUrl : undefined;
}

/** The talent placeholder image (spec: "a placeholder image when none"). */
export const placeholderImage = demoPlaceholder;

/** Image props for `next/image`: a blur placeholder when one is known. */
export function blurProps(blur: string | null | undefined): { placeholder?: "blur"; blurDataURL?: string } {
  return blur ? { placeholder: "blur", blurDataURL: blur } : {};
}

import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

type PictureProps = Omit<ImageProps, "priority" | "preload" | "onLoad" | "onError"> & {
  /** The page's largest image (its LCP): preloaded from the document head, fetched first, never lazy. */
  priority?: boolean;
};

/**
 * `next/image`'s optimized `<img>` (srcset from the image optimizer, sizes, blur placeholder, lazy loading), rendered
 * on the server with `getImageProps`. The public pages' photographs need no browser code, so unlike `<Image>` this
 * adds nothing to a page's JavaScript.
 */
export function Picture({ priority = false, fetchPriority, ...rest }: PictureProps) {
  const { props } = getImageProps({ ...rest, preload: priority, fetchPriority: priority ? "high" : fetchPriority });
  if (priority) {
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  // The alt text is in `props`, which the rule cannot see.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}

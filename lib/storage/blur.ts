import sharp from "sharp";

/**
 * An image's blur placeholder as a data URL: the image at 16 px on its longer side, as a WebP of about 100 bytes,
 * which the browser's smooth upscaling blurs (components/site/picture.tsx). Written into every card's HTML and RSC
 * payload, so it is kept this small. Uploads (lib/storage/image.ts) and the demo images (scripts/generate-demo-images.ts)
 * both take theirs from here.
 */
export async function blurDataUrlOf(image: Buffer): Promise<string> {
  const tiny = await sharp(image).resize(16, 16, { fit: "inside" }).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}

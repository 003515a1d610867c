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

/** Colours already worked out, by placeholder: a filtered listing is rendered on every request. */
const colors = new Map<string, Promise<string | undefined>>();

/**
 * A blur placeholder reduced to its average colour, as CSS hex (`#788675`, 7 bytes instead of 130), for a listing,
 * which writes 46 of them twice (HTML and RSC payload), as the dominant-colour placeholders of image-led sites do:
 * a card below the fold shows it for a moment at most. Undefined when the data URL is not a base64 image sharp can
 * read.
 */
export function blurColorOf(dataUrl: string): Promise<string | undefined> {
  let color = colors.get(dataUrl);
  if (!color) {
    if (colors.size >= 5000) colors.clear();
    color = decodeColor(dataUrl);
    colors.set(dataUrl, color);
  }
  return color;
}

async function decodeColor(dataUrl: string): Promise<string | undefined> {
  const base64 = dataUrl.match(/^data:image\/[\w+.-]+;base64,(.+)$/)?.[1];
  if (!base64) return undefined;
  try {
    const px = await sharp(Buffer.from(base64, "base64")).resize(1, 1, { fit: "fill" }).removeAlpha().raw().toBuffer();
    return `#${px.subarray(0, 3).toString("hex")}`;
  } catch {
    return undefined;
  }
}

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

/** Gradients already worked out, by placeholder: a filtered listing is rendered on every request. */
const gradients = new Map<string, Promise<string | undefined>>();

/**
 * A blur placeholder reduced to a CSS gradient of its top and bottom colours (about 40 bytes instead of 130), for a
 * listing, which writes 46 of them twice. Undefined when the data URL is not a base64 image sharp can read.
 */
export function blurGradientOf(dataUrl: string): Promise<string | undefined> {
  let gradient = gradients.get(dataUrl);
  if (!gradient) {
    if (gradients.size >= 5000) gradients.clear();
    gradient = decodeGradient(dataUrl);
    gradients.set(dataUrl, gradient);
  }
  return gradient;
}

async function decodeGradient(dataUrl: string): Promise<string | undefined> {
  const base64 = dataUrl.match(/^data:image\/[\w+.-]+;base64,(.+)$/)?.[1];
  if (!base64) return undefined;
  try {
    const px = await sharp(Buffer.from(base64, "base64")).resize(1, 2, { fit: "fill" }).removeAlpha().raw().toBuffer();
    const hex = (i: number) => `#${px.subarray(i, i + 3).toString("hex")}`;
    return `linear-gradient(${hex(0)},${hex(3)})`;
  } catch {
    return undefined;
  }
}

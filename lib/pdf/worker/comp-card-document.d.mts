import type { CompCardFonts } from "./comp-card-fonts.mjs";

/** The printed size of each photo frame, in inches. */
export declare const PHOTO_FRAMES: {
  readonly front: { readonly width: number; readonly height: number };
  readonly back: { readonly width: number; readonly height: number };
};

export interface CompCardData {
  stageName: string;
  category: string | null;
  /** JPEG bytes of the front photo (full bleed), if the talent has one. */
  front: Buffer | null;
  /** JPEG bytes of up to four back photos, in card order. */
  back: Buffer[];
  measurements: { label: string; value: string }[];
  agency: { name: string; logo: Buffer | null; contact: string[] };
  profileUrl: string;
  /** PNG bytes of the QR code of `profileUrl`. */
  qr: Buffer;
  /** The PDF's creation date: the profile's last change, so the same card renders to the same bytes. */
  date: Date;
}

export declare function renderCompCardPdf(cards: CompCardData[], fonts: CompCardFonts): Promise<Buffer>;

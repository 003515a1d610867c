/** What the main thread hands the PDF worker: plain data only (strings, numbers, stored image bytes). */
export interface RenderTask {
  cards: {
    stageName: string;
    category: string | null;
    measurements: { label: string; value: string }[];
    /** The public profile the QR code opens. */
    profileUrl: string;
    /** The profile's last change (ms): the PDF's date, so the same card renders to the same bytes. */
    updatedAt: number;
    /** The stored bytes of the photos in card order (front first); null for one that could not be read. */
    photos: (Uint8Array | null)[];
  }[];
  agency: { name: string; logo: Uint8Array | null; contact: string[] };
  /** The largest file wanted, in bytes: photos are encoded lighter until the PDF fits. */
  budget: number;
}

export interface RenderResult {
  pdf: Uint8Array;
  /** The worker thread that rendered it (never the main thread's 0). */
  threadId: number;
}

export default function renderCompCards(task: RenderTask): Promise<RenderResult>;

export { default as renderBusinessDocument } from "./render-business-document.mjs";

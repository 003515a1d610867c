import "server-only";
import { createHash } from "node:crypto";
import QRCode from "qrcode";
import sharp from "sharp";
import { renderCompCardPdf, PHOTO_FRAMES, type CompCardData, type CompCardMeasurement } from "@/components/comp-card/comp-card-document";
import { compCardFonts, STANDARD_FONTS } from "@/components/comp-card/fonts";
import { absoluteUrl } from "@/components/site/site-url";
import { measurementRow, type MeasurementRow } from "@/components/site/units";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { parseHeightCm } from "@/lib/domain/height";
import { formatHeightBothUnits } from "@/lib/domain/height-units";
import { cacheTags, cached } from "@/lib/cache";
import { COMP_CARD_PHOTOS } from "@/lib/validation/comp-card";
import type { SettingsKey, SettingsValue } from "@/lib/validation/settings";
import { categoryLabels } from "@/lib/validation/talents";
import { getCompCardPhotoIds } from "./comp-card-photos";
import { logoPng, printJpeg, readImageBytes } from "./comp-card-images";
import { getSetting } from "./settings";
import { getPublicTalent, portfolioOf, type PublicMedia, type PublicTalentProfile } from "./talents";

/**
 * A talent's comp card as a PDF, generated on the server from the public profile, the chosen photos and the
 * agency's settings. Only active talent have one (the same 404 as the profile). The bytes are cached under the
 * talent's and the settings' tags, so a profile, photo, choice or settings change regenerates the next request.
 */

/** How the QR code is drawn: the test decodes the card's QR with the same options. */
const COMP_CARD_QR = { errorCorrectionLevel: "M", marginModules: 2, pixelsPerModule: 8 } as const;

/** The settings the card reads. */
const SETTINGS: SettingsKey[] = ["logo-icon", "content"];

/** The public profile URL the QR code opens. */
const profileUrlOf = (talentId: number) => absoluteUrl(`/talent/${talentId}`);

/** A QR code as a black-on-white PNG, whole pixels per module so it prints sharp at any scale. */
async function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: COMP_CARD_QR.errorCorrectionLevel });
  const { marginModules: margin, pixelsPerModule: px } = COMP_CARD_QR;
  const side = (modules.size + 2 * margin) * px;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < px; y++) pixels.fill(0, ((row + margin) * px + y) * side + (col + margin) * px, ((row + margin) * px + y) * side + (col + margin + 1) * px);
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png({ compressionLevel: 9 }).toBuffer();
}

/** `84 cm / 33"`: both units where a length converts, in plain ASCII like the height; else the text as written. */
function bothUnits(row: MeasurementRow): string {
  return row.metric && row.imperial ? `${row.metric} / ${row.imperial.replace(/″/g, '"')}` : row.text;
}

function compCardMeasurements(talent: PublicTalentProfile): CompCardMeasurement[] {
  const heightCm = talent.height_cm ?? parseHeightCm(talent.height);
  const rows = [
    measurementRow("Bust", talent.bust, "length"),
    measurementRow("Waist", talent.waist, "length"),
    measurementRow("Hips", talent.hips, "length"),
    measurementRow("Shoe", talent.shoe_size, "other"),
    measurementRow("Dress", talent.dress_size, "other"),
    measurementRow("Hair", talent.hair_color, "other"),
    measurementRow("Eyes", talent.eye_color, "other"),
  ];
  return [
    { label: "Height", value: heightCm ? formatHeightBothUnits(heightCm) : talent.height?.trim() || "—" },
    ...rows.map((row) => ({ label: row.label, value: bothUnits(row) })),
  ];
}

/** The card's photos in order: the chosen ones, else the profile photo then the portfolio. */
function compCardPhotosOf(talent: PublicTalentProfile, chosenIds: number[]): PublicMedia[] {
  const chosen = chosenIds.map((id) => talent.media.find((m) => m.id === id)).filter((m): m is PublicMedia => !!m);
  return (chosen.length ? chosen : portfolioOf(talent)).slice(0, COMP_CARD_PHOTOS);
}

async function setting<K extends SettingsKey>(key: K): Promise<SettingsValue<K>> {
  return (await getSetting(key)) ?? settingsDefault(key);
}

async function agencyOf() {
  const [brand, content] = await Promise.all([setting("logo-icon"), setting("content")]);
  const text = (key: string) => content[key]?.trim() || null;
  const logoBytes = brand.mainLogo ? await readImageBytes(brand.mainLogo) : null;
  const logo = logoBytes ? await logoPng(logoBytes, 16 / 72).catch(() => null) : null;
  const website = absoluteUrl("/").replace(/^https?:\/\//, "").replace(/\/$/, "");
  const contact = [text("contact.bookingsEmail") ?? text("contact.email"), text("contact.phone"), website];
  return { name: brand.companyName, logo, contact: contact.filter((line): line is string => !!line) };
}

interface StoredCompCard {
  /** Base64, so the bytes survive the data cache's JSON. */
  pdf: string;
  etag: string;
  stageName: string;
}

/**
 * The largest card we send, in bytes. Under the "about 2 MB", and small enough that its base64 (4/3 larger)
 * fits Next's data cache, which refuses entries over 2 MB. Busy photos are re-encoded at a lower quality to fit.
 */
export const COMP_CARD_MAX_BYTES = 1.4 * 1024 * 1024;
/** Print quality first; a card over the budget is encoded again, each step lighter (JPEG quality, then resolution). */
const ENCODINGS = [
  { quality: 82, resolution: 1 },
  { quality: 70, resolution: 1 },
  { quality: 62, resolution: 0.75 },
  { quality: 55, resolution: 0.5 },
] as const;

async function render(cards: CompCardData[]): Promise<Buffer> {
  const fonts = compCardFonts();
  try {
    return await renderCompCardPdf(cards, fonts);
  } catch (error) {
    if (!fonts.embedded) throw error;
    // A font file the engine cannot subset must not cost the visitor the card.
    console.error("[comp-card] embedding the fonts failed: using the standard fonts", error);
    return renderCompCardPdf(cards, STANDARD_FONTS);
  }
}

type Agency = CompCardData["agency"];

/** What one card needs before its photos are encoded: the talent, the QR code and the photos' stored bytes. */
interface PreparedCard {
  talent: PublicTalentProfile;
  qr: Buffer;
  sources: (Buffer | null)[];
}

async function prepareCard(talentId: number): Promise<PreparedCard | null> {
  const talent = await getPublicTalent(talentId);
  if (!talent) return null;
  const photos = compCardPhotosOf(talent, await getCompCardPhotoIds(talent.id));
  const [qr, ...sources] = await Promise.all([qrPng(profileUrlOf(talent.id)), ...photos.map((p) => readImageBytes(p.file_url))]);
  return { talent, qr, sources };
}

async function encodeCard(card: PreparedCard, agency: Agency, encoding: (typeof ENCODINGS)[number]): Promise<CompCardData> {
  const jpeg = (bytes: Buffer | null, frame: { width: number; height: number }) =>
    bytes ? printJpeg(bytes, frame, encoding).catch(() => null) : Promise.resolve(null);
  const [front, ...back] = await Promise.all([
    jpeg(card.sources[0] ?? null, PHOTO_FRAMES.front),
    ...card.sources.slice(1).map((bytes) => jpeg(bytes, PHOTO_FRAMES.back)),
  ]);
  const { talent } = card;
  return {
    stageName: talent.stage_name,
    category: talent.category ? categoryLabels[talent.category] : null,
    front,
    back: back.filter((b): b is Buffer => !!b),
    measurements: compCardMeasurements(talent),
    agency,
    profileUrl: profileUrlOf(talent.id),
    qr: card.qr,
    date: new Date(talent.updated_at),
  };
}

/** Renders the cards at print quality, or lighter, step by step, until the file fits `budget` bytes. */
async function renderWithin(cards: PreparedCard[], budget: number): Promise<Buffer> {
  const agency = await agencyOf();
  let pdf: Buffer = Buffer.alloc(0);
  for (const encoding of ENCODINGS) {
    pdf = await render(await Promise.all(cards.map((card) => encodeCard(card, agency, encoding))));
    if (pdf.byteLength <= budget) break;
  }
  return pdf;
}

const etagOf = (pdf: Buffer) => `"${createHash("sha256").update(pdf).digest("base64url").slice(0, 27)}"`;

async function buildCompCard(talentId: number): Promise<StoredCompCard | null> {
  const card = await prepareCard(talentId);
  if (!card) return null;
  const pdf = await renderWithin([card], COMP_CARD_MAX_BYTES);
  return { pdf: pdf.toString("base64"), etag: etagOf(pdf), stageName: card.talent.stage_name };
}

const buildCompCardCached = cached(buildCompCard, ["comp-card"], (talentId: number) => [
  cacheTags.talent(talentId),
  ...SETTINGS.map(cacheTags.setting),
]);

export interface CompCard {
  pdf: Buffer;
  etag: string;
  fileName: string;
  stageName: string;
}

/** An active talent's comp card, or null for hidden, pending, declined and unknown talent. */
export async function getCompCard(talentId: number): Promise<CompCard | null> {
  if (!Number.isSafeInteger(talentId) || talentId <= 0) return null;
  const card = await buildCompCardCached(talentId);
  if (!card) return null;
  return { pdf: Buffer.from(card.pdf, "base64"), etag: card.etag, fileName: `${card.stageName}-comp-card.pdf`, stageName: card.stageName };
}

/** A package's PDF may run to this many bytes a talent (it is made on request, not kept in the data cache). */
const COMP_CARDS_BYTES_PER_TALENT = 1024 * 1024;

/**
 * Several talents' comp cards as one PDF (a package's): each active talent's two pages in the order given; hidden,
 * pending, declined and unknown ids are left out; null when none is left. The caller checks who may see the list.
 */
export async function getCompCardsPdf(talentIds: number[]): Promise<{ pdf: Buffer; etag: string; count: number } | null> {
  const ids = [...new Set(talentIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const cards = (await Promise.all(ids.map(prepareCard))).filter((c): c is PreparedCard => !!c);
  if (!cards.length) return null;
  const pdf = await renderWithin(cards, COMP_CARDS_BYTES_PER_TALENT * cards.length);
  return { pdf, etag: etagOf(pdf), count: cards.length };
}

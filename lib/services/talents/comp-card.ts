import "server-only";
import { createHash } from "node:crypto";
import { absoluteUrl } from "@/lib/absolute-url";
import { tooManyRequests } from "@/lib/errors";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { formatHeightBothUnits } from "@/lib/domain/height-units";
import { measurementRows, type ProfileMeasurement } from "@/lib/domain/measurement-fields";
import { compCardMeasurementLabelsFor } from "@/lib/domain/measurement-labels";
import { readStoredPdf, storePdf } from "@/lib/pdf/pdf-store";
import { renderCompCardsInWorker } from "@/lib/pdf/render-pool";
import type { RenderTask } from "@/lib/pdf/worker/render-comp-cards.mjs";
import { singleFlight } from "@/lib/single-flight";
import { COMP_CARD_PHOTOS } from "@/lib/validation/comp-card";
import type { SettingsKey, SettingsValue } from "@/lib/validation/settings";
import { talentCategoryLabels } from "@/lib/domain/talent-categories";
import { getCompCardPhotoIds } from "./comp-card-photos";
import { readImageBytes } from "./comp-card-images";
import { consume, type Limit } from "@/lib/services/platform";
import { getSetting } from "@/lib/services/settings";
import { getPublicTalent, portfolioOf, type PublicMedia, type PublicTalentProfile } from "./talents";

/**
 * A talent's comp card as a PDF, made from the public profile, the chosen photos and the agency's settings; and a
 * package's cards in one PDF. Only active talent have one (the same 404 as the profile).
 *
 * What a PDF shows is read here, on the request thread, from the (cached) public reads; everything CPU-heavy
 * (photos re-encoded for print, the QR code, the layout) runs in a worker thread (lib/pdf/render-pool.ts). The
 * finished file is kept under a hash of everything it shows (lib/pdf/pdf-store.ts), so a profile, photo, choice or
 * settings change makes a new one and an unchanged one costs a file read; concurrent requests for the same file
 * share one render.
 */

/** Part of every PDF's key: bump it when the layout or the encoding changes, so every kept PDF is made again. */
const RENDER_VERSION = 1;

/** Comp cards per address: a visitor opens a few; the limit stops a script walking every card. */
export const COMP_CARD_LIMIT = { max: 60, windowSeconds: 600 } as const satisfies Limit;

/**
 * The largest card we send, in bytes, under the "about 2 MB". Busy photos are re-encoded at a lower quality
 * to fit.
 */
export const COMP_CARD_MAX_BYTES = 1.4 * 1024 * 1024;
/** A package's PDF may run to this many bytes a talent. */
const COMP_CARDS_BYTES_PER_TALENT = 1024 * 1024;

/** The public profile URL the QR code opens. */
const profileUrlOf = (talentId: number) => absoluteUrl(`/talent/${talentId}`);

/**
 * A row's value on the card: the height as `175 cm / 5'9"`, a length as `84 cm / 33"` (both units where it converts,
 * in plain ASCII), anything else as written.
 */
function cardValue(row: ProfileMeasurement): string {
  if (row.key === "height") return row.cm ? formatHeightBothUnits(row.cm) : row.text;
  return row.metric && row.imperial ? `${row.metric} / ${row.imperial.replace(/″/g, '"')}` : row.text;
}

/** The card's measurements: the field table's rows with the card's short labels, as plain data for the worker. */
function compCardMeasurements(talent: PublicTalentProfile) {
  return measurementRows(talent, compCardMeasurementLabelsFor(talent)).map((row) => ({ label: row.label, value: cardValue(row) }));
}

/** The card's photos in order: the chosen ones, else the profile photo then the portfolio. */
function compCardPhotosOf(talent: PublicTalentProfile, chosenIds: number[]): PublicMedia[] {
  const chosen = chosenIds.map((id) => talent.media.find((m) => m.id === id)).filter((m): m is PublicMedia => !!m);
  return (chosen.length ? chosen : portfolioOf(talent)).slice(0, COMP_CARD_PHOTOS);
}

/**
 * Everything one card shows, photos by their URL. A stored photo's URL names its bytes (an upload gets a new name;
 * a replaced demo file comes with a new build, and `RENDER_VERSION` covers the rest), so the URL stands for them in
 * the key without reading or hashing megabytes of photos on every request.
 */
type CardSpec = Omit<RenderTask["cards"][number], "photos"> & { photoUrls: string[] };
type AgencySpec = Omit<RenderTask["agency"], "logo"> & { logoUrl: string | null };

async function cardSpecOf(talentId: number): Promise<CardSpec | null> {
  const talent = await getPublicTalent(talentId);
  if (!talent) return null;
  const photos = compCardPhotosOf(talent, await getCompCardPhotoIds(talent.id));
  return {
    stageName: talent.stage_name,
    category: talent.category ? talentCategoryLabels[talent.category] : null,
    measurements: compCardMeasurements(talent),
    profileUrl: profileUrlOf(talent.id),
    updatedAt: new Date(talent.updated_at).getTime(),
    photoUrls: photos.map((p) => p.file_url),
  };
}

async function setting<K extends SettingsKey>(key: K): Promise<SettingsValue<K>> {
  return (await getSetting(key)) ?? settingsDefault(key);
}

async function agencySpec(): Promise<AgencySpec> {
  const [brand, content] = await Promise.all([setting("logo-icon"), setting("content")]);
  const text = (key: string) => content[key]?.trim() || null;
  const website = absoluteUrl("/").replace(/^https?:\/\//, "").replace(/\/$/, "");
  const contact = [text("contact.bookingsEmail") ?? text("contact.email"), text("contact.phone"), website];
  return { name: brand.companyName, logoUrl: brand.mainLogo || null, contact: contact.filter((line): line is string => !!line) };
}

/** The render's input: the specs with the stored photos' and logo's bytes, read now that a render may start. */
async function renderTaskOf(cards: CardSpec[], agency: AgencySpec, budget: number): Promise<RenderTask> {
  const [logo, photos] = await Promise.all([
    agency.logoUrl ? readImageBytes(agency.logoUrl) : null,
    Promise.all(cards.map((card) => Promise.all(card.photoUrls.map(readImageBytes)))),
  ]);
  return {
    cards: cards.map((card, i) => ({
      stageName: card.stageName,
      category: card.category,
      measurements: card.measurements,
      profileUrl: card.profileUrl,
      updatedAt: card.updatedAt,
      photos: photos[i],
    })),
    agency: { name: agency.name, contact: agency.contact, logo },
    budget,
  };
}

const renderOnce = singleFlight<Buffer>();

/**
 * The PDF of these cards: the kept file of this exact content, else one render (shared by concurrent requests) that
 * is then kept. The ETag is the content's key, so it changes exactly when the PDF would.
 */
async function compCardsPdf(cards: CardSpec[], budget: number): Promise<{ pdf: Buffer; etag: string }> {
  const agency = await agencySpec();
  const key = createHash("sha256").update(JSON.stringify({ version: RENDER_VERSION, budget, agency, cards })).digest("hex");
  const etag = `"${key.slice(0, 32)}"`;
  const kept = await readStoredPdf(key);
  if (kept) return { pdf: kept, etag };
  const pdf = await renderOnce(key, async () => {
    // A render for this key may have finished between the read above and now.
    const justKept = await readStoredPdf(key);
    if (justKept) return justKept;
    const { pdf: rendered } = await renderCompCardsInWorker(() => renderTaskOf(cards, agency, budget));
    await storePdf(key, rendered);
    return Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
  });
  return { pdf, etag };
}

export interface CompCard {
  pdf: Buffer;
  etag: string;
  fileName: string;
  stageName: string;
}

/**
 * An active talent's comp card, or null for hidden, pending, declined and unknown talent. Limited per address
 * (`tooManyRequests`); `serviceUnavailable` when it must be made and every render place stays taken.
 */
export async function getCompCard(talentId: number, context: { ip: string }): Promise<CompCard | null> {
  const place = await consume(`comp-card:ip:${context.ip}`, COMP_CARD_LIMIT);
  if (!place.allowed) throw tooManyRequests("Too many comp card requests. Please try again later.", place.retryAfter);
  if (!Number.isSafeInteger(talentId) || talentId <= 0) return null;
  const spec = await cardSpecOf(talentId);
  if (!spec) return null;
  const { pdf, etag } = await compCardsPdf([spec], COMP_CARD_MAX_BYTES);
  return { pdf, etag, fileName: `${spec.stageName}-comp-card.pdf`, stageName: spec.stageName };
}

/**
 * Makes a talent's card ahead of any request and keeps it (the queue's `comp-card-render`, scheduled by
 * `renderCompCardSoon` when the photos or measurements change). Nothing when the talent is not public or the card of
 * this exact content is kept already. Not limited per address: no visitor calls it.
 */
export async function prepareCompCard(talentId: number): Promise<boolean> {
  const spec = await cardSpecOf(talentId);
  if (!spec) return false;
  await compCardsPdf([spec], COMP_CARD_MAX_BYTES);
  return true;
}

/**
 * Several talents' comp cards as one PDF (a package's): each active talent's two pages in the order given; hidden,
 * pending, declined and unknown ids are left out; null when none is left. The caller checks who may see the list.
 */
export async function getCompCardsPdf(talentIds: number[]): Promise<{ pdf: Buffer; etag: string; count: number } | null> {
  const ids = [...new Set(talentIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const specs = (await Promise.all(ids.map(cardSpecOf))).filter((c): c is CardSpec => !!c);
  if (!specs.length) return null;
  const { pdf, etag } = await compCardsPdf(specs, COMP_CARDS_BYTES_PER_TALENT * specs.length);
  return { pdf, etag, count: specs.length };
}

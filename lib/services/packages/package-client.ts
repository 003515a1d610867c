import "server-only";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { packages, packageTalents, type Package } from "@/db/schema";
import { sha256 } from "@/lib/auth/tokens";
import { deliverNow } from "@/lib/email";
import { PACKAGE_VISIT_SECONDS, packageMessages, packageStatusOf } from "@/lib/domain/packages";
import { gone, notFound, tooManyRequests, validationError } from "@/lib/errors";
import type { PackageSelectionInput } from "@/lib/validation/package";
import { BATCH_TALENTS_FIELD, insertBookingRequests, mailBookingRequests, type BookingRequestBatch } from "@/lib/services/jobs";
import { TALENT_UNAVAILABLE } from "@/lib/services/jobs";
import { getCompCardsPdf } from "@/lib/services/talents";
import { fenceIdempotentWork } from "@/lib/services/platform";
import { consume, type Limit } from "@/lib/services/platform";
import { getPublicTalent, portfolioOf, readPublicTalents, type PublicMedia, type PublicTalentProfile } from "@/lib/services/talents";
import { cached, cacheTags } from "@/lib/cache";

/**
 * Client packages, the client's side (`/p/{token}` and `/api/v1/packages/{token}/...`), without an account: the
 * token is the only key. It is looked up by its SHA-256 through a unique index, so the lookup neither compares the
 * secret itself nor takes a time that depends on how much of it a guess got right. Unknown is a 404; expired or
 * revoked a 410 (`packageGone`), which says nothing more.
 */

/** A link that expired or was revoked: a 410 (`GONE`) that says only that; the page shows "no longer available". */
const packageGone = () => gone(packageMessages.gone);

/** Package PDFs per address: a client downloads one or two; each may cost a long render. */
export const PACKAGE_PDF_LIMIT = { max: 20, windowSeconds: 600 } as const satisfies Limit;

/** Selections per address per hour: a client sends one or two; the limit stops a script filling the inbox. */
export const PACKAGE_SELECTION_LIMIT = { max: 10, windowSeconds: 3600 } as const satisfies Limit;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function findByToken(token: string): Promise<Package | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [p] = await db.select().from(packages).where(eq(packages.tokenHash, sha256(token)));
  return p ?? null;
}

/** Whether a link works: what the page and every client call check first. */
export async function packageLinkState(token: string): Promise<"active" | "gone" | "unknown"> {
  const p = await findByToken(token);
  if (!p) return "unknown";
  return packageStatusOf({ revoked_at: p.revokedAt, expires_at: p.expiresAt }) === "active" ? "active" : "gone";
}

async function activePackage(token: string): Promise<Package> {
  const p = await findByToken(token);
  if (!p) throw notFound();
  if (packageStatusOf({ revoked_at: p.revokedAt, expires_at: p.expiresAt }) !== "active") throw packageGone();
  return p;
}

export interface ClientPackageTalent {
  talent: PublicTalentProfile;
  note: string | null;
  photos: PublicMedia[];
}

export interface ClientPackage {
  title: string;
  client_name: string;
  client_company: string | null;
  message: string;
  expires_at: string;
  talents: ClientPackageTalent[];
}

/** The booker's chosen photos that still exist, in the chosen order; else the profile's own order. */
function photosOf(talent: PublicTalentProfile, mediaIds: number[] | null): PublicMedia[] {
  const all = portfolioOf(talent);
  if (!mediaIds?.length) return all;
  const chosen = mediaIds.map((id) => all.find((m) => m.id === id)).filter((m): m is PublicMedia => !!m);
  return chosen.length ? chosen : all;
}

/**
 * The package as the client sees it. Each talent comes from the public profile read (so a talent hidden or deleted
 * since the package was made is simply not there), with the booker's note and photos.
 */
export async function getClientPackage(token: string): Promise<ClientPackage> {
  const p = await activePackage(token);
  return {
    title: p.title,
    client_name: p.clientName,
    client_company: p.clientCompany,
    message: p.message,
    expires_at: p.expiresAt.toISOString(),
    talents: await readPackageTalentsCached(p.id),
  };
}

/**
 * A package's talents as the client sees them, in a constant number of statements whatever the package's size (its
 * rows, then the profiles in one batch: `readPublicTalents`). Cached per package (the link's state is checked live
 * before), dropped when staff change the package or any talent changes (`talents`).
 */
async function readPackageTalents(packageId: number): Promise<ClientPackageTalent[]> {
  const db = await getDb();
  const rows = await db.select().from(packageTalents).where(eq(packageTalents.packageId, packageId)).orderBy(asc(packageTalents.position));
  const profiles = await readPublicTalents(rows.map((r) => r.talentProfileId));
  return rows.flatMap((row) => {
    const talent = profiles.get(row.talentProfileId);
    return talent ? [{ talent, note: row.note, photos: photosOf(talent, row.mediaIds) }] : [];
  });
}

const readPackageTalentsCached = cached(readPackageTalents, ["packages:client-talents"], (id: number) => [cacheTags.clientPackage(id), cacheTags.talents]);

/**
 * Every talent of a live package as one comp-card PDF, in the package's order: only the talents the client sees on the
 * page (hidden or deleted ones are left out, as there). The state says why there is no PDF. The PDF is kept per
 * version of its contents, so it is made again only when the package or one of its talents changes. Limited per
 * address (`tooManyRequests`); `serviceUnavailable` when it must be made and every render place stays taken.
 */
export async function getPackageCompCards(
  token: string,
  context: { ip: string },
): Promise<{ state: "active"; pdf: Buffer; etag: string; fileName: string } | { state: "gone" | "unknown" }> {
  const place = await consume(`package-pdf:ip:${context.ip}`, PACKAGE_PDF_LIMIT);
  if (!place.allowed) throw tooManyRequests("Too many downloads. Please try again later.", place.retryAfter);
  const state = await packageLinkState(token);
  if (state !== "active") return { state };
  const pkg = await getClientPackage(token);
  const cards = await getCompCardsPdf(pkg.talents.map((t) => t.talent.id));
  if (!cards) return { state: "unknown" };
  return { state, pdf: cards.pdf, etag: cards.etag, fileName: `${pkg.title}-comp-cards.pdf` };
}

/** The public JSON of `GET /packages/{token}`: the page's content without the profiles' other fields. */
export async function getClientPackageJson(token: string) {
  const p = await getClientPackage(token);
  return {
    ...p,
    talents: p.talents.map(({ talent, note, photos }) => ({
      talent_profile_id: talent.id,
      stage_name: talent.stage_name,
      category: talent.category,
      height: talent.height,
      height_cm: talent.height_cm,
      bust: talent.bust,
      waist: talent.waist,
      hips: talent.hips,
      shoe_size: talent.shoe_size,
      dress_size: talent.dress_size,
      hair_color: talent.hair_color,
      eye_color: talent.eye_color,
      note,
      photos: photos.map((m) => ({ id: m.id, file_url: m.file_url, width: m.width, height: m.height })),
    })),
  };
}

/**
 * A visit, or a photo opening, counts once per browser per half hour: from the last one counted, whatever the
 * cookie says, so a script that drops the visit cookie adds nothing. The spacing does it; `max` only has to leave
 * the sliding window room for it.
 */
const PACKAGE_VIEW_LIMIT = { max: 2, windowSeconds: PACKAGE_VISIT_SECONDS, spacingSeconds: PACKAGE_VISIT_SECONDS } as const satisfies Limit;

/** Who is looking, as far as the server can tell without a cookie: the address and the browser's user agent. */
export interface PackageViewer {
  ip: string;
  userAgent: string;
}

/** The counter key of one browser's views of one package (hashed: the table holds no address). */
const viewKey = (packageId: number, viewer: PackageViewer, talentProfileId?: number) =>
  `package-view:${packageId}:${talentProfileId ?? "visit"}:${sha256(`${viewer.ip}\n${viewer.userAgent}`)}`;

/**
 * A visit (`talentProfileId` absent) or the client opening a talent's photos. The route says whether the browser
 * holds a visit cookie from the last 30 minutes (`newVisit` false: not counted, no database write). Otherwise the
 * visit counts once per address and user agent per half hour, and a talent's photos once per talent in that time:
 * the counter in rate_limits is taken first, in one statement (`consume`), so of a concurrent burst one counts.
 */
export async function recordPackageView(
  token: string,
  view: { talentProfileId?: number; newVisit: boolean; viewer: PackageViewer },
): Promise<{ counted: boolean }> {
  const p = await activePackage(token);
  const db = await getDb();
  const now = new Date();
  if (view.talentProfileId === undefined) {
    if (!view.newVisit) return { counted: false };
    if (!(await consume(viewKey(p.id, view.viewer), PACKAGE_VIEW_LIMIT)).allowed) return { counted: false };
    await db
      .update(packages)
      .set({ viewCount: sql`${packages.viewCount} + 1`, firstViewedAt: sql`coalesce(${packages.firstViewedAt}, ${now.toISOString()}::timestamptz)`, lastViewedAt: now })
      .where(eq(packages.id, p.id));
    return { counted: true };
  }
  // Only a talent the client can see: a hidden one's row stays as it was.
  const visible = await getPublicTalent(view.talentProfileId);
  if (!visible) return { counted: false };
  if (!(await consume(viewKey(p.id, view.viewer, view.talentProfileId), PACKAGE_VIEW_LIMIT)).allowed) return { counted: false };
  const updated = await db
    .update(packageTalents)
    .set({
      openCount: sql`${packageTalents.openCount} + 1`,
      openedAt: sql`coalesce(${packageTalents.openedAt}, ${now.toISOString()}::timestamptz)`,
      lastOpenedAt: now,
    })
    .where(and(eq(packageTalents.packageId, p.id), eq(packageTalents.talentProfileId, view.talentProfileId)))
    .returning({ id: packageTalents.talentProfileId });
  return { counted: updated.length > 0 };
}

/**
 * `POST /packages/{token}/selection`: one pending booking per selected talent, linked to the package, created in one
 * transaction with the package's and talents' selection marks and with one mail to the agency and a receipt to the
 * client (sent after the commit). A client may send again (a brief changes; a real agency takes the second list too): each sending makes
 * its own requests. The link must still be live when the transaction commits (a revoke racing it wins or loses
 * whole). Rate-limited per address.
 */
export async function submitPackageSelection(token: string, input: PackageSelectionInput, context: { ip: string }) {
  const place = await consume(`package-selection:ip:${context.ip}`, PACKAGE_SELECTION_LIMIT);
  if (!place.allowed) throw tooManyRequests("Too many booking requests. Please try again later.", place.retryAfter);
  const p = await activePackage(token);
  const batch: BookingRequestBatch = {
    talentProfileIds: input.talent_profile_ids,
    client: { name: p.clientName, email: p.clientEmail, phone: input.client_phone, company: p.clientCompany },
    purpose: input.purpose,
    budgetRange: input.budget_range,
    projectDate: input.project_date,
    notes: input.notes,
    packageId: p.id,
    kind: "package",
    source: `Package “${p.title}” (#${p.id})`,
  };
  const db = await getDb();
  const { created, mailIds } = await db.transaction(async (tx) => {
    await fenceIdempotentWork(tx);
    const inPackage = await tx
      .select({ id: packageTalents.talentProfileId })
      .from(packageTalents)
      .where(and(eq(packageTalents.packageId, p.id), inArray(packageTalents.talentProfileId, input.talent_profile_ids)));
    if (inPackage.length !== input.talent_profile_ids.length) {
      throw validationError(TALENT_UNAVAILABLE, { [BATCH_TALENTS_FIELD]: [TALENT_UNAVAILABLE] });
    }
    const now = new Date();
    const [live] = await tx
      .update(packages)
      .set({ selectedAt: now })
      .where(and(eq(packages.id, p.id), isNull(packages.revokedAt), gt(packages.expiresAt, now)))
      .returning({ id: packages.id });
    if (!live) throw packageGone();
    const rows = await insertBookingRequests(tx, batch);
    await tx
      .update(packageTalents)
      .set({ selectedAt: now })
      .where(and(eq(packageTalents.packageId, p.id), inArray(packageTalents.talentProfileId, input.talent_profile_ids)));
    return { created: rows, mailIds: await mailBookingRequests(tx, batch, rows) };
  });
  await deliverNow(mailIds);
  return { booking_ids: created.map((b) => b.id), bookings: created };
}

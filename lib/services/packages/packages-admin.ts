import "server-only";
import { requestStatusAt } from "@/lib/services/jobs";
import { matchEmail } from "@/lib/services/clients";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, notInArray, or, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { cacheTags, invalidate } from "@/lib/cache";
import { bookings, packages, packageTalents, talentMedia, talentProfiles, users, type Package } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { packageStatuses, packageStatusOf, expiryInstantOf, type PackageStatus } from "@/lib/domain/packages";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { absoluteUrl } from "@/lib/absolute-url";
import { conflict, notFound, validationError } from "@/lib/errors";
import { newPackageToken, openPackageToken } from "@/lib/auth/package-token";
import type { PackageInput, PackagesQuery } from "@/lib/validation/package";
import { agencyTimeZone } from "@/lib/services/settings";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { isPublicTalent } from "@/lib/services/talents";
import { containsPattern } from "@/lib/services/platform";
import { talentDisplayName as displayName } from "@/lib/services/talents";
import { formatMomentInZone } from "@/lib/domain/zoned-time";
import { isPublicTalentState } from "@/lib/domain/talent-status";

/**
 * Client packages, the admin side (`/admin/packages`, permission `packages`): a booker picks talents for a client's
 * brief and sends a private link. The link's token is 32 random bytes (base64url, 43 characters), looked up by its
 * SHA-256, and kept encrypted under a key of its own (`lib/packages/token.ts`) so that "Copy link" can show it again.
 */

const PACKAGE_NOT_FOUND = "Package not found.";
export const TALENT_NOT_ACTIVE = "Only active talents can be added to a package.";
export const PHOTO_NOT_OWN = "A chosen photo does not belong to this talent.";
const CANNOT_SEND = "A revoked or expired package cannot be sent.";

/** The link of a token, on APP_URL (`appOrigin`), never the request's Host header. */
function packageUrl(token: string): string {
  return absoluteUrl(`/p/${token}`);
}


async function talentsOf(db: DbOrTx, packageIds: number[]) {
  if (!packageIds.length) return [];
  return db
    .select({
      packageId: packageTalents.packageId,
      talentProfileId: packageTalents.talentProfileId,
      position: packageTalents.position,
      note: packageTalents.note,
      mediaIds: packageTalents.mediaIds,
      openCount: packageTalents.openCount,
      openedAt: packageTalents.openedAt,
      lastOpenedAt: packageTalents.lastOpenedAt,
      selectedAt: packageTalents.selectedAt,
      stageName: displayName,
      imageUrl: users.profileImageUrl,
      userStatus: users.status,
      publishedAt: talentProfiles.publishedAt,
    })
    .from(packageTalents)
    .innerJoin(talentProfiles, eq(talentProfiles.id, packageTalents.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(inArray(packageTalents.packageId, packageIds))
    .orderBy(asc(packageTalents.packageId), asc(packageTalents.position));
}
type TalentRow = Awaited<ReturnType<typeof talentsOf>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A package as the admin calls answer it (issue 13's fields, plus its status and per-talent tracking). */
function toPackageJson(p: Package, talents: TalentRow[], now = new Date()) {
  const token = openPackageToken(p.tokenEnc);
  return {
    id: p.id,
    title: p.title,
    client_name: p.clientName,
    client_company: p.clientCompany,
    client_email: p.clientEmail,
    message: p.message,
    expires_at: p.expiresAt.toISOString(),
    project_date: p.projectDate,
    revoked_at: iso(p.revokedAt),
    sent_at: iso(p.sentAt),
    view_count: p.viewCount,
    first_viewed_at: iso(p.firstViewedAt),
    last_viewed_at: iso(p.lastViewedAt),
    selected_at: iso(p.selectedAt),
    status: packageStatusOf({ revoked_at: p.revokedAt, expires_at: p.expiresAt }, now),
    /** Null only when the token can no longer be decrypted (the app secret changed): "Send" issues a new link. */
    url: token ? packageUrl(token) : null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    talents: talents.map((t) => ({
      talent_profile_id: t.talentProfileId,
      stage_name: t.stageName,
      note: t.note,
      position: t.position,
      media_ids: t.mediaIds,
      image_url: t.imageUrl,
      /** False when the talent was hidden or unpublished since: the client no longer sees them. */
      visible: isPublicTalentState({ status: t.userStatus, published_at: t.publishedAt }),
      opened: t.openCount > 0,
      open_count: t.openCount,
      opened_at: iso(t.openedAt),
      last_opened_at: iso(t.lastOpenedAt),
      selected: t.selectedAt !== null,
      selected_at: iso(t.selectedAt),
    })),
  };
}

function statusCondition(status: PackageStatus): SQL {
  const now = new Date();
  if (status === "revoked") return isNotNull(packages.revokedAt);
  if (status === "expired") return and(isNull(packages.revokedAt), lte(packages.expiresAt, now)) as SQL;
  return and(isNull(packages.revokedAt), gt(packages.expiresAt, now)) as SQL;
}

/** `GET /admin/packages`: newest first, searched in the title and the client's name, company and email. */
export async function listPackages(viewer: Viewer | null, query: PackagesQuery) {
  requirePermission(viewer, "packages");
  const db = await getDb();
  const search = query.search
    ? (or(
        ilike(packages.title, containsPattern(query.search)),
        ilike(packages.clientName, containsPattern(query.search)),
        ilike(packages.clientCompany, containsPattern(query.search)),
        ilike(packages.clientEmail, containsPattern(query.search)),
      ) as SQL)
    : undefined;
  const where = and(search, query.status ? statusCondition(query.status) : undefined);
  const [rows, ...totals] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(where)
      .orderBy(desc(packages.createdAt), desc(packages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ...packageStatuses.map((s) =>
      db
        .select({ n: count() })
        .from(packages)
        .where(and(search, statusCondition(s))),
    ),
  ]);
  const counts = { all: 0, active: 0, expired: 0, revoked: 0 };
  packageStatuses.forEach((s, i) => {
    counts[s] = Number(totals[i][0].n);
    counts.all += counts[s];
  });
  const talents = await talentsOf(db, rows.map((r) => r.id));
  const total = query.status ? counts[query.status] : counts.all;
  return {
    data: rows.map((p) => toPackageJson(p, talents.filter((t) => t.packageId === p.id))),
    total,
    page: query.page,
    limit: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    counts,
  };
}

async function loadPackage(db: DbOrTx, id: number): Promise<Package> {
  const [p] = await db.select().from(packages).where(eq(packages.id, id));
  if (!p) throw notFound(PACKAGE_NOT_FOUND);
  return p;
}

/** The booking requests the client's selections made, newest first. */
async function selectionOf(db: DbOrTx, packageId: number) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      talentProfileId: bookings.talentProfileId,
      status: requestStatusAt(new Date()),
      createdAt: bookings.createdAt,
      stageName: displayName,
    })
    .from(bookings)
    .innerJoin(talentProfiles, eq(talentProfiles.id, bookings.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(bookings.packageId, packageId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map((r) => ({ id: r.id, reference: r.reference, talent_profile_id: r.talentProfileId, stage_name: r.stageName, status: r.status, created_at: r.createdAt.toISOString() }));
}

/** `GET /admin/packages/{id}`: the package, its talents with what the client did, and the bookings it made. */
export async function getPackage(viewer: Viewer | null, id: number) {
  requirePermission(viewer, "packages");
  const db = await getDb();
  const p = await loadPackage(db, id);
  const [talents, selection] = await Promise.all([talentsOf(db, [id]), selectionOf(db, id)]);
  return { ...toPackageJson(p, talents), bookings: selection };
}

/**
 * Every talent must be active (a hidden one cannot be offered to a client) and every chosen photo must be the
 * talent's own.
 */
async function checkTalents(db: DbOrTx, input: PackageInput): Promise<void> {
  const ids = input.talents.map((t) => t.talent_profile_id);
  const active = await db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(inArray(talentProfiles.id, ids), isPublicTalent));
  const activeIds = new Set(active.map((a) => a.id));
  const errors: Record<string, string[]> = {};
  input.talents.forEach((t, i) => {
    if (!activeIds.has(t.talent_profile_id)) errors[`talents.${i}.talent_profile_id`] = [TALENT_NOT_ACTIVE];
  });
  const chosen = input.talents.flatMap((t) => (t.media_ids ?? []).map((m) => ({ media: m, talent: t.talent_profile_id })));
  if (chosen.length) {
    const owned = await db
      .select({ id: talentMedia.id, talent: talentMedia.talentProfileId })
      .from(talentMedia)
      .where(inArray(talentMedia.id, chosen.map((c) => c.media)));
    const ownerOf = new Map(owned.map((o) => [o.id, o.talent]));
    input.talents.forEach((t, i) => {
      if ((t.media_ids ?? []).some((m) => ownerOf.get(m) !== t.talent_profile_id)) errors[`talents.${i}.media_ids`] = [PHOTO_NOT_OWN];
    });
  }
  const fields = Object.keys(errors);
  if (fields.length) throw validationError(errors[fields[0]][0], errors);
}

const packageColumns = (input: PackageInput) => ({
  title: input.title,
  clientName: input.client_name,
  clientCompany: input.client_company,
  clientEmail: input.client_email,
  message: input.message,
  expiresAt: expiryInstantOf(input.expires_at),
  projectDate: input.project_date,
});

/** A package as its activity entries compare it: its columns and its talents in order (what the client sees). */
async function packageSnapshot(tx: DbOrTx, id: number, lock = false) {
  const query = tx.select().from(packages).where(eq(packages.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const talents = await tx
    .select({ talent: packageTalents.talentProfileId, note: packageTalents.note, media: packageTalents.mediaIds })
    .from(packageTalents)
    .where(eq(packageTalents.packageId, id))
    .orderBy(asc(packageTalents.position));
  return { ...row, talents };
}

const packageChanges = (before: object | null, after: object | null) =>
  diffChanges(before, after, { omit: ["id", "createdAt", "createdBy", "viewCount", "firstViewedAt", "lastViewedAt"] });

/** `POST /admin/packages`: a new package with a fresh link. */
export async function createPackage(viewer: Viewer | null, input: PackageInput) {
  const staff = requirePermission(viewer, "packages");
  const db = await getDb();
  await checkTalents(db, input);
  const { tokenHash, tokenEnc } = newPackageToken();
  const id = await db.transaction(async (tx) => {
    const [p] = await tx
      .insert(packages)
      .values({ ...packageColumns(input), tokenHash, tokenEnc, createdBy: staff.id })
      .returning({ id: packages.id });
    await tx.insert(packageTalents).values(
      input.talents.map((t, position) => ({
        packageId: p.id,
        talentProfileId: t.talent_profile_id,
        position,
        note: t.note,
        mediaIds: t.media_ids,
      })),
    );
    const changes = packageChanges(null, await packageSnapshot(tx, p.id));
    await logEvent(tx, staff, "package.created", { subject: { type: "package", id: p.id }, payload: { title: input.title }, changes });
    return p.id;
  });
  return getPackage(staff, id);
}

/**
 * `PUT /admin/packages/{id}`: the whole package again. Talents that stay keep what the client did with them
 * (opened, selected); removed ones go; the link does not change.
 */
export async function updatePackage(viewer: Viewer | null, id: number, input: PackageInput) {
  const staff = requirePermission(viewer, "packages");
  const db = await getDb();
  await loadPackage(db, id);
  await checkTalents(db, input);
  await db.transaction(async (tx) => {
    const before = await packageSnapshot(tx, id, true);
    if (!before) throw notFound(PACKAGE_NOT_FOUND);
    await tx
      .update(packages)
      .set({ ...packageColumns(input), updatedAt: new Date() })
      .where(eq(packages.id, id));
    const ids = input.talents.map((t) => t.talent_profile_id);
    await tx.delete(packageTalents).where(and(eq(packageTalents.packageId, id), notInArray(packageTalents.talentProfileId, ids)));
    for (const [position, t] of input.talents.entries()) {
      await tx
        .insert(packageTalents)
        .values({ packageId: id, talentProfileId: t.talent_profile_id, position, note: t.note, mediaIds: t.media_ids })
        .onConflictDoUpdate({
          target: [packageTalents.packageId, packageTalents.talentProfileId],
          set: { position, note: t.note, mediaIds: t.media_ids },
        });
    }
    const changes = packageChanges(before, await packageSnapshot(tx, id));
    await logEvent(tx, staff, "package.updated", { subject: { type: "package", id }, payload: { title: input.title }, changes });
  });
  invalidate(cacheTags.clientPackage(id));
  return getPackage(staff, id);
}

/** `DELETE /admin/packages/{id}`: the package and its talents go; bookings it made stay (without the link to it). */
export async function deletePackage(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "packages");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await packageSnapshot(tx, id, true);
    const [deleted] = await tx.delete(packages).where(eq(packages.id, id)).returning({ title: packages.title });
    if (!deleted) throw notFound(PACKAGE_NOT_FOUND);
    await logEvent(tx, staff, "package.deleted", { subject: { type: "package", id }, payload: { title: deleted.title }, changes: packageChanges(before, null) });
  });
  invalidate(cacheTags.clientPackage(id));
  return { id };
}

/** `POST /admin/packages/{id}/revoke`: the link stops working at once (410). Revoking twice changes nothing. */
export async function revokePackage(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "packages");
  const db = await getDb();
  const p = await loadPackage(db, id);
  if (!p.revokedAt) {
    await db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(packages)
        .set({ revokedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(packages.id, id), isNull(packages.revokedAt)))
        .returning({ revokedAt: packages.revokedAt });
      if (!revoked) return; // revoked meanwhile by someone else, whose entry says so
      const changes = diffChanges({ revokedAt: null }, revoked);
      await logEvent(tx, staff, "package.revoked", { subject: { type: "package", id }, payload: { title: p.title }, changes });
    });
  }
  return getPackage(staff, id);
}

/**
 * `POST /admin/packages/{id}/send`: mails the client the link and records when. When the stored token can no
 * longer be read (the app secret changed) a new link is issued first; the old one could not be shown anyway.
 */
export async function sendPackage(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "packages");
  const db = await getDb();
  const p = await loadPackage(db, id);
  if (packageStatusOf({ revoked_at: p.revokedAt, expires_at: p.expiresAt }) !== "active") throw conflict(CANNOT_SEND);
  const mailIds = await db.transaction(async (tx) => {
    let token = openPackageToken(p.tokenEnc);
    if (!token) {
      const fresh = newPackageToken();
      await tx.update(packages).set({ tokenHash: fresh.tokenHash, tokenEnc: fresh.tokenEnc }).where(eq(packages.id, id));
      token = fresh.token;
    }
    const [before] = await tx.select({ sentAt: packages.sentAt, tokenHash: packages.tokenHash }).from(packages).where(eq(packages.id, id)).for("update");
    // The client as an entity (issue 40): a package not yet tied to a company takes the one its address matches
    // (a contact's e-mail, else a company's domain) when it is sent; one already tied keeps its company.
    const companyId = p.companyId ?? (await matchEmail(tx, p.clientEmail)).company?.id ?? null;
    const [after] = await tx.update(packages).set({ sentAt: new Date(), updatedAt: new Date(), companyId }).where(eq(packages.id, id)).returning({ sentAt: packages.sentAt, tokenHash: packages.tokenHash });
    const changes = diffChanges({ ...before, tokenHash: p.tokenHash }, after);
    await logEvent(tx, staff, "package.sent", { subject: { type: "package", id }, payload: { title: p.title }, changes });
    const link = { clientName: p.clientName, title: p.title, message: p.message, url: packageUrl(token), expiresOn: formatMomentInZone(p.expiresAt, await agencyTimeZone(tx)) };
    return enqueueMail(tx, mails.packageLink(p.clientEmail, link));
  });
  await deliverNow(mailIds);
  return getPackage(staff, id);
}

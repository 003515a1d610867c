import "server-only";
import { readAt } from "@/lib/domain/job-line-life";
import { requestStatusAt } from "@/lib/services/jobs";
import { zipSync, strToU8, type Zippable } from "fflate";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  availabilityBlocks,
  bookings,
  jobLines,
  ledgerEntries,
  notificationRecipients,
  notifications,
  payouts,
  socialAccounts,
  talentMedia,
  talentProfiles,
  users,
} from "@/db/schema";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { imageTypeOfBytes } from "@/lib/domain/image-sniff";
import { toDecimalString } from "@/lib/domain/money";
import { DATA_EXPORT_LIMIT, DATA_EXPORT_MAX_PHOTO_BYTES } from "@/lib/domain/privacy";
import { notFound, tooManyRequests } from "@/lib/errors";
import { readImageBytes } from "@/lib/services/talents";
import { PERSONAL_DATA, type ExportFile } from "./privacy-registry";
import { consume } from "@/lib/services/platform";

/**
 * "Download my data" (issue 29, item 8): everything this site holds about the signed-in talent, as a zip of JSON
 * files (one per section), their photos as files, and a README.txt that explains each. Of the bookings and job
 * lines that name the talent it gives the talent's own side only (what, when, which state): nothing of the client
 * (names, emails, phones, company, the request's text) and no money (budgets and fees are the agency's staff-only
 * figures), never another person. docs/decisions.md says why. The files are those the registry of personal data
 * (lib/services/privacy-registry.ts) names for the export, and the README says what it leaves out and why. The zip is built in memory: the JSON is small and
 * photos are stored as they are (already compressed), within DATA_EXPORT_MAX_PHOTO_BYTES.
 */

const EXPORT_LIMITED = `You can download your data ${DATA_EXPORT_LIMIT.max} times a day. Please try again later.`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The talent's own fields, by section. */
async function readSections(userId: number, profileId: number) {
  const db = await getDb();
  const [[user], [profile]] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(talentProfiles).where(eq(talentProfiles.id, profileId)),
  ]);
  if (!user || !profile) throw notFound();
  const [media, social, received, requested, lines, blocks] = await Promise.all([
    db.select().from(talentMedia).where(eq(talentMedia.talentProfileId, profileId)).orderBy(asc(talentMedia.sortOrder), asc(talentMedia.id)),
    db.select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, profileId)).orderBy(asc(socialAccounts.platform)),
    db
      .select({ n: notifications, r: notificationRecipients })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notificationRecipients.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({
        id: bookings.id,
        project_type: bookings.projectType,
        project_date: bookings.projectDate,
        event_time: bookings.eventTime,
        duration: bookings.duration,
        location: bookings.location,
        status: requestStatusAt(new Date()),
        created_at: bookings.createdAt,
      })
      .from(bookings)
      .where(eq(bookings.talentProfileId, profileId))
      .orderBy(asc(bookings.createdAt), asc(bookings.id)),
    db
      .select({
        id: jobLines.id,
        kind: jobLines.kind,
        state: jobLines.state,
        starts_at: jobLines.startsAt,
        ends_at: jobLines.endsAt,
        option_expires_at: jobLines.optionExpiresAt,
        challenge_deadline: jobLines.challengeDeadline,
        created_at: jobLines.createdAt,
      })
      .from(jobLines)
      .where(eq(jobLines.talentProfileId, profileId))
      .orderBy(asc(jobLines.startsAt), asc(jobLines.id))
      // Each line as it reads now (an option past its expiry reads expired), the one rule of lib/domain/job-line-life.ts.
      .then((rows) => rows.map(({ challenge_deadline, ...l }) => ({ ...l, state: readAt({ state: l.state, optionExpiresAt: l.option_expires_at, challengeDeadline: challenge_deadline }, new Date()).state }))),
    db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.talentProfileId, profileId))
      .orderBy(asc(availabilityBlocks.startsOn), asc(availabilityBlocks.id)),
  ]);
  // Her statement (issue 41): her ledger entries and the payouts made to her, amounts as decimal strings.
  const [entries, paid] = await Promise.all([
    db.select().from(ledgerEntries).where(and(eq(ledgerEntries.partyKind, "talent"), eq(ledgerEntries.talentProfileId, profileId))).orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id)),
    db.select().from(payouts).where(eq(payouts.talentProfileId, profileId)).orderBy(asc(payouts.createdAt), asc(payouts.id)),
  ]);
  return { user, profile, media, social, received, requested, lines, blocks, entries, paid };
}

type Sections = Awaited<ReturnType<typeof readSections>>;

const EXTENSIONS = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp" } as const;

/** The photos as files: the profile picture, then the portfolio in its order (application snapshots named so). */
async function photoFiles({ user, media }: Sections) {
  const wanted = [
    ...(user.profileImageUrl && !media.some((m) => m.fileUrl === user.profileImageUrl) ? [{ stem: "profile-picture", url: user.profileImageUrl }] : []),
    ...media.map((m, i) => ({
      stem: m.snapshotKind ? `application-${m.snapshotKind}` : `portfolio-${String(i + 1).padStart(2, "0")}`,
      url: m.fileUrl,
      mediaId: m.id,
    })),
  ];
  const files: { name: string; bytes: Uint8Array; url: string; mediaId?: number }[] = [];
  const left: string[] = [];
  let total = 0;
  for (const photo of wanted) {
    const bytes = await readImageBytes(photo.url);
    const type = bytes ? imageTypeOfBytes(bytes) : null;
    if (!bytes || !type || total + bytes.byteLength > DATA_EXPORT_MAX_PHOTO_BYTES) {
      left.push(photo.url);
      continue;
    }
    total += bytes.byteLength;
    files.push({ name: `photos/${photo.stem}.${EXTENSIONS[type]}`, bytes: new Uint8Array(bytes), url: photo.url, mediaId: "mediaId" in photo ? photo.mediaId : undefined });
  }
  return { files, left };
}

/** What each file of the export is, as its README says (one line per file the registry names). */
const FILE_NOTES = {
  "account.json": "your account: name, email, phone and WhatsApp numbers, status, when it was created and last used.",
  "profile.json": "your profile: stage name, category, gender, date of birth, place, bio, experience, rate, portfolio link, Instagram handle, guardian details and whether you are published or featured.",
  "measurements.json": "your measurements as you or the agency entered them.",
  "social-accounts.json": "the social accounts you connected: platform, username, link and followers (never the access tokens).",
  "photos.json": "your photos: which file in photos/ is which, their order and their place on your comp card (the files themselves are in photos/).",
  "notifications.json": "the notifications the agency sent you, with when you read them.",
  "bookings.json": "booking requests for you: what, when, where and their state. The client's details and the budget are the agency's records of its client and are not part of your data.",
  "jobs.json": "your lines on the agency's jobs: kind, dates and state. Fees and the bookers' notes are the agency's staff records and are not included.",
  "availability.json": "the days you (or the agency) blocked, and why.",
  "statement.json": "your statement: every amount the agency owed you or deducted (fees, commission, VAT, expenses, advances, chargebacks, credit-note reversals) with its status and due date, and the payouts made to you with their remittance numbers.",
} as const satisfies Record<ExportFile, string>;

/** The files the registry of personal data says an export includes, in the registry's order. */
const exportedFiles = (): ExportFile[] => [...new Set(PERSONAL_DATA.flatMap((e) => ("files" in e.export ? e.export.files : [])))];

function readme(generatedAt: Date, left: string[]): string {
  const notIncluded = [...new Set(PERSONAL_DATA.flatMap((e) => ("no" in e.export ? [`  - ${e.export.no}`] : [])))];
  return [
    "Your data",
    "=========",
    "",
    `Everything this site holds about you, as of ${generatedAt.toISOString()} (UTC).`,
    "",
    ...exportedFiles().map((file) => `${file.padEnd(21)} ${FILE_NOTES[file]}`),
    "",
    "Not included (what the agency keeps for its own work, secrets, and anything about other people):",
    ...notIncluded,
    ...(left.length ? ["", "These photos could not be included (missing, unreadable, or past the export's size limit):", ...left.map((u) => `  ${u}`)] : []),
    "",
    "To have your data corrected or erased, write to the agency (see the privacy policy).",
    "",
  ].join("\n");
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** Builds the zip for a talent's own data (no limit: `exportOwnData` counts). */
async function buildDataExport(userId: number, profileId: number, now = new Date()): Promise<Uint8Array> {
  const s = await readSections(userId, profileId);
  const { user, profile } = s;
  const photos = await photoFiles(s);
  const fileOf = new Map(photos.files.map((f) => [f.url, f.name]));
  // One builder per file the registry can name (the compiler holds the two together); the zip has those it names.
  const files: Record<ExportFile, () => unknown> = {
    "account.json": () => ({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      whatsapp: user.whatsapp,
      status: user.status,
      profile_picture: user.profileImageUrl ? (fileOf.get(user.profileImageUrl) ?? null) : null,
      created_at: iso(user.createdAt),
      last_active_at: iso(user.lastActiveAt),
    }),
    "profile.json": () => ({
      id: profile.id,
      stage_name: profile.stageName,
      category: profile.category,
      gender: profile.gender,
      dob: profile.dob,
      country: profile.country,
      state: profile.state,
      city: profile.city,
      bio: profile.bio,
      experience_level: profile.experienceLevel,
      hourly_rate: profile.hourlyRate,
      portfolio_url: profile.portfolioUrl,
      instagram_handle: profile.instagramHandle,
      is_featured: profile.isFeatured,
      is_available: profile.isAvailable,
      guardian_name: profile.guardianName,
      guardian_email: profile.guardianEmail,
      guardian_consent_at: iso(profile.guardianConsentAt),
      published_at: iso(profile.publishedAt),
      created_at: iso(profile.createdAt),
      updated_at: iso(profile.updatedAt),
    }),
    "measurements.json": () => ({
      height: profile.height,
      height_cm: profile.heightCm,
      weight: profile.weight,
      bust: profile.bust,
      waist: profile.waist,
      hips: profile.hips,
      shoe_size: profile.shoeSize,
      dress_size: profile.dressSize,
      hair_color: profile.hairColor,
      eye_color: profile.eyeColor,
    }),
    "social-accounts.json": () => (
      s.social.map((a) => ({
        platform: a.platform,
        username: a.username,
        url: a.url,
        external_id: a.externalId,
        followers: a.followers,
        connected_at: iso(a.connectedAt),
        refreshed_at: iso(a.refreshedAt),
      }))
    ),
    "photos.json": () => (
      s.media.map((m) => ({
        id: m.id,
        file: fileOf.get(m.fileUrl) ?? null,
        order: m.sortOrder,
        comp_card_position: m.compCardPosition,
        application_snapshot: m.snapshotKind,
        width: m.width,
        height: m.height,
        created_at: iso(m.createdAt),
      }))
    ),
    "notifications.json": () => (
      s.received.map(({ n, r }) => ({
        id: n.id,
        title: n.title,
        message: n.message,
        type: n.type,
        important: n.important,
        sent_at: iso(n.createdAt),
        read: r.isRead,
        read_at: iso(r.readAt),
      }))
    ),
    "bookings.json": () => (s.requested.map((b) => ({ ...b, created_at: iso(b.created_at) }))),
    "jobs.json": () => (
      s.lines.map((l) => ({ ...l, starts_at: iso(l.starts_at), ends_at: iso(l.ends_at), option_expires_at: iso(l.option_expires_at), created_at: iso(l.created_at) }))
    ),
    "statement.json": () => ({
      entries: s.entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        amount: toDecimalString(e.amountMinor, e.currency),
        currency: e.currency,
        status: e.status,
        due_on: e.dueOn,
        description: e.description,
        job_id: e.jobId,
        invoice_id: e.invoiceId,
        payout_id: e.payoutId,
        created_at: iso(e.createdAt),
      })),
      payouts: s.paid.map((p) => ({ id: p.id, number: p.number, amount: toDecimalString(p.amountMinor, p.currency), currency: p.currency, paid_on: p.paidOn, method: p.method, reference: p.reference })),
    }),
    "availability.json": () => (s.blocks.map((b) => ({ id: b.id, starts_on: b.startsOn, ends_on: b.endsOn, kind: b.kind, note: b.note, created_at: iso(b.createdAt) }))),
  };
  const zip: Zippable = { "README.txt": strToU8(readme(now, photos.left)) };
  for (const file of exportedFiles()) zip[file] = json(files[file]());
  for (const f of photos.files) zip[f.name] = [f.bytes, { level: 0 }];
  return zipSync(zip, { level: 6, mtime: now });
}

/** The export's file name: the site's name for it and the day. */
const exportFileName = (now = new Date()) => `my-data-${now.toISOString().slice(0, 10)}.zip`;

/**
 * `GET /profile/export`: the signed-in talent's zip, at most DATA_EXPORT_LIMIT a day per account. The attempt is
 * counted before any work, in one statement (lib/services/rate-limit.ts), so a burst cannot slip past the limit.
 */
export async function exportOwnData(viewer: Viewer | null, now = new Date()): Promise<{ fileName: string; bytes: Uint8Array }> {
  const talent = requireTalent(viewer);
  const place = await consume(`data-export:user:${talent.id}`, DATA_EXPORT_LIMIT);
  if (!place.allowed) throw tooManyRequests(EXPORT_LIMITED, place.retryAfter);
  return { fileName: exportFileName(now), bytes: await buildDataExport(talent.id, talent.talentProfileId, now) };
}

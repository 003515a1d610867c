import "server-only";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  activityLog,
  adminPermissions,
  auditActors,
  apiTokens,
  availabilityBlocks,
  bookings,
  calendarFeedTokens,
  companies,
  companyContacts,
  confirmationEvents,
  confirmations,
  invoiceLines,
  invoicePayments,
  invoices,
  jobTalentTerms,
  ledgerEntries,
  payouts,
  talentAgencyRelations,
  talentFinance,
  contactMessages,
  emailOutbox,
  guardianLinks,
  jobExpenses,
  jobFees,
  jobLines,
  jobs,
  measurementRereads,
  notificationRecipients,
  notifications,
  packages,
  packageTalents,
  passkeys,
  passwordResetCodes,
  rateLimits,
  recoveryCodes,
  settings,
  socialAccounts,
  talentMedia,
  talentProfiles,
  totpFactors,
  twoFactorChallenges,
  uploads,
  users,
  webauthnChallenges,
} from "@/db/schema";
import { ERASED_TALENT_NAME, erasedEmail } from "@/lib/domain/privacy";

/**
 * The registry of personal data (issue 37, item 4): every table that holds something of a talent, whose id names
 * her there (the owner column), what her erasure does with it, and what her data export includes. The erasure
 * (lib/services/talent-erasure.ts) walks it; the export (lib/services/data-export.ts) builds exactly the files it
 * names; `privacy-registry.test.ts` walks the Drizzle schema and fails for a table with a foreign key to `users` or
 * `talent_profiles` that is neither listed here nor exempted below with a reason. docs/privacy.md is its prose.
 */

/** What the erasure's context knows when it scrubs: the account, its new password hash, the moment. */
export interface ErasureContext {
  userId: number;
  profileId: number | null;
  passwordHash: string;
  now: Date;
}

/** Steps of the erasure that match her otherwise than by an owner column (by address, by text, by a subject id). */
export type ErasureStepName =
  | "files"
  | "notificationsForHerAlone"
  | "outboxMails"
  | "rateLimitCounters"
  | "contactMessages"
  | "bookingTexts"
  | "packageTexts"
  | "activityLog";

type Erasure =
  /** Her rows go (by the owner column). */
  | { do: "delete" }
  /** Her row stays (others point at it), with these columns set to these values. */
  | { do: "scrub"; set: (ctx: ErasureContext) => Record<string, unknown> }
  /** A step of its own (talent-erasure.ts `steps`), described in words. */
  | { do: "step"; step: ErasureStepName; what: string }
  /** Kept under a legal hold: why, and for how long; what of her it still held goes by `then` (columns or a step). */
  | { do: "keep"; why: string; period: string; then?: { set: (ctx: ErasureContext) => Record<string, unknown> } | { step: ErasureStepName } };

/** The export's files (data-export.ts builds each, the compiler holds the two lists together). */
export type ExportFile =
  | "account.json"
  | "profile.json"
  | "measurements.json"
  | "social-accounts.json"
  | "photos.json"
  | "notifications.json"
  | "bookings.json"
  | "jobs.json"
  | "availability.json"
  | "statement.json";

type ExportRule = { files: readonly ExportFile[] } | { no: string };

export interface PersonalDataEntry {
  table: PgTable;
  /** The column holding her id (user or profile), or null when she is matched otherwise (by address, by text). */
  owner: { column: AnyPgColumn; is: "user" | "profile" } | null;
  /** What of her the table holds, in words. */
  holds: string;
  erasure: Erasure;
  export: ExportRule;
}

/** The talent_profiles columns an erasure empties (the profile row stays: bookings and job lines point at it). */
export const ERASED_PROFILE_VALUES = {
  stageName: null,
  category: null,
  gender: null,
  dob: null,
  country: null,
  state: null,
  city: null,
  cityUnlisted: false,
  bio: null,
  height: null,
  heightCm: null,
  weight: null,
  bust: null,
  waist: null,
  hips: null,
  shoeSize: null,
  dressSize: null,
  hairColor: null,
  eyeColor: null,
  hairColorKey: null,
  eyeColorKey: null,
  experienceLevel: null,
  hourlyRate: null,
  portfolioUrl: null,
  instagramHandle: null,
  isFeatured: false,
  isAvailable: false,
  guardianName: null,
  guardianEmail: null,
  guardianConsentAt: null,
  publishedAt: null,
  newFacePosition: null,
} as const satisfies Partial<typeof talentProfiles.$inferInsert>;

const deleted = { do: "delete" } as const;
const notExported = (why: string) => ({ no: why });

export const PERSONAL_DATA: readonly PersonalDataEntry[] = [
  {
    table: users,
    owner: { column: users.id, is: "user" },
    holds: "her account: name, email, phone, WhatsApp, picture, password hash, when last active",
    erasure: {
      do: "scrub",
      set: (ctx) => ({
        name: ERASED_TALENT_NAME,
        email: erasedEmail(ctx.userId),
        passwordHash: ctx.passwordHash,
        status: "suspended",
        roleLabel: null,
        phone: null,
        whatsapp: null,
        profileImageUrl: null,
        lastActiveAt: null,
        declinedAt: null,
        erasedAt: ctx.now,
        updatedAt: ctx.now,
      }),
    },
    export: { files: ["account.json"] },
  },
  {
    table: talentProfiles,
    owner: { column: talentProfiles.userId, is: "user" },
    holds: "her profile: stage name, date of birth, place, bio, measurements, rate, guardian's name and email",
    erasure: { do: "scrub", set: (ctx) => ({ ...ERASED_PROFILE_VALUES, updatedAt: ctx.now }) },
    export: { files: ["profile.json", "measurements.json"] },
  },
  { table: talentMedia, owner: { column: talentMedia.talentProfileId, is: "profile" }, holds: "her photos (and their files)", erasure: deleted, export: { files: ["photos.json"] } },
  {
    table: uploads,
    owner: { column: uploads.ownerId, is: "user" },
    holds: "the files she (or staff for her) uploaded",
    // The rows go with their files after the commit (talent-erasure.ts `cleanUp`), and the daily run finishes any left.
    erasure: { do: "step", step: "files", what: "her files (and their resized copies) removed after the commit, then their rows; the daily run removes any a crash or a late upload left" },
    export: { files: ["photos.json"] },
  },
  {
    table: socialAccounts,
    owner: { column: socialAccounts.talentProfileId, is: "profile" },
    holds: "her connected social accounts and their tokens",
    erasure: deleted,
    export: { files: ["social-accounts.json"] },
  },
  { table: guardianLinks, owner: { column: guardianLinks.talentProfileId, is: "profile" }, holds: "her guardian's consent links (their email)", erasure: deleted, export: notExported("your guardian's consent links (they are your guardian's)") },
  { table: calendarFeedTokens, owner: { column: calendarFeedTokens.talentProfileId, is: "profile" }, holds: "her calendar feed's token", erasure: deleted, export: notExported("your calendar feed's address (a secret)") },
  { table: measurementRereads, owner: { column: measurementRereads.talentProfileId, is: "profile" }, holds: "notices about her measurements", erasure: deleted, export: { files: ["measurements.json"] } },
  { table: availabilityBlocks, owner: { column: availabilityBlocks.talentProfileId, is: "profile" }, holds: "the days she blocked, and why", erasure: deleted, export: { files: ["availability.json"] } },
  {
    table: packageTalents,
    owner: { column: packageTalents.talentProfileId, is: "profile" },
    holds: "her place in client packages, with the booker's note for that client",
    erasure: deleted,
    export: notExported("your places in the agency's client packages (the agency's proposals to its clients)"),
  },
  {
    table: packages,
    owner: null,
    holds: "a package's message to its client may name her",
    erasure: { do: "step", step: "packageTexts", what: "her name taken out of the messages of packages she was in" },
    export: notExported("the agency's messages to its clients"),
  },
  {
    table: bookings,
    owner: { column: bookings.talentProfileId, is: "profile" },
    holds: "client requests for her; the client's free text may name her",
    erasure: {
      do: "keep",
      why: "the agency's record of its client's request (who asked, when, the budget): the client's data, kept for the client",
      period: "as long as the agency keeps the client's records; nothing of her is left in it (the row points at the emptied profile, her name is taken out of its text)",
      then: { step: "bookingTexts" },
    },
    export: { files: ["bookings.json"] },
  },
  {
    table: jobLines,
    owner: { column: jobLines.talentProfileId, is: "profile" },
    holds: "her lines on the agency's jobs (dates, state, fee) and a booker's note about her",
    erasure: {
      do: "keep",
      why: "the agency's accounting record of work booked and fees (invoices and statements are built from it)",
      period: "10 years, the longest period commercial and tax law asks accounting records to be kept; the note about her goes at once",
      then: { set: () => ({ notes: null }) },
    },
    export: { files: ["jobs.json"] },
  },
  {
    table: jobFees,
    owner: { column: jobFees.talentProfileId, is: "profile" },
    holds: "what the agency charges its client for her work on a job (fee lines per talent) and a line's description",
    erasure: {
      do: "keep",
      why: "the agency's accounting record of what it priced and billed (quotes, confirmations and invoices are built from it)",
      period: "10 years, the longest period commercial and tax law asks accounting records to be kept; a line's description (which may name her) goes at once",
      then: { set: () => ({ description: null }) },
    },
    export: notExported("what the agency charges its clients for your work (the agency's prices; your lines are in jobs.json)"),
  },
  {
    table: jobExpenses,
    owner: { column: jobExpenses.talentProfileId, is: "profile" },
    holds: "expenses of a job paid by or for her (travel, per diem) and their description",
    erasure: {
      do: "keep",
      why: "the agency's accounting record of costs paid and billed on",
      period: "10 years, the longest period commercial and tax law asks accounting records to be kept; a line's description (which may name her) goes at once",
      then: { set: () => ({ description: null }) },
    },
    export: notExported("the agency's expense records for its jobs"),
  },
  {
    table: invoiceLines,
    owner: { column: invoiceLines.talentProfileId, is: "profile" },
    holds: "the lines of client invoices and credit notes for her work (her stage name in the description, the commission rate)",
    erasure: {
      do: "keep",
      why: "issued invoices are accounting records that never change (corrections are credit notes)",
      period: "10 years, the longest period commercial and tax law asks accounting records to be kept",
    },
    export: notExported("the agency's invoices to its clients (your earnings from them are in your statement)"),
  },
  {
    table: ledgerEntries,
    owner: { column: ledgerEntries.talentProfileId, is: "profile" },
    holds: "her statement: what the agency owes her per job (earning, commission, VAT, expenses, advances), and when it was paid",
    erasure: {
      do: "keep",
      why: "the agency's accounting record of what it owed and paid her (self-billing and payroll records)",
      period: "10 years, the longest period commercial and tax law asks accounting records to be kept",
    },
    export: { files: ["statement.json"] },
  },
  {
    table: payouts,
    owner: { column: payouts.talentProfileId, is: "profile" },
    holds: "payments made to her, with their remittance numbers and bank references",
    erasure: {
      do: "keep",
      why: "the agency's accounting record of payments made",
      period: "10 years, the longest period commercial and tax law asks accounting records to be kept",
    },
    export: { files: ["statement.json"] },
  },
  {
    table: talentFinance,
    owner: { column: talentFinance.talentProfileId, is: "profile" },
    holds: "her money terms: commission, VAT registration and number, the name and IBAN she is paid to, notes",
    erasure: {
      do: "keep",
      why: "her VAT registration is part of the self-billed statements the agency must keep",
      period: "10 years for the VAT fields; the bank account, payee name and notes go at once",
      then: { set: () => ({ iban: null, payoutName: null, notes: null }) },
    },
    export: notExported("your payment details (shown on your earnings page)"),
  },
  {
    table: jobTalentTerms,
    owner: { column: jobTalentTerms.talentProfileId, is: "profile" },
    holds: "the commission agreed with her for one job",
    erasure: {
      do: "keep",
      why: "the terms her kept statements were computed with",
      period: "10 years, with the statements",
    },
    export: notExported("the commission terms of your jobs (shown in your statement)"),
  },
  {
    table: talentAgencyRelations,
    owner: { column: talentAgencyRelations.talentProfileId, is: "profile" },
    holds: "her mother or placing agency and its share",
    erasure: deleted,
    export: notExported("the agency's agreements with your mother agency"),
  },
  {
    table: companyContacts,
    owner: null,
    holds: "people at client companies (name, title, e-mail, phone, notes): personal data of the client's people, never of a talent",
    erasure: {
      do: "keep",
      why: "a client contact is not a talent: a talent's erasure finds nothing of hers here",
      period: "while the company is a client of the agency; a contact who asks to be erased is deleted by staff (the jobs and requests that named them keep only their text snapshot)",
    },
    export: notExported("the agency's client contacts (people at client companies, not you)"),
  },
  {
    table: notificationRecipients,
    owner: { column: notificationRecipients.userId, is: "user" },
    holds: "the notifications she received and read",
    erasure: deleted,
    export: { files: ["notifications.json"] },
  },
  {
    table: notifications,
    owner: null,
    holds: "a notification sent to her alone is about her",
    erasure: { do: "step", step: "notificationsForHerAlone", what: "notifications sent to her alone are deleted; those sent to others stay" },
    export: { files: ["notifications.json"] },
  },
  { table: apiTokens, owner: { column: apiTokens.userId, is: "user" }, holds: "her sessions: address, browser, when used", erasure: deleted, export: notExported("your sign-in sessions") },
  { table: passkeys, owner: { column: passkeys.userId, is: "user" }, holds: "her passkeys, with the names she gave them", erasure: deleted, export: notExported("your passkeys (credentials)") },
  { table: webauthnChallenges, owner: { column: webauthnChallenges.userId, is: "user" }, holds: "passkey challenges for her", erasure: deleted, export: notExported("passkey challenges (secrets that live five minutes)") },
  { table: totpFactors, owner: { column: totpFactors.userId, is: "user" }, holds: "her authenticator secret", erasure: deleted, export: notExported("your authenticator app's secret") },
  { table: recoveryCodes, owner: { column: recoveryCodes.userId, is: "user" }, holds: "her recovery codes (hashed)", erasure: deleted, export: notExported("your recovery codes (only their hashes are kept)") },
  { table: twoFactorChallenges, owner: { column: twoFactorChallenges.userId, is: "user" }, holds: "her sign-in challenges", erasure: deleted, export: notExported("sign-in challenges (secrets that live five minutes)") },
  { table: passwordResetCodes, owner: { column: passwordResetCodes.userId, is: "user" }, holds: "her reset code (hashed)", erasure: deleted, export: notExported("your password and reset codes (only one-way hashes are kept)") },
  { table: adminPermissions, owner: { column: adminPermissions.userId, is: "user" }, holds: "staff permissions (a talent has none)", erasure: deleted, export: notExported("staff permissions (talents have none)") },
  {
    table: emailOutbox,
    owner: null,
    holds: "mails to her (matched by address), and mails to others that name her",
    erasure: { do: "step", step: "outboxMails", what: "mails to her (or her guardian) are deleted; her name and email are taken out of mails to others" },
    export: notExported("copies of the mails sent to you"),
  },
  {
    table: rateLimits,
    owner: null,
    holds: "counters keyed by her email",
    erasure: { do: "step", step: "rateLimitCounters", what: "counters keyed by her email or her guardian's are deleted" },
    export: notExported("counters of sign-in attempts (kept a day at most)"),
  },
  {
    table: contactMessages,
    owner: null,
    holds: "messages she sent through the contact form (matched by email)",
    erasure: { do: "step", step: "contactMessages", what: "deleted" },
    export: notExported("messages sent through the contact form (deleted after a year)"),
  },
  {
    table: auditActors,
    owner: { column: auditActors.userId, is: "user" },
    holds: "the name the typed activity log shows for her (its entries name her by id only)",
    erasure: { do: "scrub", set: (ctx) => ({ displayName: ERASED_TALENT_NAME, erasedAt: ctx.now, updatedAt: ctx.now }) },
    export: notExported("the agency's log of its staff's work"),
  },
  {
    table: activityLog,
    owner: null,
    holds: "old text entries about her (subject her account, profile or job lines), entries of her own actions, package entries with a note about her; typed entries name her by id only",
    erasure: {
      do: "step",
      step: "activityLog",
      what: "typed entries are not changed (her name is in her audit_actors row), except that entries about her lose what changed (her field values); old text entries about her lose her name and email; her own old entries lose her name, address and browser; a package entry loses the note about her. No one else's entry changes.",
    },
    export: notExported("the agency's log of its staff's work"),
  },
];

/**
 * Tables with a foreign key to `users` or `talent_profiles` that hold nothing of a talent, each with why. The
 * registry test accepts these and nothing else unlisted.
 */
export const NOT_PERSONAL_DATA_OF_TALENTS: readonly { table: PgTable; why: string }[] = [
  { table: jobs, why: "created_by names the staff member who created the job; a talent never creates one" },
  { table: settings, why: "updated_by names the staff member who saved a setting" },
  { table: companies, why: "created_by names the staff member who created the client company; a talent never creates one" },
  { table: confirmations, why: "created_by names the staff member who drafted it; a confirmation names talents by stage name inside its frozen snapshot (kept: the client's accepted document)" },
  { table: confirmationEvents, why: "actor_user_id names the staff member who acted; the client's own actions carry no user" },
  { table: invoices, why: "issued_by and created_by name staff members" },
  { table: invoicePayments, why: "created_by names the staff member who recorded the payment" },
];

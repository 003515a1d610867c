import { isTimeZone } from "@/lib/domain/zoned-time";
import { z } from "zod";
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from "@/lib/domain/privacy";
import { SITE_SOCIAL_PLATFORMS } from "@/lib/domain/social-platforms";
import type { ListingSlug } from "@/lib/domain/talent-categories";

/**
 * One schema per settings key. The admin screens edit these values and the public pages render them, so every
 * string is trimmed and bounded, and every URL is either a site-relative path or an http(s) URL (never
 * `javascript:` or protocol-relative), because they end up in `href` and `src` attributes.
 */

const text = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` });
const required = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const id = z.string().trim().min(1).max(64);

const isSitePath = (v: string) => v.startsWith("/") && !v.startsWith("//") && !v.includes("\\");
const isHttpUrl = (v: string) => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};

/** An image or file location: `/demo/x.jpg`, `/api/v1/files/...` or `https://cdn.example.com/x.jpg`. */
const assetUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => isSitePath(v) || isHttpUrl(v), { error: "Must be a site path (/...) or an http(s) URL" });

/** The same, or an empty string meaning "none" (a partner shown by name, a page without a hero image). */
const optionalAssetUrlSchema = z.union([z.literal(""), assetUrlSchema]);

/** A link to another site. The old screen had no format check; an href must not carry a script, so we require one. */
const externalUrlSchema = z
  .string()
  .trim()
  .min(1, { error: "URL is required" })
  .max(2048)
  .refine(isHttpUrl, { error: "Enter a full URL starting with https://" });

// ---------------------------------------------------------------------------------------------------------------

/** A home banner panel leads to a listing (`lib/domain/talent-categories.ts`) or to the campaigns. */
export const bannerCategories = ["female-models", "male-models", "teen-models", "influencers", "campaigns"] as const satisfies readonly (ListingSlug | "campaigns")[];

const bannerPanelSchema = z.object({
  headerText: required(120, "Header text"),
  buttonText: required(40, "Button text"),
  category: z.enum(bannerCategories),
  imageUrl: optionalAssetUrlSchema,
});

export const bannerSchema = z.object({ left: bannerPanelSchema, right: bannerPanelSchema });

/** How many talent categories and client brands the site holds. */
export const MAX_CATEGORIES = 30;
export const MAX_BRANDS = 40;

const categorySchema = z.object({ id, name: required(60, "Category name"), description: text(500) });
const categoriesSchema = z.object({ items: z.array(categorySchema).max(MAX_CATEGORIES) });
/** The admin's Add / Edit Category form: a category without its id (the screen makes it). */
export const categoryFormSchema = categorySchema.omit({ id: true });

const brandSchema = z.object({ id, name: required(80, "Brand name"), logoUrl: assetUrlSchema });
const brandsSchema = z.object({ items: z.array(brandSchema).max(MAX_BRANDS) });
/** The admin's Add Brand form: the name (the logo is a file, uploaded before the save). */
export const brandFormSchema = brandSchema.pick({ name: true });

export const joinStatementsSchema = z.object({
  heroTitle: required(200, "Title"),
  heroDescription: required(1000, "Description"),
});

/** How many social links the footer holds. */
export const MAX_SOCIAL_LINKS = 12;

const socialMediaSchema = z.object({
  items: z.array(z.object({ id, platform: z.enum(SITE_SOCIAL_PLATFORMS), url: externalUrlSchema })).max(MAX_SOCIAL_LINKS),
});
/** The admin's Add Link form: a platform chosen from the list and its URL. */
export const socialLinkFormSchema = z.object({
  platform: z.string().pipe(z.enum(SITE_SOCIAL_PLATFORMS, { error: "Choose a platform" })),
  url: externalUrlSchema,
});

const listItems = z.array(required(300, "Item")).max(30);

const becomeAMemberSchema = z.object({
  main: z.object({
    title: required(120, "Page title"),
    subtitle: text(600),
    image: optionalAssetUrlSchema,
    buttonText: required(40, "Button text"),
    buttonSubtext: text(200),
  }),
  whatWeLookFor: z.object({ title: required(120, "Section title"), items: listItems }),
  eligibility: z.object({ title: required(120, "Section title"), items: listItems }),
});

const logoIconSchema = z.object({
  mainLogo: optionalAssetUrlSchema,
  logoAlt: text(120),
  favicon: optionalAssetUrlSchema,
  companyName: required(80, "Company name"),
  copyrightText: text(200),
});

const aboutUsSchema = z.object({
  hero: z.object({ title: required(120, "Title"), titleHighlight: text(60), subtitle: text(1000) }),
  story: z.object({
    title: required(120, "Section title"),
    image: optionalAssetUrlSchema,
    paragraphs: z.array(required(3000, "Paragraph")).max(20),
  }),
  values: z.object({
    title: required(120, "Section title"),
    subtitle: text(500),
    items: z.array(z.object({ title: required(80, "Value title"), description: required(600, "Description") })).max(12),
  }),
  mission: z.object({ title: required(120, "Section title"), content: required(3000, "Mission statement") }),
  partners: z.object({
    title: required(120, "Section title"),
    subtitle: text(500),
    items: z.array(z.object({ id, name: required(80, "Partner name"), logoUrl: optionalAssetUrlSchema })).max(40),
  }),
});

export const legalSectionTypes = ["paragraph", "highlight", "cards", "contact"] as const;

const legalSectionSchema = z.object({
  id,
  title: required(200, "Section title"),
  content: required(10_000, "Section content"),
  type: z.enum(legalSectionTypes),
  items: z.array(required(1000, "Item")).max(50).optional(),
  cards: z
    .array(z.object({ title: required(120, "Card title"), content: required(2000, "Card content") }))
    .max(12)
    .optional(),
});

/** The admin's Add Section form: a section's title, content and type (the screen makes its id). */
export const legalSectionFormSchema = legalSectionSchema.pick({ title: true, content: true, type: true });

const legalPageSchema = z.object({
  pageTitle: required(120, "Page title"),
  sections: z.array(legalSectionSchema).max(60),
});

/**
 * Free-form page strings (home headings, listing subtitles...) under dotted keys such as `home.heroTitle` or
 * `listing.female.subtitle`. Pages read a key and fall back to their own default when it is missing.
 */
const contentSchema = z
  .record(
    z
      .string()
      .max(80)
      .regex(/^[a-z][a-zA-Z0-9]*(?:[.-][a-zA-Z0-9]+)*$/, { error: "Keys are dotted words like home.heroTitle" }),
    text(1000),
  )
  .refine((v) => Object.keys(v).length <= 200, { error: "At most 200 entries" });

/**
 * How options behave (issue 28): how long a new option holds before it expires, how long the holder of a challenged
 * option has to confirm, and whether a talent's calendar feed lists options beside confirmed lines.
 */
export const optionsSchema = z.object({
  optionExpiryHours: z.number().int().min(1, { error: "At least 1 hour" }).max(24 * 90, { error: "At most 90 days" }),
  challengeWindowHours: z.number().int().min(1, { error: "At least 1 hour" }).max(24 * 30, { error: "At most 30 days" }),
  optionsInCalendarFeed: z.boolean(),
});

/**
 * How long personal data is kept once it no longer serves (issue 29): a declined applicant is erased, and a contact
 * message deleted, this many days later (lib/services/retention.ts). Admins only (lib/domain/settings-permissions.ts).
 */
const retentionDays = z
  .number({ error: "Enter a number of days" })
  .int({ error: "Enter a whole number of days" })
  .min(RETENTION_MIN_DAYS, { error: `At least ${RETENTION_MIN_DAYS} day` })
  .max(RETENTION_MAX_DAYS, { error: `At most ${RETENTION_MAX_DAYS} days` });
export const retentionSchema = z.object({
  declinedApplicantDays: retentionDays,
  contactMessageDays: retentionDays,
});

/**
 * The agency itself (issues 36 and 39): its clock (an IANA time zone every job reads in unless it names its own) and
 * the contact details and cancellation terms the mails to clients and talent carry. Administrators only.
 */
export const agencySchema = z.object({
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { error: "Choose a time zone from the list (for example America/New_York)" }),
  email: z.email({ error: "Enter a valid email" }).max(254),
  phone: z.string().trim().min(1, { error: "Enter a phone number" }).max(40),
  address: z.string().trim().max(300),
  cancellationTerms: z.string().trim().max(2000),
});

const percentText = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: "Enter a percentage such as 20.00" })
  .refine((v) => Number(v) <= 100, { error: "At most 100%" });
const wholeDays = (max: number) => z.number({ error: "Enter a number of days" }).int({ error: "Enter a whole number of days" }).min(0).max(max);
const prefix = z.string().trim().min(1, { error: "Enter a prefix" }).max(12).regex(/^[A-Za-z0-9/_-]+$/, { error: "Letters, digits, / _ and - only" });

/**
 * What the agency bills with (issue 40, `clients-and-confirmations.md`): its legal identity on every money document,
 * the home currency, the default VAT, agency fee and commission, the overtime rule and the terms. Keys are camelCase
 * like every other setting's value; percentages are decimal strings as the money JSON sends them. Administrators only.
 */
const billingSchema = z.object({
  agencyLegalName: required(200, "Legal name"),
  address: z.object({
    line1: text(200),
    postalCode: text(20),
    city: text(100),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: "A country is a two-letter code such as NL" }),
  }),
  vatId: text(20),
  homeCurrency: z.string().regex(/^[A-Z]{3}$/, { error: "A currency is a three-letter code such as EUR" }),
  defaultVatPercent: percentText,
  defaultAgencyFeePercent: percentText,
  defaultCommissionPercent: percentText,
  overtimeMultiplier: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: "Enter a multiplier such as 1.50" }),
  standardDayHours: z.number().int().min(1).max(24),
  cancellationTerms: text(2000),
  paymentTermsDays: wholeDays(365),
  confirmationLinkDays: wholeDays(365).min(1),
  requireAcceptedConfirmation: z.boolean(),
  invoicePrefix: prefix,
  creditNotePrefix: prefix,
  remittancePrefix: prefix,
  talentPaymentDays: wholeDays(365),
  billingMode: z.enum(["agency_principal", "agent_disbursement"]),
});

// ---------------------------------------------------------------------------------------------------------------

export const settingsSchemas = {
  banner: bannerSchema,
  categories: categoriesSchema,
  brands: brandsSchema,
  "join-statements": joinStatementsSchema,
  "social-media": socialMediaSchema,
  "become-a-member": becomeAMemberSchema,
  "logo-icon": logoIconSchema,
  "about-us": aboutUsSchema,
  "cookie-policy": legalPageSchema,
  "privacy-policy": legalPageSchema,
  "terms-conditions": legalPageSchema,
  content: contentSchema,
  options: optionsSchema,
  retention: retentionSchema,
  agency: agencySchema,
  billing: billingSchema,
} as const;

export type SettingsKey = keyof typeof settingsSchemas;
export type SettingsValue<K extends SettingsKey> = z.infer<(typeof settingsSchemas)[K]>;
export type SettingsMap = { [K in SettingsKey]: SettingsValue<K> };

export const settingsKeys = Object.keys(settingsSchemas) as SettingsKey[];

export const isSettingsKey = (value: string): value is SettingsKey => Object.hasOwn(settingsSchemas, value);

export type LegalPage = z.infer<typeof legalPageSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;

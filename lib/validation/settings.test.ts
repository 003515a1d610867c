import { describe, expect, it } from "vitest";
import { settingsDefaults } from "@/lib/domain/settings-defaults";
import {
  brandFormSchema,
  categoryFormSchema,
  isSettingsKey,
  MAX_BRANDS,
  MAX_CATEGORIES,
  settingsKeys,
  settingsSchemas,
  socialLinkFormSchema,
  type SettingsKey,
} from "./settings";

/** One obviously wrong value per key, each breaking a rule the admin screens rely on. */
const invalid: Record<SettingsKey, unknown> = {
  banner: { ...settingsDefaults.banner, left: { ...settingsDefaults.banner.left, category: "shoes" } },
  categories: { items: [{ id: "x", name: "   ", description: "" }] },
  brands: { items: [{ id: "b", name: "Brand", logoUrl: "javascript:alert(1)" }] },
  "join-statements": { heroTitle: "", heroDescription: "Text" },
  "social-media": { items: [{ id: "s", platform: "myspace", url: "https://myspace.com/x" }] },
  "become-a-member": {
    ...settingsDefaults["become-a-member"],
    eligibility: { title: "Eligibility", items: ["  "] },
  },
  "logo-icon": { ...settingsDefaults["logo-icon"], companyName: "" },
  "about-us": {
    ...settingsDefaults["about-us"],
    values: { title: "Values", subtitle: "", items: [{ title: "", description: "No title" }] },
  },
  "cookie-policy": { pageTitle: "Cookies", sections: [{ id: "a", title: "T", content: "C", type: "table" }] },
  "privacy-policy": { pageTitle: "Privacy", sections: [{ id: "a", title: " ", content: "C", type: "paragraph" }] },
  "terms-conditions": { pageTitle: "", sections: [] },
  content: { "home.title": 42 },
  options: { optionExpiryHours: 0, challengeWindowHours: 24, optionsInCalendarFeed: false },
  retention: { declinedApplicantDays: 0, contactMessageDays: 365 },
  agency: { timeZone: "Mars/Olympus", email: "bookings@example.com", phone: "1", address: "", cancellationTerms: "" },
  billing: { ...settingsDefaults.billing, defaultVatPercent: "21,00" },
};

describe("settings schemas", () => {
  it("covers the sixteen keys", () => {
    expect(settingsKeys).toHaveLength(16);
    expect(Object.keys(settingsDefaults).sort()).toEqual([...settingsKeys].sort());
    expect(isSettingsKey("banner")).toBe(true);
    expect(isSettingsKey("sub-admins")).toBe(false);
    expect(isSettingsKey("toString")).toBe(false);
  });

  it.each(settingsKeys)("%s accepts its default", (key) => {
    const result = settingsSchemas[key].safeParse(settingsDefaults[key]);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual(settingsDefaults[key]);
  });

  it.each(settingsKeys)("%s rejects an invalid value", (key) => {
    expect(settingsSchemas[key].safeParse(invalid[key]).success).toBe(false);
    expect(settingsSchemas[key].safeParse(null).success).toBe(false);
  });

  it("trims text and accepts site paths and https URLs for images", () => {
    const parsed = settingsSchemas.brands.parse({
      items: [
        { id: "a", name: "  Atelier  ", logoUrl: "/demo/brands/a.svg" },
        { id: "b", name: "Remote", logoUrl: "https://cdn.example.com/b.png" },
      ],
    });
    expect(parsed.items[0].name).toBe("Atelier");
    for (const logoUrl of ["//evil.example/x.png", "data:image/png;base64,AAAA", "demo/x.svg"]) {
      expect(settingsSchemas.brands.safeParse({ items: [{ id: "c", name: "C", logoUrl }] }).success).toBe(false);
    }
  });

  it("requires http(s) social links and bounds content strings", () => {
    const link = (url: string) => ({ items: [{ id: "i", platform: "instagram", url }] });
    expect(settingsSchemas["social-media"].safeParse(link("https://instagram.com/x")).success).toBe(true);
    expect(settingsSchemas["social-media"].safeParse(link("javascript:alert(1)")).success).toBe(false);
    expect(settingsSchemas.content.safeParse({ "home.title": "x".repeat(1001) }).success).toBe(false);
    expect(settingsSchemas.content.safeParse({ "Bad Key": "x" }).success).toBe(false);
  });

  it("checks the add forms of categories, brands and social links with their lists' item rules and words", () => {
    // The first message per field, as the form shows it.
    const first = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [String(i.path[0]), i.message]));
    expect(first(categoryFormSchema.safeParse({ name: "  ", description: "" }))).toEqual({ name: "Category name is required" });
    expect(first(categoryFormSchema.safeParse({ name: "Runway", description: "x".repeat(501) }))).toEqual({ description: "Must be at most 500 characters" });
    expect(categoryFormSchema.parse({ name: " Runway ", description: " Shows " })).toEqual({ name: "Runway", description: "Shows" });
    expect(first(brandFormSchema.safeParse({ name: "" }))).toEqual({ name: "Brand name is required" });
    expect(first(socialLinkFormSchema.safeParse({ platform: "", url: "" }))).toEqual({ platform: "Choose a platform", url: "URL is required" });
    expect(first(socialLinkFormSchema.safeParse({ platform: "tiktok", url: "tiktok.com/@agency" }))).toEqual({ url: "Enter a full URL starting with https://" });
    // The lists' limits, which the screens say before trying a save.
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, name: `N${i}`, description: "", logoUrl: "/x.png" }));
    expect(settingsSchemas.categories.safeParse({ items: many(MAX_CATEGORIES) }).success).toBe(true);
    expect(settingsSchemas.categories.safeParse({ items: many(MAX_CATEGORIES + 1) }).success).toBe(false);
    expect(settingsSchemas.brands.safeParse({ items: many(MAX_BRANDS) }).success).toBe(true);
    expect(settingsSchemas.brands.safeParse({ items: many(MAX_BRANDS + 1) }).success).toBe(false);
  });

  it("keeps the spec's legal defaults: age 16, consent under 18, commission, contact", () => {
    const terms = JSON.stringify(settingsDefaults["terms-conditions"]);
    expect(terms).toMatch(/at least 16/);
    expect(terms).toMatch(/under 18/);
    expect(terms).toMatch(/commission/i);
    for (const key of ["terms-conditions", "privacy-policy", "cookie-policy"] as const) {
      expect(settingsDefaults[key].sections.some((s) => s.type === "contact")).toBe(true);
    }
  });
});

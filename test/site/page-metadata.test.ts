import type { Metadata } from "next";
import { beforeAll, describe, expect, it } from "vitest";
import * as about from "@/app/(site)/about/page";
import * as apply from "@/app/(site)/apply/page";
import * as post from "@/app/(site)/blog/[slug]/page";
import * as journal from "@/app/(site)/blog/list/[category]/[page]/page";
import * as contact from "@/app/(site)/contact/page";
import * as cookies from "@/app/(site)/cookie-policy/page";
import * as listing from "@/app/(site)/[listing]/page";
import * as letter from "@/app/(site)/[listing]/letter/[letter]/page";
import * as home from "@/app/(site)/page";
import * as privacy from "@/app/(site)/privacy-policy/page";
import * as register from "@/app/(site)/register/page";
import * as profile from "@/app/(site)/talent/[id]/page";
import * as terms from "@/app/(site)/terms-conditions/page";
import * as login from "@/app/(auth)/login/page";
import { createBlogCategory, createBlogPost, createTalent } from "@/db/factories";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, fitDescription } from "@/lib/site/page-metadata";
import { useTestDb } from "../db";

const db = useTestDb();
let talentId: number;
let postSlug: string;

beforeAll(async () => {
  talentId = (await createTalent(db(), { profile: { stageName: "Meta Model", bio: null } })).profile.id;
  const category = await createBlogCategory(db(), { slug: "meta-news", name: "Meta News" });
  postSlug = (await createBlogPost(db(), { title: "A story for the cards", excerpt: "Short.", categoryId: category.id })).slug;
});

const params = <T,>(value: T) => ({ params: Promise.resolve(value) });

describe("every indexable public page describes itself to search engines and share cards", () => {
  it("has a description of 50 to 160 characters, og:url, og:type, og:image and twitter:image", async () => {
    const pages: [string, () => Promise<Metadata>][] = [
      ["/", () => home.generateMetadata()],
      ["/about", () => about.generateMetadata()],
      ["/apply", () => apply.generateMetadata()],
      ["/contact", () => contact.generateMetadata()],
      ["/register", () => register.generateMetadata()],
      ["/login", () => login.generateMetadata()],
      ["/cookie-policy", () => cookies.generateMetadata()],
      ["/privacy-policy", () => privacy.generateMetadata()],
      ["/terms-conditions", () => terms.generateMetadata()],
      ["/female-models", () => listing.generateMetadata(params({ listing: "female-models" }))],
      ["/female-models/letter/a", () => letter.generateMetadata(params({ listing: "female-models", letter: "a" }))],
      ["/blog", () => journal.generateMetadata(params({ category: "all", page: "1" }))],
      [`/talent/${talentId}`, () => profile.generateMetadata(params({ id: String(talentId) }))],
      [`/blog/${postSlug}`, () => post.generateMetadata(params({ slug: postSlug }))],
    ];
    for (const [path, read] of pages) {
      const m = await read();
      const description = String(m.description ?? "");
      expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(description.length, path).toBeLessThanOrEqual(DESCRIPTION_MAX);
      const og = m.openGraph as { url?: string; type?: string; images?: { url: string }[] };
      expect(og.url, path).toBe(path.startsWith("/female-models/letter") ? "/female-models/letter/a" : path);
      expect(og.type, path).toMatch(/^(website|article|profile)$/);
      expect(og.images?.[0]?.url, path).toMatch(/^\/|^https:/);
      expect((m.twitter as { images?: string[] }).images?.[0], path).toBe(og.images?.[0]?.url);
    }
  });

  it("cuts a long description at a word with an ellipsis", () => {
    const long = "word ".repeat(60);
    const fitted = fitDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(fitted.endsWith("word…")).toBe(true);
    expect(fitDescription("  A   short  one, but long enough to stand on its own here. ")).toBe("A short one, but long enough to stand on its own here.");
    // Too short to say anything: the site's description follows.
    expect(fitDescription("Short.")).toMatch(/^Short\. Maison Talent is a modelling and talent agency/);
  });
});

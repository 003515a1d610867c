import type { MetadataRoute } from "next";
import { appOrigin } from "@/lib/env";
import { listBlogCategories, listPublishedPostSlugs } from "@/lib/services/content";
import { listPublicTalentIds } from "@/lib/services/talents";
import { listingSlugs } from "@/lib/domain/talent-categories";

// Read from the (cached) database on request, never at build time.
export const dynamic = "force-dynamic";

/** Every public page, every active talent and every published post. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = appOrigin();
  const [talents, posts, categories] = await Promise.all([listPublicTalentIds(), listPublishedPostSlugs(), listBlogCategories()]);
  const page = (path: string, priority: number, changeFrequency: MetadataRoute.Sitemap[number]["changeFrequency"]) => ({
    url: `${origin}${path}`,
    priority,
    changeFrequency,
  });
  return [
    page("/", 1, "weekly"),
    ...listingSlugs.map((slug) => page(`/${slug}`, 0.9, "daily")),
    page("/blog", 0.8, "daily"),
    ...categories.map((c) => page(`/blog?category=${encodeURIComponent(c.slug)}`, 0.5, "weekly")),
    page("/about", 0.6, "monthly"),
    page("/apply", 0.6, "monthly"),
    page("/contact", 0.5, "yearly"),
    page("/register", 0.4, "yearly"),
    page("/cookie-policy", 0.2, "yearly"),
    page("/privacy-policy", 0.2, "yearly"),
    page("/terms-conditions", 0.2, "yearly"),
    ...talents.map((t) => ({ url: `${origin}/talent/${t.id}`, lastModified: t.updated_at, changeFrequency: "weekly" as const, priority: 0.7 })),
    ...posts.map((p) => ({ url: `${origin}/blog/${p.slug}`, lastModified: p.updated_at, changeFrequency: "monthly" as const, priority: 0.6 })),
  ];
}

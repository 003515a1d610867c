import "server-only";
import { asc, eq, ilike, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { uniqueViolation } from "@/db/unique-violation";
import { blogCategories } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { conflict, validationError } from "@/lib/errors";
import { slugify } from "@/lib/domain/slug";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { escapeLike } from "@/lib/services/platform";

// The staff side of the blog, categories: the list the post editor offers, and one added from it.

const CATEGORY_EXISTS = "This category already exists.";

export type AdminBlogCategory = { id: number; slug: string; name: string };

export async function listAdminBlogCategories(viewer: Viewer | null): Promise<AdminBlogCategory[]> {
  requirePermission(viewer, "news");
  const db = await getDb();
  return db
    .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.name })
    .from(blogCategories)
    .orderBy(asc(blogCategories.id));
}

/** A category added from the editor: a trimmed name not already in the list (case-insensitive). */
export async function createAdminBlogCategory(viewer: Viewer | null, input: { name: string }): Promise<AdminBlogCategory> {
  const actor = requirePermission(viewer, "news");
  const name = input.name.trim();
  if (!name) throw validationError("Please enter a category name", { name: ["Please enter a category name"] });
  const db = await getDb();
  const slug = slugify(name);
  const [clash] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(or(ilike(blogCategories.name, escapeLike(name)), eq(blogCategories.slug, slug)));
  const exists = () => conflict(CATEGORY_EXISTS, { name: [CATEGORY_EXISTS] });
  if (clash) throw exists();
  // Two editors adding the same name at once: the unique slug decides, and the other hears it exists.
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(blogCategories).values({ slug, name }).returning();
      const changes = diffChanges(null, { slug: created.slug, name: created.name });
      await logEvent(tx, actor, "blog_category.created", { subject: { type: "blog_category", id: created.id }, payload: { name: created.name }, changes });
      return created;
    })
    .catch((error: unknown) => {
      throw uniqueViolation(error) === "blog_categories_slug_unique" ? exists() : error;
    });
  invalidate(cacheTags.blog);
  return { id: row.id, slug: row.slug, name: row.name };
}

import { z } from "zod";
import { dbId, oneLine } from "./common";
import { hasExtensionOf, mimeTypesOf, PHOTO_FORMATS } from "@/lib/domain/image-formats";

/**
 * The news editor's input. The spec checks six things in a fixed order, each shown as a destructive toast with a
 * title and a description; the server runs the same checks in the same order and answers the first failure.
 */
export const blogPostChecks = [
  { field: "title", title: "Title required", description: "Please enter a title" },
  { field: "excerpt", title: "Excerpt required", description: "Please enter an excerpt" },
  { field: "content", title: "Content required", description: "Please enter the content" },
  { field: "author", title: "Author required", description: "Please enter the author name" },
  { field: "category_id", title: "Category required", description: "Please select a category" },
  { field: "image", title: "Image required", description: "Please upload a featured image" },
] as const;

export type BlogPostField = (typeof blogPostChecks)[number]["field"];

/**
 * The byline of a post created without an author: the old admin collected the field but never sent it (spec 7), and
 * its posts read "By Admin". An update without one keeps the post's author. An empty author is still refused.
 */
export const DEFAULT_POST_AUTHOR = "Admin";

/** The toast title of a field's check ("Title required"), from its description. */
export const blogCheckTitle = (field: string): string | undefined => blogPostChecks.find((c) => c.field === field)?.title;

export const INVALID_IMAGE_TYPE = { title: "Invalid file type", description: "Upload jpeg, jpg, png, gif, or webp" } as const;

/** True when a chosen file is one of the five accepted types, by its declared type or, failing that, its name. */
export function isAcceptedBlogImage(file: { name: string; type: string }): boolean {
  if (file.type) return mimeTypesOf(PHOTO_FORMATS, { withAliases: true }).includes(file.type.toLowerCase());
  return hasExtensionOf(file.name, PHOTO_FORMATS);
}

/** Whether rich-text HTML says anything: text once tags are gone, or at least one image. */
function hasHtmlContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim();
  return text.length > 0;
}

const message = (field: BlogPostField) => blogPostChecks.find((c) => c.field === field)!.description;

const requiredText = (field: BlogPostField, max: number) =>
  z
    .string({ error: message(field) })
    .trim()
    .min(1, { error: message(field) })
    .max(max, { error: `Must be at most ${max} characters` });

/** A multipart or JSON field that may arrive as a string ("3"), a number, or nothing. */
const categoryId = z.preprocess(
  (v) => (v === "" || v === null || v === undefined || v === "null" ? undefined : v),
  dbId(message("category_id")),
);

/** The text fields, in the spec's order (zod reports issues in shape order, so the first issue is the spec's first). */
export const blogPostFieldsSchema = z.object({
  title: oneLine(requiredText("title", 200)),
  excerpt: requiredText("excerpt", 600),
  content: z
    .string({ error: message("content") })
    .max(200_000, { error: "The content is too long" })
    .refine(hasHtmlContent, { error: message("content") }),
  author: oneLine(requiredText("author", 120)),
  category_id: categoryId,
});

/**
 * The multipart body of `POST /admin/blog-posts` and `POST /admin/blog-posts/{id}`, as the route accepts it before
 * the ordered checks: every field optional, so that a missing one gets the spec's message rather than zod's.
 * `published_at` present (any date, or "true") publishes; absent or empty keeps or makes a draft.
 */
export const blogPostBodySchema = z.object({
  title: z.string().optional(),
  excerpt: z.string().optional(),
  content: z.string().optional(),
  author: z.string().optional(),
  category_id: z.union([z.string(), z.number()]).optional(),
  image: z.union([z.instanceof(File), z.string()]).optional(),
  published_at: z.union([z.string(), z.null()]).optional(),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

/**
 * Reads `published_at`: absent, empty, "null" or "false" is a draft; "true" is now; anything else must be a date.
 * Returns undefined for a value that is not a date.
 */
export function parsePublishedAt(value: string | null | undefined, now = new Date()): Date | null | undefined {
  if (value == null) return null;
  const v = value.trim();
  if (v === "" || v === "null" || v === "false") return null;
  if (v === "true") return now;
  const date = new Date(v);
  // JavaScript reads years up to ±275760; a timestamp column holds 4713 BC to 294276 AD. Years 1 to 9999 are dates.
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? undefined : date;
}

export const blogPostListQuerySchema = z.object({
  category: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
});

export const blogToggleSchema = z.object({
  published: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
    .optional(),
});

export const blogCategoryCreateSchema = z.object({
  name: oneLine(
    z
      .string({ error: "Please enter a category name" })
      .trim()
      .min(1, { error: "Please enter a category name" })
      .max(60, { error: "Category names are at most 60 characters" }),
  ),
});

/** The form's values on the client (the image is a File chosen in the browser, or none to keep the current one). */
export type BlogPostFormValues = {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category_id: string;
  published: boolean;
};

/** The first failing check of the form, in the spec's order, or null. `creating` makes the image required. */
export function firstBlogPostProblem(
  values: Omit<BlogPostFormValues, "published">,
  image: { hasImage: boolean; creating: boolean },
): { field: BlogPostField; title: string; description: string } | null {
  const parsed = blogPostFieldsSchema.safeParse(values);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0].path[0]) as BlogPostField;
    const check = blogPostChecks.find((c) => c.field === field)!;
    const description = parsed.error.issues[0].message;
    return { field, title: description === check.description ? check.title : "Error", description };
  }
  if (image.creating && !image.hasImage) return { ...blogPostChecks[5] };
  return null;
}

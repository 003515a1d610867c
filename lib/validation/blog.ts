import sanitizeHtml from "sanitize-html";
import { z } from "zod";

/** Blog category values of the journal filter ("all" means no filter). */
export const blogCategorySlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Unknown category" })
  .max(80);

/** `GET /blog-posts`: category (omitted or "all" for every category), page, limit. */
export const blogPostsQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((v) => (!v || v.toLowerCase() === "all" ? undefined : v.toLowerCase())),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(12).default(12),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

/** `GET /blog-posts/{id}`: a numeric id or a slug. */
export const blogPostParamSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[a-zA-Z0-9-]+$/, { error: "Not found." }),
});

/**
 * The allow-list for post bodies: what the news editor produces (headings, paragraphs, lists, quotes, links,
 * images, simple emphasis) and nothing that runs or restyles the page. Applied when a post is saved and again
 * when it is rendered, so a row written any other way cannot carry a script onto the site.
 */
export const postHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "mark", "small", "sub", "sup",
    "blockquote", "ul", "ol", "li", "a", "img", "figure", "figcaption", "code", "pre", "span",
    "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // h1 is the page's title; a heading inside the body becomes h2 so the outline stays right.
    h1: "h2",
    a: (tagName, attribs) => {
      // Internal links open in place; external ones in a new tab without access to this window.
      const rest: sanitizeHtml.Attributes = { ...attribs };
      delete rest.target;
      delete rest.rel;
      const external = /^https?:\/\//i.test(rest.href ?? "");
      return { tagName, attribs: external ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", alt: attribs.alt ?? "" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, postHtmlOptions);
}

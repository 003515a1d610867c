/**
 * The one policy for a news post's HTML body, browser-safe: what the news editor produces (headings, paragraphs,
 * emphasis, lists, quotes, code, links, images, a rule) and nothing that runs or restyles the page. The editor
 * checks links with `isSafePostHref`; the server applies the whole policy with `sanitizePostHtml`
 * (`./post-html.ts`), when a post is saved and when the public site reads it.
 */

export const postHtmlTags = [
  "p", "br", "hr", "h2", "h3", "h4", "strong", "em", "u", "s", "a", "ul", "ol", "li", "blockquote", "img", "code", "pre",
] as const;

export const postHtmlAttributes = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading"],
} as const;

/**
 * Pasted markup that keeps its meaning within the tags above instead of being flattened to text: h1 is the page's
 * title, so a heading in the body starts at h2.
 */
export const postHtmlRenames = { h1: "h2", h5: "h4", h6: "h4", b: "strong", i: "em", strike: "s" } as const;

/** A link goes to an http(s) page or a mailto: address; any other href (relative, javascript:, data:) unwraps it. */
export const isSafePostHref = (href: string): boolean => /^(https?:\/\/|mailto:)/i.test(href.trim());

/** A link that leaves the site, opened in a new tab without access to this window. */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href.trim());

/** An image comes from an http(s) URL or this site's own path (`/api/v1/files/...`); anything else is removed. */
export function isSafePostImageSrc(src: string): boolean {
  const value = src.trim();
  return /^https?:\/\//i.test(value) || (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\"));
}

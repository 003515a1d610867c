import sanitizeHtml from "sanitize-html";
import {
  isExternalHref,
  isSafePostHref,
  isSafePostImageSrc,
  postHtmlAttributes,
  postHtmlRenames,
  postHtmlTags,
} from "./post-html-policy";

const UNSAFE_LINK = "unsafe-link";

const options: sanitizeHtml.IOptions = {
  allowedTags: [...postHtmlTags, UNSAFE_LINK],
  allowedAttributes: Object.fromEntries(Object.entries(postHtmlAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    ...postHtmlRenames,
    a: (tagName, attribs) => {
      const href = (attribs.href ?? "").trim();
      // An unsafe link is renamed to a marker that is cut out after the pass, so its text stays. (Renamed to a tag
      // outside the allow-list instead, sanitize-html names the closing tag of the next safe link at the same depth
      // after the marker.)
      if (!isSafePostHref(href)) return { tagName: UNSAFE_LINK, attribs: {} };
      const out: sanitizeHtml.Attributes = { href };
      if (attribs.title) out.title = attribs.title;
      if (isExternalHref(href)) out.target = "_blank";
      out.rel = "noopener noreferrer";
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isSafePostImageSrc(frame.attribs.src ?? ""),
};

/**
 * A post body as stored and as served, by the one policy of `./post-html-policy.ts`. The blog-admin service applies
 * it when a post is saved (so the checks see what will be stored) and the public blog service when it reads a post
 * (so a row written any other way, a seed or an import, cannot carry a script onto the site); components render the
 * services' HTML as it is. Idempotent: a body sanitized twice is the body sanitized once.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options)
    .replace(/<\/?unsafe-link>/g, "")
    .trim();
}

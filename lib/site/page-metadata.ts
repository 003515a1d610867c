import "server-only";
import type { Metadata } from "next";
import { HOME_DESCRIPTION } from "@/lib/domain/brand";
import { siteSetting } from "./site-settings";

/** What search engines show of a description: at least this long to say something, at most this long to be shown whole. */
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/**
 * A description between 50 and 160 characters: a longer one is cut at a word, with an ellipsis; a shorter one (a
 * post's one-line excerpt) is followed by the site's description.
 */
export function fitDescription(text: string): string {
  let clean = text.replace(/\s+/g, " ").trim();
  if (clean.length < DESCRIPTION_MIN) clean = `${clean} ${HOME_DESCRIPTION}`.trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.\u2013\u2014-]+$/, "");
  return `${atWord}…`;
}

type Image = { url: string; width?: number; height?: number; alt?: string };

/**
 * The metadata of an indexable public page, in one place: title, a description fitted to 160 characters, the
 * canonical address, and the Open Graph and Twitter cards with `og:url`, `og:type` and an image (the page's own, or
 * the home page's first banner photo from the site settings). Next replaces a parent's `openGraph` as a whole when a
 * page sets one, so every page goes through here rather than relying on the root layout's.
 */
export async function pageMetadata(page: {
  /** The page's title (the layout adds " | agency"); `absolute` for the home page's own. */
  title: string | { absolute: string };
  description: string;
  path: string;
  images?: Image[];
  type?: "website" | "article" | "profile";
  extra?: Pick<Metadata, "authors" | "robots"> & { openGraph?: Record<string, unknown> };
}): Promise<Metadata> {
  const description = fitDescription(page.description);
  const images = page.images?.length ? page.images : [await defaultShareImage()];
  const title = typeof page.title === "string" ? page.title : page.title.absolute;
  return {
    title: page.title,
    description,
    alternates: { canonical: page.path },
    ...(page.extra?.authors ? { authors: page.extra.authors } : {}),
    ...(page.extra?.robots ? { robots: page.extra.robots } : {}),
    openGraph: { type: page.type ?? "website", title, description, url: page.path, images, ...page.extra?.openGraph },
    twitter: { card: "summary_large_image", title, description, images: images.map((i) => i.url) },
  };
}

/** The share image of a page without its own: the home page's first banner photo (site settings). */
async function defaultShareImage(): Promise<Image> {
  const banner = await siteSetting("banner");
  return { url: banner.left.imageUrl, alt: banner.left.headerText };
}

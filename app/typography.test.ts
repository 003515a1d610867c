import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The display serif (Bodoni Moda) only at 28 px and up: below that its hairlines break up and its kerning gaps show
 * (issue 17). Smaller headings and labels are Inter. The wordmark is a logo, drawn in tracked serif capitals at any
 * size. h1-h3 are serif by default (app/theme.css), so a small heading must say `font-sans` (or be an `eyebrow`).
 */
const SIZES: Record<string, number> = { xs: 12, sm: 14, base: 16, lg: 18, xl: 20, "2xl": 24, "3xl": 30, "4xl": 36, "5xl": 48, "6xl": 60, "7xl": 72, "8xl": 96, "9xl": 128 };
const MIN_SERIF_PX = 28;

/** The px size of a Tailwind text size token (`text-2xl`, `text-[1.75rem]`, `text-[30px]`), or null for a colour. */
function sizeOf(token: string): number | null {
  const named = token.match(/^text-(xs|sm|base|lg|xl|\dxl)$/);
  if (named) return SIZES[named[1]];
  const arbitrary = token.match(/^text-\[(\d+(?:\.\d+)?)(px|rem)\]$/);
  if (arbitrary) return Number(arbitrary[1]) * (arbitrary[2] === "rem" ? 16 : 1);
  return null;
}

/** The size a phone sees: the first unprefixed size token of a class list (responsive ones only grow it). */
function baseSize(classes: string[], prefix = ""): number | null {
  for (const c of classes) {
    if (!c.startsWith(prefix)) continue;
    const size = sizeOf(c.slice(prefix.length));
    if (size !== null) return size;
  }
  return null;
}

const isWordmark = (classes: string[]) => classes.includes("uppercase") && classes.some((c) => /^tracking-\[0\.[12]\d*em\]$/.test(c));

function serifTooSmall(source: string): string[] {
  const found: string[] = [];
  // Every quoted or template class list.
  for (const [, text] of source.matchAll(/["`]([^"`]*\b(?:font-display|text-)[^"`]*)["`]/g)) {
    const classes = text.split(/\s+/).filter(Boolean);
    if (classes.includes("font-display") && !isWordmark(classes)) {
      const size = baseSize(classes);
      if (size !== null && size < MIN_SERIF_PX) found.push(text);
    }
    // Styles for headings inside rich content: `[&_h3]:font-display [&_h3]:text-2xl`.
    for (const variant of new Set(classes.filter((c) => /^\[&_h\d\]:font-display$/.test(c)).map((c) => c.replace("font-display", "")))) {
      const size = baseSize(classes, variant);
      if (size !== null && size < MIN_SERIF_PX) found.push(text);
    }
  }
  // Headings, serif unless told otherwise.
  for (const [, attrs] of source.matchAll(/<h[123]\b([^>]*)>/g)) {
    const list = attrs.match(/className=(?:"([^"]*)"|\{`([^`]*)`)/);
    const classes = (list?.[1] ?? list?.[2] ?? "").split(/\s+/).filter(Boolean);
    if (classes.some((c) => c === "font-sans" || c === "eyebrow" || c === "sr-only") || isWordmark(classes)) continue;
    const size = baseSize(classes);
    if (size !== null && size < MIN_SERIF_PX) found.push(`<h… ${classes.join(" ")}>`);
  }
  return found;
}

describe("the display serif at 28 px and up", () => {
  it("finds a small serif in each form it can take", () => {
    expect(serifTooSmall(`<p className="font-display text-xl">`)).toHaveLength(1);
    expect(serifTooSmall(`<h2 className="text-2xl md:text-4xl">`)).toHaveLength(1);
    expect(serifTooSmall(`const s = "[&_h3]:font-display [&_h3]:text-2xl";`)).toHaveLength(1);
    expect(serifTooSmall(`<p className="font-display text-[1.25rem]">`)).toHaveLength(1);
    expect(serifTooSmall(`<h2 className="text-[1.75rem] md:text-3xl">`)).toEqual([]);
    expect(serifTooSmall(`<h3 className="font-sans text-lg font-semibold">`)).toEqual([]);
    expect(serifTooSmall(`<p className="font-display text-lg tracking-[0.2em] uppercase">Maison Talent</p>`)).toEqual([]);
  });

  it("holds in every page and component", () => {
    const files = ["app", "components"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".tsx"))
        .map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => serifTooSmall(readFileSync(file, "utf8")).map((what) => `${file}: ${what}`));
    expect(offenders).toEqual([]);
  });
});

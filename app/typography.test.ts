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

/**
 * Every glyph the copy uses, drawn visibly in the display face (issue 30: Bodoni Moda's dashes were a hairline at
 * display sizes, "SS27 denim campaign — first look" showed a hole). The display stack of app/theme.css is followed as
 * a browser follows it: for each character the first face whose declared unicode-range covers it (app/fonts/fonts.css,
 * and the core file of app/layout.tsx), read from the font file the site ships, at the optical size the browser
 * picks (`font-optical-sizing: auto`: the CSS px size, within the axis). A glyph fails if no face covers it, if the face
 * lacks it, or if its mean stroke is under MIN_STROKE_PX at a display size (the letters' thinnest, "’" at 28 px, is
 * 0.85 px; Bodoni's em dash is 0.2 px, its slash and plus as thin: the stack takes those from Inter).
 */
describe("the display face draws every glyph of the copy", async () => {
  const { openFont, glyphInk } = await import("@/test/glyph-ink.mjs");
  const { settingsDefaults } = await import("@/lib/domain/settings-defaults");
  const DISPLAY_SIZES = [MIN_SERIF_PX, 36, 48, 60, 72, 96];
  const MIN_STROKE_PX = 0.75;
  const TYPOGRAPHY = "—–-’‘“”…&?!.,:;'\"()/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÉéèàçñöüß";

  const read = (file: string) => readFileSync(path.join("app", file), "utf8");
  /** `U+0020-002C, U+2013` as a test of a code point. */
  const inRange = (range: string) => {
    const spans = range.split(",").map((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-").map((hex) => parseInt(hex, 16));
      return [from, to] as const;
    });
    return (codePoint: number) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
  };
  type Face = { name: string; file: string; covers: (codePoint: number) => boolean; axes: (px: number) => Record<string, number> };
  const opsz = (px: number) => ({ opsz: Math.min(96, Math.max(6, px)) });

  /** The faces of --font-display, in its order: the @font-face families of fonts.css, then next/font's Bodoni core. */
  function displayFaces(): Face[] {
    const stack = read("theme.css").match(/--font-display:([^;]+);/)?.[1] ?? "";
    const fontFaces = [...read("fonts/fonts.css").matchAll(/@font-face\s*{([^}]+)}/g)].map(([, body]) => ({
      family: body.match(/font-family:\s*"([^"]+)"/)?.[1] ?? "",
      src: body.match(/url\("\.\/([^"]+)"\)/)?.[1] ?? "",
      range: body.match(/unicode-range:\s*([^;]+);/)?.[1] ?? "",
    }));
    const bodoni = read("layout.tsx").match(/const bodoni = localFont\(\{[\s\S]*?src: "\.\/fonts\/([^"]+)"[\s\S]*?value:\s*"([^"]+)"/);
    const faces: Face[] = [];
    for (const [, quoted, variable] of stack.matchAll(/"([^"]+)"|var\((--[\w-]+)\)/g)) {
      if (variable === "--font-bodoni" && bodoni) faces.push({ name: "Bodoni core", file: bodoni[1], covers: inRange(bodoni[2]), axes: opsz });
      const face = fontFaces.find((f) => f.family === quoted);
      if (face) faces.push({ name: face.family, file: face.src, covers: inRange(face.range), axes: face.src.startsWith("bodoni") ? opsz : () => ({}) });
      if (variable === "--font-bodoni") break; // what follows are local fallbacks, not the site's face
    }
    return faces;
  }

  /**
   * Every string of the settings' defaults: the copy of home, about, apply and the rest (not addresses, paths or the
   * agency's IANA time zone, "America/New_York", which is a value, not copy).
   */
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? (/^(\/|https?:|[^\s@]+@[^\s@]+$|[A-Z][A-Za-z]+\/[A-Za-z_]+$|[a-z]+(?:_[a-z]+)+$)/.test(value) ? [] : [value]) : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
  const characters = [...new Set([...strings(settingsDefaults).join(""), ...TYPOGRAPHY])].filter((c) => /\S/u.test(c) && !/\p{Cc}/u.test(c));

  const fonts = new Map<string, ReturnType<typeof openFont>>();
  const fontAt = (face: Face, px: number) => {
    const key = `${face.file}@${JSON.stringify(face.axes(px))}`;
    if (!fonts.has(key)) fonts.set(key, openFont(path.join("app/fonts", face.file), face.axes(px)));
    return fonts.get(key)!;
  };

  it("reads the display stack: Inter's dashes and symbols, then Bodoni's accents and core", () => {
    expect(displayFaces().map((f) => f.name)).toEqual(["Maison Display Symbols", "Maison Bodoni Ext", "Bodoni core"]);
    expect(characters.length).toBeGreaterThan(70);
  });

  it("finds a hairline: Bodoni Moda's own em dash at 48 px", () => {
    const ink = glyphInk(openFont("app/fonts/bodoni-core.woff2", opsz(48)), "—");
    expect(ink.mapped).toBe(true);
    expect((ink.stroke * 48) / ink.unitsPerEm).toBeLessThan(MIN_STROKE_PX);
    const letter = glyphInk(openFont("app/fonts/bodoni-core.woff2", opsz(48)), "H");
    expect((letter.stroke * 48) / letter.unitsPerEm).toBeGreaterThan(MIN_STROKE_PX);
  });

  it.each(DISPLAY_SIZES)("at %i px", (px) => {
    const faces = displayFaces();
    const problems: string[] = [];
    for (const char of characters) {
      const codePoint = char.codePointAt(0)!;
      const face = faces.find((f) => f.covers(codePoint));
      if (!face) {
        problems.push(`${char} (U+${codePoint.toString(16)}): no face of the display stack covers it`);
        continue;
      }
      const ink = glyphInk(fontAt(face, px), char);
      const strokePx = (ink.stroke * px) / ink.unitsPerEm;
      if (!ink.mapped || ink.area === 0) problems.push(`${char}: missing from ${face.file}`);
      else if (strokePx < MIN_STROKE_PX) problems.push(`${char}: ${strokePx.toFixed(2)} px strokes in ${face.file}`);
    }
    expect(problems).toEqual([]);
  });
});

// Draws the demo agency's logo, client brands (home page) and partners (about page) as logos: each name set in Inter or Bodoni
// Moda (both OFL, from the @fontsource packages) and converted to outlines, with a simple geometric mark, so an
// <img> shows the same letterforms everywhere instead of falling back to Times or Arial.
// An <img> of live SVG text also costs the page: the image's own document lays the text out with system fonts
// before the first paint (issue 15's trace), where outlines are painted at once.
// Usage: node scripts/draw-brand-marks.mjs  (writes public/demo/logo.svg, public/demo/brands/*.svg and
// public/demo/partners/*.svg)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

const files = "node_modules/@fontsource";
const fonts = {
  sans: (weight) => fontkit.openSync(`${files}/inter/files/inter-latin-${weight}-normal.woff2`),
  serif: (weight) => fontkit.openSync(`${files}/bodoni-moda/files/bodoni-moda-latin-${weight}-normal.woff2`),
  italic: (weight) => fontkit.openSync(`${files}/bodoni-moda/files/bodoni-moda-latin-${weight}-italic.woff2`),
};

const INK = "#111111";
const round = (d) => d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));

/**
 * One line of text as a single path: `size` is the cap-height-ish em size in px, `tracking` is extra space per
 * letter in ems. Returns the path and its advance width.
 */
function textPath(text, { font, size, tracking = 0, x = 0, baseline }) {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = x;
  const parts = [];
  run.glyphs.forEach((glyph, i) => {
    const d = glyph.path.scale(scale, -scale).translate(pen + run.positions[i].xOffset * scale, baseline).toSVG();
    if (d) parts.push(d);
    pen += run.positions[i].xAdvance * scale + (i < run.glyphs.length - 1 ? tracking * size : 0);
  });
  return { d: round(parts.join("")), width: pen - x };
}

function svg(name, width, height, body) {
  const w = Math.ceil(width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${height}" viewBox="0 0 ${w} ${height}" role="img" aria-label="${name.replace(/&/g, "&amp;")}">
<title>${name.replace(/&/g, "&amp;")}</title>
<g fill="${INK}">${body}</g>
</svg>
`;
}

const p = (d, extra = "") => `<path d="${d}"${extra}/>`;

// Each brand: a mark and a wordmark, laid out on a 100 px high canvas.
const brands = {
  "atelier-noir": () => {
    const word = textPath("ATELIER NOIR", { font: fonts.serif(500), size: 26, tracking: 0.22, x: 0, baseline: 59 });
    const w = word.width;
    return svg("Atelier Noir", w, 100, `${p(word.d)}<rect x="0" y="27" width="${w.toFixed(1)}" height="1.2"/><rect x="0" y="71" width="${w.toFixed(1)}" height="1.2"/>`);
  },
  vireo: () => {
    // A disc with a V cut out of it.
    const mark = `M22 28a22 22 0 1 0 0.01 0ZM10 38h7.5l4.5 15 4.5-15h7.5l-8.5 24h-7Z`;
    const word = textPath("vireo", { font: fonts.sans(700), size: 40, tracking: -0.04, x: 56, baseline: 64 });
    return svg("Vireo", 56 + word.width, 100, `${p(mark, ' fill-rule="evenodd"')}${p(word.d)}`);
  },
  "maison-ciel": () => {
    // A crescent moon.
    const mark = `M20 30a20 20 0 1 0 16 32a16 16 0 1 1 0-32a20 20 0 0 0-16 0Z`;
    const word = textPath("Maison Ciel", { font: fonts.italic(500), size: 38, tracking: 0, x: 52, baseline: 63 });
    return svg("Maison Ciel", 52 + word.width, 100, p(mark) + p(word.d));
  },
  "oro-and-ash": () => {
    const oro = textPath("ORO", { font: fonts.serif(600), size: 30, tracking: 0.16, x: 0, baseline: 61 });
    const amp = textPath("&", { font: fonts.italic(400), size: 48, x: oro.width + 10, baseline: 66 });
    const ash = textPath("ASH", { font: fonts.serif(600), size: 30, tracking: 0.16, x: oro.width + amp.width + 20, baseline: 61 });
    return svg("Oro & Ash", oro.width + amp.width + ash.width + 20, 100, p(oro.d) + p(amp.d) + p(ash.d));
  },
  "lumen-studio": () => {
    // A ring with a dot: a lens.
    const mark = `M20 30a20 20 0 1 0 0.01 0ZM20 34.5a15.5 15.5 0 1 1-0.01 0ZM20 43a7 7 0 1 0 0.01 0Z`;
    const lumen = textPath("lumen", { font: fonts.sans(600), size: 34, tracking: -0.02, x: 52, baseline: 58 });
    const studio = textPath("STUDIO", { font: fonts.sans(500), size: 10, tracking: 0.5, x: 54, baseline: 75 });
    return svg("Lumen Studio", 52 + Math.max(lumen.width, studio.width + 2), 100, `${p(mark, ' fill-rule="evenodd"')}${p(lumen.d)}${p(studio.d)}`);
  },
  kestrel: () => {
    // A falcon's wing: two swept strokes.
    const mark = `M0 62L34 30L40 36L14 62ZM18 62L42 40L48 46L32 62Z`;
    const word = textPath("KESTREL", { font: fonts.sans(800), size: 28, tracking: 0.24, x: 62, baseline: 61 });
    return svg("Kestrel", 62 + word.width, 100, p(mark) + p(word.d));
  },
  "saint-verre": () => {
    const word = textPath("Saint Verre", { font: fonts.italic(600), size: 40, tracking: 0, x: 0, baseline: 60 });
    // A small diamond closing the underline.
    const w = word.width;
    return svg("Saint Verre", w + 4, 100, `${p(word.d)}<rect x="0" y="72" width="${(w - 14).toFixed(1)}" height="1.5"/>${p(`M${(w - 6).toFixed(1)} 67.5l5 5.3-5 5.2-5-5.2Z`)}`);
  },
  halden: () => {
    // A square with a doorway cut into it.
    const mark = `M0 30h40v40h-40ZM14 70v-20a6 6 0 0 1 12 0v20Z`;
    const word = textPath("HALDEN", { font: fonts.sans(600), size: 26, tracking: 0.36, x: 56, baseline: 60 });
    return svg("Halden", 56 + word.width, 100, `${p(mark, ' fill-rule="evenodd"')}${p(word.d)}`);
  },
};

// The about page's partners: wordmarks only, in the style each had before.
const partnerStyles = {
  "northlight-studios": ["Northlight Studios", "sans"],
  "the-edit": ["The Edit Magazine", "serif-italic"],
  "foundry-casting": ["Foundry Casting", "sans-wide"],
  "loom-collective": ["Loom Collective", "serif"],
  "arc-photographic": ["Arc Photographic", "sans"],
  "meridian-pr": ["Meridian PR", "sans-wide"],
  "soleil-beauty": ["Soleil Beauty", "serif-italic"],
  "frame-and-field": ["Frame & Field", "serif"],
};

function partner(name, style) {
  const options = {
    sans: { text: name, font: fonts.sans(600), size: 30, tracking: -0.02 },
    "sans-wide": { text: name.toUpperCase(), font: fonts.sans(500), size: 20, tracking: 0.28 },
    serif: { text: name.toUpperCase(), font: fonts.serif(500), size: 24, tracking: 0.14 },
    "serif-italic": { text: name, font: fonts.italic(500), size: 34, tracking: 0 },
  }[style];
  const word = textPath(options.text, { ...options, x: 0, baseline: 60 });
  return svg(name, word.width, 100, p(word.d));
}

/** The demo agency's wordmark: MAISON TALENT in Bodoni Moda, centred on the 360 x 80 canvas the settings expect. */
function agencyLogo() {
  const font = fonts.serif(400);
  const size = 30;
  const capHeight = (font.capHeight / font.unitsPerEm) * size;
  const baseline = Math.round((40 + capHeight / 2) * 10) / 10;
  const probe = textPath("MAISON TALENT", { font, size, tracking: 0.2, baseline });
  const word = textPath("MAISON TALENT", { font, size, tracking: 0.2, x: (360 - probe.width) / 2, baseline });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80" role="img" aria-label="Maison Talent">
<title>Maison Talent</title>
<path fill="${INK}" d="${word.d}"/>
</svg>
`;
}

for (const dir of ["public/demo/brands", "public/demo/partners"]) mkdirSync(dir, { recursive: true });
writeFileSync("public/demo/logo.svg", agencyLogo());
for (const [slug, draw] of Object.entries(brands)) writeFileSync(path.join("public/demo/brands", `${slug}.svg`), draw());
for (const [slug, [name, style]] of Object.entries(partnerStyles)) writeFileSync(path.join("public/demo/partners", `${slug}.svg`), partner(name, style));
console.log("logo, brand and partner marks written");

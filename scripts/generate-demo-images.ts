/**
 * Generates the demo images under public/demo/ from SVG with sharp, and lib/domain/demo-images.generated.ts (the list
 * the seed reads, with sizes and blur placeholders). Deterministic: the same run gives the same files.
 *
 *   npx tsx --conditions=react-server scripts/generate-demo-images.ts
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { blurDataUrlOf } from "../lib/storage/blur";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "public", "demo");
const manifestFile = path.join(root, "lib", "domain", "demo-images.generated.ts");

// --- small deterministic helpers ------------------------------------------------------------------------------

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Mix two colours: t=0 gives a, t=1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** Duotone palettes: [shadow, light]. Everything in an image is a mix of the two. */
const palettes: [string, string][] = [
  ["#1b1a19", "#dcd6cc"],
  ["#2a2833", "#cdbcaa"],
  ["#1d2834", "#aabccc"],
  ["#3a1e25", "#e6c9c1"],
  ["#222e28", "#c8d0ba"],
  ["#2d2316", "#e3cb9e"],
  ["#151515", "#9a9a9a"],
  ["#392c48", "#dacbe2"],
  ["#3e2317", "#e9b892"],
  ["#102a2c", "#a9cfc9"],
];

// --- the stylised figure ----------------------------------------------------------------------------------------

type Hair = "long" | "bun" | "bob" | "waves" | "short" | "crop" | "curls";
const femaleHair: Hair[] = ["long", "bun", "bob", "waves", "curls"];
const maleHair: Hair[] = ["short", "crop", "curls"];

interface FigureOptions {
  cx: number;
  tilt: number;
  hair: Hair;
  broad: boolean;
  dark: string;
  light: string;
  garment: string;
  earring: boolean;
  idp: string;
}

/** Head, neck, shoulders and hair on an 800x1000 canvas, lit from the left. */
function figure(o: FigureOptions): string {
  const { cx, dark, light, idp } = o;
  const skinLight = mix(dark, light, 0.8);
  const skinDark = mix(dark, light, 0.4);
  const hair = mix(dark, light, 0.12);
  const hy = 400; // head centre
  const rx = o.broad ? 108 : 100;
  const ry = o.broad ? 134 : 130;
  const top = hy - ry;
  const sw = o.broad ? 330 : 270; // half shoulder width
  const neckW = o.broad ? 54 : 42;
  const shoulders = `M ${cx - sw - 60} 1000 C ${cx - sw - 40} 760, ${cx - sw + 40} 665, ${cx - neckW - 24} 625
    L ${cx + neckW + 24} 625 C ${cx + sw - 40} 665, ${cx + sw + 40} 760, ${cx + sw + 60} 1000 Z`;
  const garment = `M ${cx - sw - 60} 1000 C ${cx - sw - 40} 790, ${cx - sw + 30} 700, ${cx - neckW - 70} 672
    L ${cx} ${o.broad ? 820 : 800} L ${cx + neckW + 70} 672 C ${cx + sw - 30} 700, ${cx + sw + 40} 790, ${cx + sw + 60} 1000 Z`;
  const neck = `M ${cx - neckW} ${hy + 80} L ${cx - neckW - 6} 645 Q ${cx} 665 ${cx + neckW + 6} 645 L ${cx + neckW} ${hy + 80} Z`;

  // Hair shapes: a back layer behind the head and a front layer over the crown. Control points sit well above
  // the head top so the hair has volume instead of reading as a band.
  let back = "";
  let front = "";
  const crown = (lift: number, hairline: number) =>
    `M ${cx - rx - 10} ${hy} C ${cx - rx - 30} ${top - lift}, ${cx + rx + 30} ${top - lift - 6}, ${cx + rx + 10} ${hy}
     C ${cx + rx - 20} ${hairline}, ${cx - rx / 2} ${hairline - 10}, ${cx - rx - 10} ${hy} Z`;
  switch (o.hair) {
    case "long":
      back = `M ${cx - rx - 20} ${hy - 20} C ${cx - rx - 40} ${top - 90}, ${cx + rx + 40} ${top - 90}, ${cx + rx + 20} ${hy - 20}
        C ${cx + rx + 50} ${hy + 160}, ${cx + rx + 70} ${hy + 300}, ${cx + rx + 100} ${hy + 420} L ${cx - rx - 100} ${hy + 420}
        C ${cx - rx - 70} ${hy + 300}, ${cx - rx - 50} ${hy + 160}, ${cx - rx - 20} ${hy - 20} Z`;
      front = crown(70, top + 70);
      break;
    case "waves":
      back = `M ${cx - rx - 20} ${hy - 10} C ${cx - rx - 70} ${top - 100}, ${cx + rx + 70} ${top - 100}, ${cx + rx + 20} ${hy - 10}
        C ${cx + rx + 90} ${hy + 100}, ${cx + rx + 30} ${hy + 180}, ${cx + rx + 90} ${hy + 260}
        C ${cx + rx + 120} ${hy + 320}, ${cx + rx + 60} ${hy + 360}, ${cx + rx + 70} ${hy + 380} L ${cx - rx - 70} ${hy + 380}
        C ${cx - rx - 60} ${hy + 360}, ${cx - rx - 120} ${hy + 320}, ${cx - rx - 90} ${hy + 260}
        C ${cx - rx - 30} ${hy + 180}, ${cx - rx - 90} ${hy + 100}, ${cx - rx - 20} ${hy - 10} Z`;
      front = crown(80, top + 80);
      break;
    case "bun":
      back = `M ${cx + 10} ${top - 62} m -62 0 a 62 58 0 1 0 124 0 a 62 58 0 1 0 -124 0`;
      front = crown(50, top + 60);
      break;
    case "bob":
      back = `M ${cx - rx - 30} ${hy + 30} C ${cx - rx - 50} ${top - 80}, ${cx + rx + 50} ${top - 80}, ${cx + rx + 30} ${hy + 30}
        L ${cx + rx + 40} ${hy + 150} Q ${cx} ${hy + 175} ${cx - rx - 40} ${hy + 150} Z`;
      front = `M ${cx - rx - 16} ${hy + 40} C ${cx - rx - 40} ${top - 70}, ${cx + rx + 40} ${top - 70}, ${cx + rx + 16} ${hy + 40}
        L ${cx + rx - 10} ${top + 60} Q ${cx - 20} ${top + 90} ${cx - rx - 16} ${hy + 40} Z`;
      break;
    case "short":
      front = crown(70, top + 60);
      break;
    case "crop":
      front = crown(40, top + 50);
      break;
    case "curls": {
      const blobs: string[] = [];
      const r = o.broad ? 40 : 50;
      for (let i = 0; i < 12; i++) {
        const a = Math.PI * (1.0 + (i / 11) * 1.0);
        const x = cx + Math.cos(a) * (rx + 8);
        const y = hy - 20 + Math.sin(a) * (ry + 20);
        blobs.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${hair}"/>`);
      }
      back = "";
      front = "";
      return wrap(blobs.join(""), "");
    }
  }
  return wrap(back ? `<path d="${back}" fill="${hair}"/>` : "", front ? `<path d="${front}" fill="${hair}"/>` : "");

  function wrap(hairBack: string, hairFront: string): string {
    return `
  <defs>
    <linearGradient id="skin${idp}" gradientUnits="userSpaceOnUse" x1="${cx - 220}" y1="300" x2="${cx + 220}" y2="420">
      <stop offset="0" stop-color="${skinLight}"/><stop offset="0.55" stop-color="${mix(skinLight, skinDark, 0.45)}"/>
      <stop offset="1" stop-color="${skinDark}"/>
    </linearGradient>
    <linearGradient id="garm${idp}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mix(o.garment, light, 0.15)}"/><stop offset="1" stop-color="${mix(o.garment, dark, 0.5)}"/>
    </linearGradient>
  </defs>
  <g transform="rotate(${o.tilt.toFixed(2)} ${cx} 700)">
    ${hairBack}
    <path d="${shoulders}" fill="url(#skin${idp})"/>
    <path d="${garment}" fill="url(#garm${idp})"/>
    <path d="${neck}" fill="url(#skin${idp})"/>
    <ellipse cx="${cx}" cy="${hy + ry - 6}" rx="${neckW}" ry="18" fill="${skinDark}" opacity="0.35"/>
    <ellipse cx="${cx}" cy="${hy}" rx="${rx}" ry="${ry}" fill="url(#skin${idp})"/>
    <ellipse cx="${cx + rx * 0.55}" cy="${hy + 20}" rx="${rx * 0.42}" ry="${ry * 0.8}" fill="${skinDark}" opacity="0.22"/>
    <path d="M ${cx - 4} ${hy - 10} q -10 46 2 62 q 8 4 14 -2" fill="none" stroke="${skinDark}" stroke-width="4" stroke-linecap="round" opacity="0.35"/>
    ${hairFront}
    ${o.earring ? `<circle cx="${cx - rx + 2}" cy="${hy + 60}" r="9" fill="${mix(dark, light, 0.95)}"/>` : ""}
  </g>`;
  }
}

/** Background: a duotone gradient, a halo and a few editorial rules or blocks. */
function backdrop(w: number, h: number, dark: string, light: string, r: ReturnType<typeof prng>, idp: string): string {
  const kind = Math.floor(r.next() * 4);
  const top = mix(dark, light, r.range(0.55, 0.9));
  const bottom = mix(dark, light, r.range(0.15, 0.45));
  let shapes = "";
  if (kind === 0) {
    shapes = `<circle cx="${w * r.range(0.3, 0.7)}" cy="${h * 0.38}" r="${w * 0.36}" fill="${mix(dark, light, 0.97)}" opacity="0.55"/>`;
  } else if (kind === 1) {
    const x = w * r.range(0.15, 0.3);
    shapes = `<path d="M ${x} ${h} L ${x} ${h * 0.35} A ${w / 2 - x} ${w / 2 - x} 0 0 1 ${w - x} ${h * 0.35} L ${w - x} ${h} Z" fill="${mix(dark, light, 0.95)}" opacity="0.5"/>`;
  } else if (kind === 2) {
    shapes = `<rect x="${w * 0.58}" y="0" width="${w * 0.42}" height="${h}" fill="${mix(dark, light, 0.3)}" opacity="0.35"/>
      <line x1="${w * 0.08}" y1="${h * 0.08}" x2="${w * 0.08}" y2="${h * 0.92}" stroke="${mix(dark, light, 0.95)}" stroke-width="2" opacity="0.6"/>`;
  } else {
    shapes = `<rect x="${w * 0.1}" y="${h * 0.08}" width="${w * 0.8}" height="${h * 0.84}" fill="none" stroke="${mix(dark, light, 0.95)}" stroke-width="3" opacity="0.55"/>
      <circle cx="${w * 0.78}" cy="${h * 0.2}" r="${w * 0.12}" fill="${mix(dark, light, 0.98)}" opacity="0.4"/>`;
  }
  return `
  <defs>
    <linearGradient id="bg${idp}" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="vig${idp}" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg${idp})"/>
  ${shapes}`;
}

const vignette = (w: number, h: number, idp: string) => `<rect width="${w}" height="${h}" fill="url(#vig${idp})"/>`;

function portraitSvg(seed: number, style: "female" | "male", viewBox = "0 0 800 1000", outW = 800, outH = 1000): string {
  const r = prng(seed * 7919 + 17);
  const [dark, light] = palettes[seed % palettes.length];
  const body = figure({
    cx: 400 + r.range(-50, 50),
    tilt: r.range(-6, 6),
    hair: style === "female" ? r.pick(femaleHair) : r.pick(maleHair),
    broad: style === "male",
    dark,
    light,
    garment: r.pick([dark, mix(dark, light, 0.2), "#111111", mix(dark, "#ffffff", 0.05), mix(dark, light, 0.95)]),
    earring: style === "female" && r.next() > 0.5,
    idp: "p",
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="${viewBox}">
    ${backdrop(800, 1000, dark, light, r, "p")}${body}${vignette(800, 1000, "p")}</svg>`;
}

// --- blog and page compositions ---------------------------------------------------------------------------------

function smallFigure(x: number, y: number, s: number, fill: string): string {
  // A standing silhouette, 1 unit = s px, feet at (x, y).
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <circle cx="0" cy="-172" r="12"/>
    <path d="M -16 -156 L 16 -156 L 24 -90 L 14 -88 L 12 -40 L 8 0 L 2 0 L 0 -60 L -2 0 L -8 0 L -12 -40 L -14 -88 L -24 -90 Z"/>
  </g>`;
}

function sceneSvg(seed: number, kind: string, w: number, h: number): string {
  const r = prng(seed * 104729 + 3);
  const [dark, light] = palettes[(seed * 3) % palettes.length];
  const ink = mix(dark, light, 0.08);
  const pale = mix(dark, light, 0.95);
  let art = "";
  switch (kind) {
    case "runway": {
      const vx = w / 2;
      const vy = h * 0.35;
      art += `<path d="M ${vx - 30} ${vy} L ${vx + 30} ${vy} L ${w * 0.8} ${h} L ${w * 0.2} ${h} Z" fill="${pale}" opacity="0.8"/>`;
      for (let i = 0; i < 9; i++) {
        const x = (i / 8) * w;
        art += `<line x1="${vx}" y1="${vy}" x2="${x}" y2="${h}" stroke="${ink}" stroke-width="1.5" opacity="0.25"/>`;
      }
      for (let i = 0; i < 14; i++) {
        art += `<circle cx="${(i % 2 ? w * 0.1 : w * 0.9) + r.range(-40, 40)}" cy="${vy + (i / 14) * (h - vy)}" r="${6 + i * 1.6}" fill="${ink}" opacity="0.55"/>`;
      }
      art += smallFigure(vx, h * 0.78, 1.7, ink) + smallFigure(vx - 30, h * 0.52, 0.9, mix(ink, pale, 0.3));
      break;
    }
    case "fabric":
      for (let i = 0; i < 7; i++) {
        const y = (i / 7) * h + r.range(-20, 20);
        art += `<path d="M -50 ${y} C ${w * 0.3} ${y - r.range(80, 200)}, ${w * 0.6} ${y + r.range(80, 220)}, ${w + 50} ${y - 40} L ${w + 50} ${h + 50} L -50 ${h + 50} Z" fill="${mix(dark, light, 0.2 + i * 0.1)}" opacity="0.55"/>`;
      }
      break;
    case "studio":
      art += `<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.22}" height="${h * 0.5}" fill="${pale}" opacity="0.7"/>
        <line x1="${w * 0.19}" y1="${h * 0.6}" x2="${w * 0.19}" y2="${h}" stroke="${ink}" stroke-width="4"/>
        <circle cx="${w * 0.82}" cy="${h * 0.25}" r="${h * 0.14}" fill="${pale}" opacity="0.6"/>
        <path d="M 0 ${h * 0.82} Q ${w / 2} ${h * 0.74} ${w} ${h * 0.82} L ${w} ${h} L 0 ${h} Z" fill="${mix(dark, light, 0.7)}"/>`;
      art += smallFigure(w * 0.55, h * 0.86, 3, ink);
      break;
    case "arches":
      for (let i = 0; i < 5; i++) {
        const x = w * 0.06 + i * w * 0.18;
        const aw = w * 0.14;
        art += `<path d="M ${x} ${h} L ${x} ${h * 0.45} A ${aw / 2} ${aw / 2} 0 0 1 ${x + aw} ${h * 0.45} L ${x + aw} ${h} Z" fill="${mix(dark, light, i % 2 ? 0.9 : 0.75)}"/>`;
      }
      art += smallFigure(w * 0.06 + 2 * w * 0.18 + w * 0.07, h * 0.95, 2.3, ink);
      art += smallFigure(w * 0.06 + 0 * w * 0.18 + w * 0.07, h * 0.95, 2.1, mix(ink, light, 0.2));
      break;
    case "rack": {
      art += `<line x1="${w * 0.08}" y1="${h * 0.2}" x2="${w * 0.92}" y2="${h * 0.2}" stroke="${ink}" stroke-width="6"/>`;
      for (let i = 0; i < 8; i++) {
        const x = w * 0.14 + i * w * 0.1;
        const len = r.range(0.45, 0.65) * h;
        art += `<path d="M ${x} ${h * 0.2} l 0 18 l -34 22 l 68 0 l -34 -22" fill="none" stroke="${ink}" stroke-width="3"/>
          <path d="M ${x - 40} ${h * 0.2 + 40} L ${x + 40} ${h * 0.2 + 40} L ${x + 52} ${h * 0.2 + len} L ${x - 52} ${h * 0.2 + len} Z" fill="${mix(dark, light, r.range(0.25, 0.9))}"/>`;
      }
      break;
    }
    case "lens":
      for (let i = 0; i < 7; i++) {
        art += `<circle cx="${w * 0.62}" cy="${h * 0.5}" r="${h * (0.42 - i * 0.055)}" fill="${mix(dark, light, 0.2 + (i % 2) * 0.6)}"/>`;
      }
      art += `<circle cx="${w * 0.58}" cy="${h * 0.42}" r="${h * 0.05}" fill="${pale}" opacity="0.8"/>`;
      art += smallFigure(w * 0.18, h * 0.92, 2.6, ink);
      break;
    default:
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="bgs" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${mix(dark, light, 0.82)}"/><stop offset="1" stop-color="${mix(dark, light, 0.45)}"/>
    </linearGradient>
    <radialGradient id="vigs" cx="0.5" cy="0.5" r="0.8"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bgs)"/>${art}<rect width="${w}" height="${h}" fill="url(#vigs)"/></svg>`;
}

function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ecebe8"/><stop offset="1" stop-color="#d6d4cf"/></linearGradient></defs>
    <rect width="800" height="1000" fill="url(#g)"/>
    <circle cx="400" cy="420" r="120" fill="#c4c1bb"/>
    <path d="M 110 1000 C 130 800, 260 720, 400 720 C 540 720, 670 800, 690 1000 Z" fill="#c4c1bb"/>
  </svg>`;
}

// --- favicon ----------------------------------------------------------------------------------------------------

/** A 64x64 monogram "M" drawn as a path, so it does not depend on an installed font. */
function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="10" fill="#111111"/>
    <path d="M 14 48 L 14 16 L 20 16 L 32 36 L 44 16 L 50 16 L 50 48 L 45 48 L 45 26 L 34 44 L 30 44 L 19 26 L 19 48 Z" fill="#f5f3ef"/>
  </svg>`;
}

// --- output -----------------------------------------------------------------------------------------------------

interface ImageEntry {
  url: string;
  width: number;
  height: number;
  blurDataUrl: string;
}

async function writeJpeg(svg: string, rel: string, width: number, height: number, quality = 70): Promise<ImageEntry> {
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg)).resize(width, height).flatten({ background: "#ffffff" });
  await img.clone().jpeg({ quality, mozjpeg: true, progressive: true }).toFile(file);
  return { url: `/demo/${rel}`, width, height, blurDataUrl: await blurDataUrlOf(readFileSync(file)) };
}

const FEMALE_PORTRAITS = 16;
const MALE_PORTRAITS = 12;
const BLOG_KINDS = ["runway", "studio", "fabric", "arches", "rack", "lens", "runway", "studio", "arches", "fabric"];

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const portraits: (ImageEntry & { style: "female" | "male" })[] = [];
  for (let i = 0; i < FEMALE_PORTRAITS + MALE_PORTRAITS; i++) {
    const style = i < FEMALE_PORTRAITS ? "female" : "male";
    const name = `talents/t${String(i + 1).padStart(2, "0")}.jpg`;
    portraits.push({ ...(await writeJpeg(portraitSvg(i + 1, style), name, 800, 1000)), style });
  }

  const blog: ImageEntry[] = [];
  for (let i = 0; i < BLOG_KINDS.length; i++) {
    const name = `blog/b${String(i + 1).padStart(2, "0")}.jpg`;
    blog.push(await writeJpeg(sceneSvg(i + 1, BLOG_KINDS[i], 1200, 800), name, 1200, 800));
  }

  const authors: ImageEntry[] = [];
  for (let i = 0; i < 4; i++) {
    const style = i % 2 === 0 ? "female" : "male";
    const svg = portraitSvg(40 + i, style, "100 180 600 600", 600, 600);
    authors.push(await writeJpeg(svg, `authors/a${i + 1}.jpg`, 240, 240, 72));
  }

  const banners = {
    left: await writeJpeg(portraitSvg(101, "female"), "banners/left.jpg", 1000, 1250),
    right: await writeJpeg(portraitSvg(112, "male"), "banners/right.jpg", 1000, 1250),
  };
  const pages = {
    story: await writeJpeg(sceneSvg(21, "arches", 1200, 900), "about/story.jpg", 1200, 900),
    apply: await writeJpeg(sceneSvg(22, "studio", 1600, 900), "apply/hero.jpg", 1600, 900),
  };
  const placeholder = await writeJpeg(placeholderSvg(), "placeholder-talent.jpg", 800, 1000, 60);

  // The agency logo and the brand and partner logos are drawn as outlines by scripts/draw-brand-marks.mjs, run here
  // since this script empties public/demo first.
  const marks = spawnSync(process.execPath, [path.join(root, "scripts", "draw-brand-marks.mjs")], { cwd: root, stdio: "inherit" });
  if (marks.status !== 0) throw new Error("scripts/draw-brand-marks.mjs failed");
  await sharp(Buffer.from(faviconSvg())).resize(32, 32).png().toFile(path.join(outDir, "favicon.png"));

  const json = (v: unknown) => JSON.stringify(v, null, 2);
  writeFileSync(
    manifestFile,
    `// Generated by scripts/generate-demo-images.ts. Do not edit: run the script again.

export interface DemoImage {
  url: string;
  width: number;
  height: number;
  blurDataUrl: string;
}

export const demoPortraits: (DemoImage & { style: "female" | "male" })[] = ${json(portraits)};

export const demoBlogImages: DemoImage[] = ${json(blog)};

export const demoAuthorImages: DemoImage[] = ${json(authors)};

export const demoBannerImages: { left: DemoImage; right: DemoImage } = ${json(banners)};

export const demoPageImages: { story: DemoImage; apply: DemoImage } = ${json(pages)};

export const demoPlaceholder: DemoImage = ${json(placeholder)};
`,
  );
  console.log(`Wrote ${portraits.length} portraits, ${blog.length} blog images, banners, logos and ${manifestFile}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

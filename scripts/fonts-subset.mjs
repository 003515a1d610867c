// `node scripts/fonts-subset.mjs`: cuts the two web fonts down to what the site draws, into `app/fonts/`. Run it again
// after upgrading @fontsource-variable/inter or /bodoni-moda, or to change the character sets below; commit its output.
//
// Both fonts are under the SIL Open Font License 1.1, which allows subsetting (the subsets keep their copyright and
// licence names; the "Reserved Font Name" clause does not apply: neither font declares one).
//
// Each font becomes two files:
// - `*-core.woff2`: the characters of nearly every page (ASCII and the typographic punctuation the copy uses). It is
//   preloaded by the root layout (next/font/local, with a metric-matched fallback) and is what a page needs above
//   the fold.
// - `*-ext.woff2`: the rest of the Latin-1 set (accented letters of names: é, ü, ñ...), declared in `fonts.css`
//   with a unicode-range, so a browser downloads it only for a page that shows one of those characters.
// Axes: Inter keeps weights 400-700 (regular to bold; the site uses 400, 500, 600, and 700 in articles); Bodoni Moda
// keeps its optical-size axis (hairlines stay fine at display sizes) at weight 400, the only weight its headings use.
// Layout features kept: kerning, marks, locl/ccmp, tabular figures (tabular-nums), and Bodoni's ligatures.
//
// Needs fonttools with brotli (Debian: `apt-get install python3-fonttools python3-brotli`); PYTHON picks the
// interpreter (default /usr/bin/python3, else python3).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What every page needs: ASCII, no-break space, © ® · × – — ‘ ’ “ ” • … ′ ″ € ™ −. Copied in app/layout.tsx. */
export const CORE_RANGE =
  "U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+20AC, U+2122, U+2212";

/** The rest of the fontsource "latin" files: accented letters, other punctuation and symbols. */
export const EXT_RANGE =
  "U+00A1-00A8, U+00AA-00AD, U+00AF-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-2031, U+2034-206F, U+2191, U+2193, U+2215, U+FEFF, U+FFFD";

/**
 * The characters Bodoni Moda draws as hairlines at display sizes: the dashes (8 units of 2000 at 48 px, a fifth of a
 * pixel: a hole in "SS27 denim campaign — first look"), the plus, the slash, the at sign and the copyright sign. The
 * display stack takes them from Inter instead (`display-symbols.woff2`, "Maison Display Symbols" in fonts.css, first
 * in --font-display); Bodoni's core file keeps its glyphs but is declared without them (BODONI_CORE_RANGE), so the
 * browser never picks them. app/typography.test.ts measures every glyph the copy uses at the display sizes.
 */
export const DISPLAY_SYMBOLS_RANGE = "U+002B, U+002D, U+002F, U+0040, U+00A9, U+2013-2014";
/** CORE_RANGE without DISPLAY_SYMBOLS_RANGE, as the root layout declares Bodoni's core file. */
export const BODONI_CORE_RANGE =
  "U+0020-002A, U+002C, U+002E, U+0030-003F, U+0041-007E, U+00A0, U+00AE, U+00B7, U+00D7, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+20AC, U+2122, U+2212";

const FONTS = [
  {
    name: "inter",
    family: "Maison Inter Ext",
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    axes: ["wght=400:700"],
    weight: "400 700",
    features: "kern,mark,mkmk,ccmp,locl,tnum",
  },
  {
    name: "bodoni",
    family: "Maison Bodoni Ext",
    source: "node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-opsz-normal.woff2",
    axes: ["wght=400"],
    weight: "400",
    features: "kern,mark,ccmp,locl,liga,tnum",
  },
];

const OUT = "app/fonts";

function python() {
  if (process.env.PYTHON) return process.env.PYTHON;
  return existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

function fonttools(args) {
  const result = spawnSync(python(), ["-m", "fontTools", ...args], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`fonttools ${args[0]} failed:\n${result.stderr || result.stdout}`);
}

function main() {
  mkdirSync(OUT, { recursive: true });
  const faces = [];
  for (const font of FONTS) {
    const instance = path.join(tmpdir(), `${font.name}-instance.ttf`);
    fonttools(["varLib.instancer", font.source, ...font.axes, "-o", instance, "-q"]);
    for (const [part, range] of [
      ["core", CORE_RANGE],
      ["ext", EXT_RANGE],
    ]) {
      const out = path.join(OUT, `${font.name}-${part}.woff2`);
      fonttools([
        "subset",
        instance,
        `--unicodes=${range.replaceAll(" ", "")}`,
        `--layout-features=${font.features}`,
        "--no-hinting",
        "--flavor=woff2",
        `--output-file=${out}`,
      ]);
      console.log(`${out}: ${(statSync(out).size / 1024).toFixed(1)} KiB`);
    }
    rmSync(instance, { force: true });
    // The package link's 410 page (lib/packages/gone-page.ts) loads the core file by a fixed public URL.
    mkdirSync("public/fonts", { recursive: true });
    copyFileSync(path.join(OUT, `${font.name}-core.woff2`), path.join("public/fonts", `${font.name}-core.woff2`));
    copyFileSync(path.join(path.dirname(path.dirname(font.source)), "LICENSE"), path.join("public/fonts", `${font.name}-OFL.txt`));
    // The OFL travels with the fonts.
    copyFileSync(path.join(path.dirname(path.dirname(font.source)), "LICENSE"), path.join(OUT, `${font.name}-OFL.txt`));
    faces.push(
      `@font-face {\n  font-family: "${font.family}";\n  src: url("./${font.name}-ext.woff2") format("woff2");\n  font-weight: ${font.weight};\n  font-style: normal;\n  font-display: swap;\n  unicode-range: ${EXT_RANGE};\n}`,
    );
  }
  // The display serif's hairline symbols, from Inter at 400 (under 1 KiB, fetched only by a page whose headings use one).
  const instance = path.join(tmpdir(), "display-symbols-instance.ttf");
  fonttools(["varLib.instancer", FONTS[0].source, "wght=400", "-o", instance, "-q"]);
  const symbols = path.join(OUT, "display-symbols.woff2");
  fonttools(["subset", instance, `--unicodes=${DISPLAY_SYMBOLS_RANGE.replaceAll(" ", "")}`, "--layout-features=", "--no-hinting", "--flavor=woff2", `--output-file=${symbols}`]);
  console.log(`${symbols}: ${(statSync(symbols).size / 1024).toFixed(1)} KiB`);
  rmSync(instance, { force: true });
  faces.push(
    `@font-face {\n  font-family: "Maison Display Symbols";\n  src: url("./display-symbols.woff2") format("woff2");\n  font-weight: 400;\n  font-style: normal;\n  font-display: swap;\n  unicode-range: ${DISPLAY_SYMBOLS_RANGE};\n}`,
  );
  const css = [
    "/*",
    " * Generated by scripts/fonts-subset.mjs: do not edit. The accented letters and rarer symbols of the two web fonts,",
    " * downloaded only by a page that shows one (unicode-range), and the display serif's hairline symbols, from Inter.",
    " * Their core files are loaded by app/layout.tsx.",
    " */",
    ...faces,
    "",
  ].join("\n");
  writeFileSync(path.join(OUT, "fonts.css"), css);
  console.log(`${OUT}/fonts.css written`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();

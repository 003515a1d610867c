// The comp card's type, registered in the PDF worker thread (react-pdf's font registry is per thread). Plain
// JavaScript for the same reason as the rest of this folder; `comp-card-fonts.d.mts` types it.
import { existsSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";

/**
 * The site's display serif (Bodoni Moda) and sans (Inter), embedded as subsets. The site's own files are variable
 * WOFF2, which the PDF library's font engine (fontkit) cannot subset, so the card takes the static WOFF cuts of the
 * same families from `@fontsource/bodoni-moda` and `@fontsource/inter`. Without those packages the card falls back
 * to the PDF standard Times and Helvetica (not embedded) rather than failing.
 */
const files = {
  serif: "@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff",
  sans: "@fontsource/inter/files/inter-latin-400-normal.woff",
  sansMedium: "@fontsource/inter/files/inter-latin-500-normal.woff",
  // The Latin Extended cuts (ł, ř, ș, ő...): fallbacks for letters the Latin files lack, used by business documents.
  serifExt: "@fontsource/bodoni-moda/files/bodoni-moda-latin-ext-400-normal.woff",
  sansExt: "@fontsource/inter/files/inter-latin-ext-400-normal.woff",
  sansMediumExt: "@fontsource/inter/files/inter-latin-ext-500-normal.woff",
};

/** @typedef {{ serif: string, sans: string, embedded: boolean, ext?: { serif: string, sans: string } }} CompCardFonts */

/** The PDF standard fonts every reader has: the fallback, not embedded. @type {CompCardFonts} */
export const STANDARD_FONTS = { serif: "Times-Roman", sans: "Helvetica", embedded: false };

// The app always runs from the project's root (`npm start`, `next dev`, Vitest), where node_modules is.
const fontPath = (/** @type {string} */ file) => path.resolve(process.cwd(), "node_modules", file);

/** @type {CompCardFonts | undefined} */
let registered;

/** Words longer than this may break between any two letters. */
const LONG_WORD = 28;

/**
 * The hyphenation callback (one per thread, shared by every PDF the worker makes): a word is one piece, unless it is
 * longer than `LONG_WORD` letters, which is then cut into pieces of a few letters where a line may end.
 * @param {string} word
 * @returns {string[]}
 */
function breakOnlyLongWords(word) {
  if (word.length <= LONG_WORD) return [word];
  return word.match(/.{1,4}/gsu) ?? [word];
}

/**
 * Registers the fonts once per thread and names the families to use.
 * @returns {CompCardFonts}
 */
export function compCardFonts() {
  if (registered) return registered;
  if (Object.values(files).every((f) => existsSync(fontPath(f)))) {
    Font.register({ family: "Bodoni Moda", src: fontPath(files.serif) });
    Font.register({
      family: "Inter",
      fonts: [
        { src: fontPath(files.sans), fontWeight: 400 },
        { src: fontPath(files.sansMedium), fontWeight: 500 },
      ],
    });
    Font.register({ family: "Bodoni Moda Ext", src: fontPath(files.serifExt) });
    Font.register({
      family: "Inter Ext",
      fonts: [
        { src: fontPath(files.sansExt), fontWeight: 400 },
        { src: fontPath(files.sansMediumExt), fontWeight: 500 },
      ],
    });
    registered = { serif: "Bodoni Moda", sans: "Inter", embedded: true, ext: { serif: "Bodoni Moda Ext", sans: "Inter Ext" } };
  } else {
    console.warn("[comp-card] @fontsource/inter and @fontsource/bodoni-moda are not installed: using the PDF standard fonts");
    registered = STANDARD_FONTS;
  }
  // Names, measurements and amounts never break mid-word; only a token too long for any line (a link, a user agent,
  // a hash on a certificate) may break, anywhere, so it wraps instead of running off the page.
  Font.registerHyphenationCallback(breakOnlyLongWords);
  return registered;
}

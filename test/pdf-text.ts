import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of a PDF, for assertions ("8,712.00", "INV-2027-0001", "31 Jan 2028"): every run of white space (a wrapped
 * line, a page break) becomes one space, so a phrase the layout happened to wrap still matches. `pdfPages` keeps the
 * lines and pages.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join(" ").replace(/\s+/g, " ").trim();
}

/**
 * The text of each page of a PDF, read with Mozilla's pdf.js
 * (`pdfjs-dist`, its Node build). Each page's text items are joined in drawing order: items on one line with a space,
 * lines with a newline. Pieces of one run close together join without a space
 * (react-pdf writes a kerned "7" and ",200.00" apart), so "7,200.00" reads as one.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  const task = getDocument({ data, isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = "";
      let last: { end: number; y: number; eol: boolean } | null = null;
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const [a, b, , , x, y] = item.transform as number[];
        const size = Math.hypot(a, b) || 1;
        if (last && !last.eol) {
          // Pieces of one run (a kerned "7" then ",200.00", a letter-spaced label) join without a space.
          const sameRun = Math.abs(y - last.y) < size * 0.5 && x - last.end < size * 0.3;
          text += sameRun ? "" : Math.abs(y - last.y) < size * 0.5 ? " " : "\n";
        }
        text += item.str;
        if (item.hasEOL) text += "\n";
        last = { end: x + item.width, y, eol: item.hasEOL };
      }
      pages.push(text.replace(/[ \t]+\n/g, "\n").replace(/\n{2,}/g, "\n").replace(/ {2,}/g, " ").trim());
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The number of pages of a PDF. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  const task = getDocument({ data, isEvalSupported: false, verbosity: 0 });
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
}

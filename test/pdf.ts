import { inflateSync } from "node:zlib";

/**
 * Just enough of a PDF reader for the comp card tests: the objects of an uncompressed-xref PDF (what the PDF
 * library writes), each page's text through its fonts' ToUnicode maps, and the images it draws, in drawing order.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

export interface PdfImage {
  width: number;
  height: number;
  filter: string | null;
  colorSpace: string | null;
  /** The stream as stored: a JPEG file for DCTDecode, zlib data (PNG-predicted) for FlateDecode. */
  data: Buffer;
  decodeParms: string | null;
}

export interface PdfPage {
  width: number;
  height: number;
  text: string;
  images: PdfImage[];
  fonts: string[];
}

function readObjects(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endobj", start);
    const streamAt = text.indexOf("stream", start);
    if (streamAt !== -1 && streamAt < end) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      let dataStart = streamAt + "stream".length;
      if (text[dataStart] === "\r") dataStart++;
      if (text[dataStart] === "\n") dataStart++;
      objects.set(Number(match[1]), { dict, stream: bytes.subarray(dataStart, dataStart + length) });
      header.lastIndex = text.indexOf("endobj", dataStart + length) + "endobj".length;
    } else {
      objects.set(Number(match[1]), { dict: text.slice(start, end), stream: null });
      header.lastIndex = end + "endobj".length;
    }
  }
  return objects;
}

const refs = (source: string): number[] => [...source.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** The `/Name n 0 R` entries of a named sub-dictionary (`/Font << ... >>`). */
function namedRefs(dict: string, key: string): Map<string, number> {
  const body = new RegExp(`/${key}\\s*<<([\\s\\S]*?)>>`).exec(dict)?.[1] ?? "";
  return new Map([...body.matchAll(/\/([^\s/<>[\]]+)\s+(\d+) 0 R/g)].map((m) => [m[1], Number(m[2])]));
}

function decoded(object: PdfObject): Buffer {
  if (!object.stream) return Buffer.alloc(0);
  return /\/Filter\s*\/FlateDecode/.test(object.dict) ? inflateSync(object.stream) : object.stream;
}

type CMap = { bytes: number; map: Map<number, string> };

const hexToString = (hex: string) => {
  let out = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function parseCMap(source: string): CMap {
  const map = new Map<number, string>();
  let bytes = 1;
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      bytes = m[1].length / 2;
      map.set(parseInt(m[1], 16), hexToString(m[2]));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      bytes = m[1].length / 2;
      const lo = parseInt(m[1], 16);
      const hi = parseInt(m[2], 16);
      if (m[3].startsWith("[")) {
        [...m[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(lo + i, hexToString(d[1])));
      } else {
        const base = parseInt(m[3].slice(1, -1), 16);
        for (let code = lo; code <= hi; code++) map.set(code, String.fromCharCode(base + code - lo));
      }
    }
  }
  return { bytes, map };
}

function literalBytes(literal: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < literal.length; i++) {
    const c = literal[i];
    if (c !== "\\") {
      out.push(c.charCodeAt(0));
      continue;
    }
    const next = literal[++i];
    const octal = /^[0-7]{1,3}/.exec(literal.slice(i));
    if (octal) {
      out.push(parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else out.push({ n: 10, r: 13, t: 9, b: 8, f: 12 }[next as "n"] ?? next.charCodeAt(0));
  }
  return out;
}

/** Windows-1252 bytes above 0x7f that the standard fonts use and the tests may meet. */
const WIN_ANSI: Record<number, string> = { 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—", 0xb7: "·" };

function show(codes: number[], cmap: CMap | null): string {
  if (!cmap) return codes.map((c) => WIN_ANSI[c] ?? String.fromCharCode(c)).join("");
  let out = "";
  for (let i = 0; i + cmap.bytes <= codes.length; i += cmap.bytes) {
    let code = 0;
    for (let b = 0; b < cmap.bytes; b++) code = code * 256 + codes[i + b];
    out += cmap.map.get(code) ?? "\uFFFD";
  }
  return out;
}

const hexBytes = (hex: string) => (hex.replace(/\s+/g, "").match(/../g) ?? []).map((h) => parseInt(h, 16));

function pageText(content: string, fonts: Map<string, CMap | null>): string {
  const lines: string[] = [];
  let line = "";
  let font: CMap | null = null;
  const ops = /\/([^\s/]+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj|\bET\b/g;
  for (const m of content.matchAll(ops)) {
    if (m[1] !== undefined) font = fonts.get(m[1]) ?? null;
    else if (m[2] !== undefined) {
      for (const part of m[2].matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        line += show(part[1] !== undefined ? hexBytes(part[1]) : literalBytes(part[2]), font);
      }
    } else if (m[3] !== undefined) line += show(hexBytes(m[3]), font);
    else if (m[4] !== undefined) line += show(literalBytes(m[4]), font);
    else if (!/\s$/.test(line)) {
      // A text object that ends in a space is a run of words the layout continues in the next one.
      lines.push(line);
      line = "";
    }
  }
  if (line) lines.push(line);
  return lines.filter(Boolean).join("\n");
}

/** Reads every page of a PDF: its size, its text and the images it draws, in order. */
export function readPdf(bytes: Buffer): PdfPage[] {
  const objects = readObjects(bytes);
  const get = (id: number) => objects.get(id) ?? { dict: "", stream: null };
  const root = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o.dict) && !/\/Parent/.test(o.dict));
  if (!root) throw new Error("no page tree");
  const kids = refs(/\/Kids\s*\[([^\]]*)\]/.exec(root.dict)?.[1] ?? "");
  return kids.map((id) => {
    const page = get(id);
    const box = (/\/MediaBox\s*\[([^\]]*)\]/.exec(page.dict)?.[1] ?? "0 0 0 0").trim().split(/\s+/).map(Number);
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(page.dict);
    const resources = resourcesRef ? get(Number(resourcesRef[1])).dict : page.dict;
    const fontRefs = namedRefs(resources, "Font");
    const fonts = new Map<string, CMap | null>();
    const fontNames: string[] = [];
    for (const [name, ref] of fontRefs) {
      const dict = get(ref).dict;
      fontNames.push(/\/BaseFont\s*\/(\S+)/.exec(dict)?.[1] ?? name);
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(dict);
      fonts.set(name, toUnicode ? parseCMap(decoded(get(Number(toUnicode[1]))).toString("latin1")) : null);
    }
    const xobjects = namedRefs(resources, "XObject");
    const content = refs(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? "")
      .map((ref) => decoded(get(ref)).toString("latin1"))
      .join("\n");
    const indirect = (ref: RegExpExecArray | null) => (ref ? get(Number(ref[1])).dict : null);
    const images: PdfImage[] = [];
    for (const m of content.matchAll(/\/([^\s/]+)\s+Do\b/g)) {
      const ref = xobjects.get(m[1]);
      const object = ref === undefined ? null : get(ref);
      if (!object || !/\/Subtype\s*\/Image/.test(object.dict)) continue;
      images.push({
        width: Number(/\/Width (\d+)/.exec(object.dict)?.[1]),
        height: Number(/\/Height (\d+)/.exec(object.dict)?.[1]),
        filter: /\/Filter\s*\/(\w+)/.exec(object.dict)?.[1] ?? null,
        colorSpace: /\/ColorSpace\s*\/(\w+)/.exec(object.dict)?.[1] ?? null,
        decodeParms: /\/DecodeParms\s*<<([\s\S]*?)>>/.exec(object.dict)?.[1] ?? indirect(/\/DecodeParms (\d+) 0 R/.exec(object.dict)),
        data: object.stream ?? Buffer.alloc(0),
      });
    }
    return { width: box[2] - box[0], height: box[3] - box[1], text: pageText(content, fonts), images, fonts: fontNames };
  });
}

/** The pixels of a FlateDecode image, one byte a sample: raw samples, or PNG-predicted rows when DecodeParms says so. */
export function imagePixels(image: PdfImage): { width: number; height: number; channels: number; pixels: Buffer } {
  const channels = image.colorSpace === "DeviceGray" ? 1 : image.colorSpace === "DeviceCMYK" ? 4 : 3;
  const bpc = Number(/\/BitsPerComponent (\d+)/.exec(image.decodeParms ?? "")?.[1] ?? 8);
  if (bpc !== 8) throw new Error(`unsupported ${bpc} bits per component`);
  const raw = inflateSync(image.data);
  if (!/\/Predictor (1[0-5])/.test(image.decodeParms ?? "")) return { width: image.width, height: image.height, channels, pixels: raw };
  const stride = image.width * channels;
  const out = Buffer.alloc(stride * image.height);
  for (let y = 0; y < image.height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[y * stride + x - channels] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      out[y * stride + x] = (row[x] + predictor) & 0xff;
    }
  }
  return { width: image.width, height: image.height, channels, pixels: out };
}

import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { FileKind } from "./json-schema-arbitrary";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `side` x `side` black pixels, 1 bit per pixel: a few KB on disk whatever its size, because every
 * row compresses to almost nothing. This is the decompression bomb of issue 12.
 */
function pixelBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // each row: filter byte 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = (format: "png" | "jpeg" | "gif" | "webp") =>
  sharp({ create: { width: 24, height: 32, channels: 3, background: "#aa3355" } })
    .toFormat(format)
    .toBuffer();

const makers: Record<FileKind, () => Promise<{ bytes: Buffer; name: string; type: string }>> = {
  png: async () => ({ bytes: await photo("png"), name: "photo.png", type: "image/png" }),
  jpeg: async () => ({ bytes: await photo("jpeg"), name: "photo.jpg", type: "image/jpeg" }),
  gif: async () => ({ bytes: await photo("gif"), name: "photo.gif", type: "image/gif" }),
  webp: async () => ({ bytes: await photo("webp"), name: "photo.webp", type: "image/webp" }),
  empty: async () => ({ bytes: Buffer.alloc(0), name: "empty.png", type: "image/png" }),
  "text-named-png": async () => ({ bytes: Buffer.from("not an image at all\n"), name: "notes.png", type: "image/png" }),
  "svg-script": async () => ({
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    name: "logo.svg",
    type: "image/svg+xml",
  }),
  exe: async () => ({ bytes: Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), name: "setup.exe", type: "application/octet-stream" }),
  "truncated-png": async () => ({ bytes: (await photo("png")).subarray(0, 40), name: "cut.png", type: "image/png" }),
  "pixel-bomb-50mp": async () => ({ bytes: pixelBomb(7100), name: "bomb.png", type: "image/png" }),
  "pixel-bomb-289mp": async () => ({ bytes: pixelBomb(17_000), name: "bigger-bomb.png", type: "image/png" }),
};

const cache = new Map<FileKind, Promise<{ bytes: Buffer; name: string; type: string }>>();

/** A fresh File of the given kind (the bytes are made once per test file). */
export async function fileOf(kind: FileKind): Promise<File> {
  if (!cache.has(kind)) cache.set(kind, makers[kind]());
  const { bytes, name, type } = await cache.get(kind)!;
  return new File([new Uint8Array(bytes)], name, { type });
}

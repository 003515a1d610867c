import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as compCardRoute } from "@/app/(site)/talent/[id]/comp-card.pdf/route";
import { GET as adminChoice, PUT as putAdminChoice } from "@/app/api/v1/admin/talents/[id]/comp-card/route";
import { POST as updateTalent } from "@/app/api/v1/admin/talents/[id]/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { PUT as putSetting } from "@/app/api/v1/settings/[key]/route";
import { GET as ownChoice, PUT as putOwnChoice } from "@/app/api/v1/talent-media/comp-card/route";
import { createTalent, type CreatedTalent } from "@/db/factories";
import { talentMedia } from "@/db/schema";
import { contentDisposition } from "@/lib/api/content-disposition";
import { dataDir } from "@/lib/env";
import { COMP_CARD_MAX_BYTES, getCompCardsPdf } from "@/lib/services/talents/comp-card";
import { PHOTO_FRAMES } from "@/lib/pdf/worker/comp-card-document.mjs";
import { compCardFonts } from "@/lib/pdf/worker/comp-card-fonts.mjs";
import { PRINT_DPI } from "@/lib/pdf/worker/print-images.mjs";
import { COMP_CARD_DUPLICATE, COMP_CARD_TOO_MANY, COMP_CARD_UNKNOWN_PHOTO } from "@/lib/validation/comp-card";
import { useTestDb } from "../db";
import { call } from "../http";
import { imagePixels, readPdf, type PdfImage } from "../pdf";
import { TEST_PASSWORD, makeUser } from "../users";

// The QR code must open the public profile on APP_URL, not on whatever host the request came to.
vi.hoisted(() => {
  process.env.APP_URL = "https://agency.example";
});

const db = useTestDb();

/** Solid colours, one a photo, so the test can tell which photo the card drew where. */
const COLOURS = { red: "#d01010", green: "#10b010", blue: "#1020d0", yellow: "#e0d010", magenta: "#c010c0", cyan: "#10c0c0" } as const;
type Colour = keyof typeof COLOURS;
const colourNames = Object.keys(COLOURS) as Colour[];

let amara: CreatedTalent;
let other: CreatedTalent;
const mediaId: Partial<Record<Colour, number>> = {};

/** Stored photos are WebP in the uploads folder, served from /api/v1/files/: the card must read and convert them. */
async function storedPhoto(colour: Colour): Promise<string> {
  const key = `comp-card-test/${colour}.webp`;
  mkdirSync(path.dirname(dataDir("uploads", key)), { recursive: true });
  const bytes = await sharp({ create: { width: 1800, height: 2700, channels: 3, background: COLOURS[colour] } }).webp().toBuffer();
  writeFileSync(dataDir("uploads", key), bytes);
  return `/api/v1/files/${key}`;
}

beforeAll(async () => {
  const urls = await Promise.all(colourNames.map(storedPhoto));
  amara = await createTalent(db(), {
    password: TEST_PASSWORD,
    media: urls.map((fileUrl) => ({ fileUrl, width: 1800, height: 2700 })),
    profile: { stageName: "Amara Okafor", category: "female", height: `5'9"`, bust: `33"`, waist: "61 cm", hairColor: "Black", eyeColor: "Brown", shoeSize: "EU 39" },
  });
  amara.media.forEach((m, i) => (mediaId[colourNames[i]] = m.id));
  other = await createTalent(db(), { media: 1, profile: { stageName: "Other Talent", category: "male" } });
});

async function card(id: number | string, headers: Record<string, string> = {}) {
  const req = new Request(`http://internal-host:3000/talent/${id}/comp-card.pdf`, { headers });
  const res = await compCardRoute(req, { params: Promise.resolve({ id: String(id) }) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function colourOf(image: PdfImage): Promise<Colour> {
  const { channels } = await sharp(image.data).stats();
  const [r, g, b] = channels.map((c) => c.mean);
  const distance = (hex: string) => {
    const [cr, cg, cb] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return (cr - r) ** 2 + (cg - g) ** 2 + (cb - b) ** 2;
  };
  return colourNames.reduce((best, name) => (distance(COLOURS[name]) < distance(COLOURS[best]) ? name : best));
}

const photosOf = (images: PdfImage[]) => images.filter((i) => i.filter === "DCTDecode");

async function cardPhotos(id: number) {
  const [front, back] = readPdf((await card(id)).bytes);
  return { front: await Promise.all(photosOf(front.images).map(colourOf)), back: await Promise.all(photosOf(back.images).map(colourOf)) };
}

async function signIn(email: string) {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

describe("GET /talent/{id}/comp-card.pdf", () => {
  it("answers a two-page 5.5 x 8.5 in PDF, inline, named after the stage name, revalidated by ETag", async () => {
    const { res, bytes } = await card(amara.profile.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="Amara-Okafor-comp-card.pdf"; filename*=UTF-8''Amara%20Okafor-comp-card.pdf`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);

    const pages = readPdf(bytes);
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [396, 612],
      [396, 612],
    ]);

    const again = await card(amara.profile.id, { "if-none-match": res.headers.get("etag") ?? "" });
    expect(again.res.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
  });

  it("carries the stage name on both pages and the measurements in both units, the category and the agency", async () => {
    const [front, back] = readPdf((await card(amara.profile.id)).bytes);
    expect(front.text).toContain("Amara Okafor");
    expect(back.text).toContain("Amara Okafor");
    expect(back.text).toContain(`175 cm / 5'9"`);
    expect(back.text).toContain(`84 cm / 33"`);
    expect(back.text).toContain(`61 cm / 24"`);
    for (const value of ["Black", "Brown", "EU 39"]) expect(back.text).toContain(value);
    expect(back.text.toUpperCase()).toContain("FEMALE MODEL");
    expect(back.text).toContain("Maison Talent");
    expect(back.text).toContain("agency.example");
  });

  it("embeds the photos at print resolution: the main photo full-bleed on the front, the next four on the back, by default in portfolio order", async () => {
    const [front, back] = readPdf((await card(amara.profile.id)).bytes);
    const [main] = photosOf(front.images);
    expect([main.width, main.height]).toEqual([PHOTO_FRAMES.front.width * PRINT_DPI, PHOTO_FRAMES.front.height * PRINT_DPI]);
    const backPhotos = photosOf(back.images);
    expect(backPhotos).toHaveLength(4);
    for (const p of backPhotos) {
      expect(p.width).toBe(Math.round(PHOTO_FRAMES.back.width * PRINT_DPI));
      expect(p.height).toBe(Math.round(PHOTO_FRAMES.back.height * PRINT_DPI));
    }
    // The profile photo (the first upload) leads, then the portfolio order; the sixth photo does not fit.
    expect(await cardPhotos(amara.profile.id)).toEqual({ front: ["red"], back: ["green", "blue", "yellow", "magenta"] });
  });

  it("stays under the size budget with busy photos, encoding them lighter rather than dropping them", async () => {
    const noisy = async (i: number) => {
      const key = `comp-card-test/noise-${i}.webp`;
      const pixels = Buffer.alloc(1000 * 1500 * 3);
      for (let p = 0; p < pixels.length; p++) pixels[p] = (Math.random() * 256) | 0;
      writeFileSync(dataDir("uploads", key), await sharp(pixels, { raw: { width: 1000, height: 1500, channels: 3 } }).webp({ quality: 90 }).toBuffer());
      return { fileUrl: `/api/v1/files/${key}`, width: 1000, height: 1500 };
    };
    const busy = await createTalent(db(), { media: await Promise.all([0, 1, 2, 3, 4].map(noisy)), profile: { stageName: "Busy Photos" } });
    const { res, bytes } = await card(busy.profile.id);
    expect(res.status).toBe(200);
    expect(bytes.byteLength).toBeLessThanOrEqual(COMP_CARD_MAX_BYTES);
    const [front, back] = readPdf(bytes);
    expect(photosOf(front.images)).toHaveLength(1);
    expect(photosOf(back.images)).toHaveLength(4);
  });

  it("draws a QR code that decodes to the talent's public profile URL on APP_URL", async () => {
    const [, back] = readPdf((await card(amara.profile.id)).bytes);
    // The one square, losslessly stored image on the back is the QR code (the logo is wide, the photos are JPEG).
    const qrImages = back.images.filter((i) => i.filter === "FlateDecode" && i.width === i.height);
    expect(qrImages).toHaveLength(1);
    const { width, channels, pixels } = imagePixels(qrImages[0]);

    // Decode it as a phone would, with an independent decoder (jsQR) on the embedded image's RGBA pixels.
    const rgba = new Uint8ClampedArray(width * width * 4);
    for (let i = 0; i < width * width; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels >= 3 ? c : 0)];
      rgba[i * 4 + 3] = 255;
    }
    const decoded = jsQR(rgba, width, width);
    expect(decoded?.data).toBe(`https://agency.example/talent/${amara.profile.id}`);
  });

  it("embeds the site's fonts when their static cuts are installed", async ({ skip }) => {
    if (!compCardFonts().embedded) skip("@fontsource/inter and @fontsource/bodoni-moda are not installed");
    const [front, back] = readPdf((await card(amara.profile.id)).bytes);
    const fonts = [...front.fonts, ...back.fonts];
    expect(fonts.some((f) => /^[A-Z]{6}\+BodoniModa/.test(f))).toBe(true);
    expect(fonts.some((f) => /^[A-Z]{6}\+Inter/.test(f))).toBe(true);
  });

  it("is a 404 for hidden, pending, declined and unknown talent, as the profile is", async () => {
    for (const status of ["hidden", "pending", "declined"] as const) {
      const t = await createTalent(db(), { status, media: 1, profile: { stageName: `Not Public ${status}` } });
      const { res } = await card(t.profile.id);
      expect(res.status, status).toBe(404);
    }
    for (const id of ["999999", "abc", "0", "1e3"]) expect((await card(id)).res.status, id).toBe(404);
  });

  it("follows a profile edit and a settings change on the next request", async () => {
    const admin = await makeUser(db(), { role: "admin" });
    const token = await signIn(admin.email);
    const before = await card(amara.profile.id);

    const edit = await call(updateTalent, `/api/v1/admin/talents/${amara.user.id}`, {
      bearer: token,
      params: { id: String(amara.user.id) },
      body: { height: "180 cm" },
    });
    expect(edit.status).toBe(200);
    const after = await card(amara.profile.id);
    expect(after.res.headers.get("etag")).not.toBe(before.res.headers.get("etag"));
    const text = readPdf(after.bytes)[1].text;
    expect(text).toContain(`180 cm / 5'11"`);
    expect(text).not.toContain("175 cm");

    const brand = await call(putSetting, "/api/v1/settings/logo-icon", {
      method: "PUT",
      bearer: token,
      params: { key: "logo-icon" },
      body: { value: { mainLogo: "/demo/logo.svg", logoAlt: "Studio Nord", favicon: "/demo/favicon.png", companyName: "Studio Nord", copyrightText: "© Studio Nord" } },
    });
    expect(brand.status).toBe(200);
    expect(readPdf((await card(amara.profile.id)).bytes)[1].text).toContain("Studio Nord");
  });
});

describe("several comp cards in one PDF (a package's)", () => {
  it("holds each active talent's two pages in the given order and leaves out talent who are not public", async () => {
    const hidden = await createTalent(db(), { status: "hidden", media: 1, profile: { stageName: "Hidden One" } });
    const result = await getCompCardsPdf([other.profile.id, hidden.profile.id, amara.profile.id, 999999]);
    expect(result?.count).toBe(2);
    const pages = readPdf(result!.pdf);
    expect(pages).toHaveLength(4);
    expect(pages.map((p) => p.text.split("\n")[0])).toEqual(["Other Talent", "Other Talent", "Amara Okafor", "Amara Okafor"]);
    expect(pages.some((p) => p.text.includes("Hidden One"))).toBe(false);
    expect(await getCompCardsPdf([hidden.profile.id])).toBeNull();
  });
});

describe("choosing the comp card photos", () => {
  it("lets the talent choose their own photos in order, and [] returns to the default", async () => {
    const token = await signIn(amara.user.email);
    const initial = await call(ownChoice, "/api/v1/talent-media/comp-card", { bearer: token });
    expect(initial.status).toBe(200);
    expect(initial.body.data.media_ids).toEqual([]);
    expect(initial.body.data.photos.map((p: { id: number }) => p.id)).toEqual(colourNames.map((c) => mediaId[c]));

    const chosen = [mediaId.cyan, mediaId.blue, mediaId.red] as number[];
    const put = await call(putOwnChoice, "/api/v1/talent-media/comp-card", { method: "PUT", bearer: token, body: { media_ids: chosen } });
    expect(put.status).toBe(200);
    expect(put.body.data.media_ids).toEqual(chosen);
    expect(await cardPhotos(amara.profile.id)).toEqual({ front: ["cyan"], back: ["blue", "red"] });

    const reset = await call(putOwnChoice, "/api/v1/talent-media/comp-card", { method: "PUT", bearer: token, body: { media_ids: [] } });
    expect(reset.body.data.media_ids).toEqual([]);
    expect(await cardPhotos(amara.profile.id)).toEqual({ front: ["red"], back: ["green", "blue", "yellow", "magenta"] });
  });

  it("refuses another talent's photo, duplicates and more than five photos with 422", async () => {
    const token = await signIn(amara.user.email);
    const put = (media_ids: unknown) => call(putOwnChoice, "/api/v1/talent-media/comp-card", { method: "PUT", bearer: token, body: { media_ids } });

    const foreign = await put([mediaId.red, other.media[0].id]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ media_ids: [COMP_CARD_UNKNOWN_PHOTO] });
    const twice = await put([mediaId.red, mediaId.red]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.media_ids).toEqual([COMP_CARD_DUPLICATE]);
    const six = await put(colourNames.map((c) => mediaId[c]));
    expect(six.status).toBe(422);
    expect(six.body.errors.media_ids).toEqual([COMP_CARD_TOO_MANY]);
    expect((await put(["x"])).status).toBe(422);
    // Nothing was changed by the refused calls.
    expect((await call(ownChoice, "/api/v1/talent-media/comp-card", { bearer: token })).body.data.media_ids).toEqual([]);
  });

  it("lets staff with the talents permission choose for any talent, and no one else", async () => {
    const path = `/api/v1/admin/talents/${amara.user.id}/comp-card`;
    const params = { id: String(amara.user.id) };
    const editor = await signIn((await makeUser(db(), { role: "subadmin", permissions: ["talents"] })).email);
    const news = await signIn((await makeUser(db(), { role: "subadmin", permissions: ["news"] })).email);
    const otherTalent = await signIn((await makeUser(db(), { role: "talent" })).email);

    expect((await call(adminChoice, path, { params })).status).toBe(401);
    expect((await call(adminChoice, path, { bearer: news, params })).status).toBe(403);
    expect((await call(putAdminChoice, path, { method: "PUT", bearer: otherTalent, params, body: { media_ids: [] } })).status).toBe(403);
    expect((await call(adminChoice, `/api/v1/admin/talents/999999/comp-card`, { bearer: editor, params: { id: "999999" } })).status).toBe(404);

    const put = await call(putAdminChoice, path, { method: "PUT", bearer: editor, params, body: { media_ids: [mediaId.yellow, mediaId.green] } });
    expect(put.status).toBe(200);
    expect(put.body.data.media_ids).toEqual([mediaId.yellow, mediaId.green]);
    expect((await call(adminChoice, path, { bearer: editor, params })).body.data.media_ids).toEqual([mediaId.yellow, mediaId.green]);
    expect(await cardPhotos(amara.profile.id)).toEqual({ front: ["yellow"], back: ["green"] });

    // Deleting a chosen photo drops it from the card.
    await db().delete(talentMedia).where(eq(talentMedia.id, mediaId.yellow as number));
    expect(await cardPhotos(amara.profile.id)).toEqual({ front: ["green"], back: [] });
  });
});

describe("contentDisposition", () => {
  it("gives old clients a safe ASCII name and new ones the exact UTF-8 name", () => {
    expect(contentDisposition("Zoë Saldaña-comp-card.pdf")).toBe(
      `inline; filename="Zoe-Saldana-comp-card.pdf"; filename*=UTF-8''Zo%C3%AB%20Salda%C3%B1a-comp-card.pdf`,
    );
    expect(contentDisposition(`Ja"ne's (new) *card*.pdf`)).toBe(
      `inline; filename="Ja-ne-s-new-card.pdf"; filename*=UTF-8''Ja%22ne%27s%20%28new%29%20%2Acard%2A.pdf`,
    );
    expect(contentDisposition("李小龍-comp-card.pdf")).toMatch(/^inline; filename="comp-card\.pdf"; filename\*=UTF-8''%E6%9D%8E/);
  });
});

import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { GET as adminBlogPosts, POST as createBlogPost } from "@/app/api/v1/admin/blog-posts/route";
import { GET as adminBookings } from "@/app/api/v1/admin/bookings/route";
import { POST as adminAddMedia } from "@/app/api/v1/admin/talents/[id]/media/route";
import { POST as sendNotification } from "@/app/api/v1/admin/notifications/route";
import { GET as listPosts } from "@/app/api/v1/blog-posts/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { POST as contact } from "@/app/api/v1/contact-us/route";
import { PUT as updateProfile } from "@/app/api/v1/profile/route";
import { POST as uploadMedia } from "@/app/api/v1/talent-media/route";
import { GET as listTalents } from "@/app/api/v1/talents/route";
import { POST as uploadSiteImage } from "@/app/api/v1/upload/route";
import { createAdmin, createBlogCategory, createTalent, type CreatedTalent } from "@/db/factories";
import { bookings, contactMessages, rateLimits, talentMedia, talentProfiles, uploads, users } from "@/db/schema";
import { BODY_NOT_OBJECT, BODY_TOO_DEEP, INVALID_JSON, INVALID_MULTIPART, MAX_JSON_DEPTH } from "@/lib/api/body";
import type { ApiRouteHandler } from "@/lib/api/route";
import { TEXT_NOT_ALLOWED } from "@/lib/api/unstorable-text";
import { createSession } from "@/lib/services/accounts/sessions";
import { ANIMATION_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, NOT_AN_IMAGE } from "@/lib/storage";
import { MEDIA_TYPE_ERROR } from "@/lib/validation/media";
import { useTestDb } from "../db";
import { validRegistration } from "../registration";
import { call } from "../http";
import { makeUser, TEST_PASSWORD } from "../users";

const db = useTestDb();

const TOO_BIG_ID = "2147483648";
let admin: string;
let talentToken: string;
let talent: CreatedTalent;
let ownProfileId: number;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  talent = await createTalent(db(), { profile: { stageName: "Sienna Vale", category: "female" } });
  const user = await makeUser(db());
  [{ id: ownProfileId }] = await db().select({ id: talentProfiles.id }).from(talentProfiles).where(eq(talentProfiles.userId, user.id));
  const signed = await call(login, "/api/v1/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
  talentToken = signed.body.data.token;
});

// Every refusal here must be the route's own answer, never a rate limit left over from an earlier case.
beforeEach(async () => {
  await db().delete(rateLimits);
});

/** A refusal in the envelope: the status asked for, `success: false` and a message. */
function expectRefusal(res: { status: number; body: unknown }, status: number) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const booking = (overrides: Record<string, unknown> = {}) => ({
  talent_profile_id: talent.profile.id,
  client_name: "Jordan Client",
  client_email: "jordan@client.test",
  client_phone: "+12125550100",
  project_type: "campaign",
  project_date: inDays(10),
  budget_min: 10000,
  budget_max: 25000,
  ...overrides,
});
const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  subject: "Representation",
  message: "Do you represent models in London?",
  ...overrides,
});

let emails = 0;
function registrationForm(overrides: Record<string, string> = {}, image?: File): FormData {
  const form = new FormData();
  const values = { ...validRegistration, email: `hostile.${++emails}@example.test`, ...overrides };
  for (const [k, v] of Object.entries(values)) if (typeof v === "string") form.append(k, v);
  if (image) form.append("profile_image", image);
  return form;
}

describe("malformed bodies are a 400 in the envelope", () => {
  const multipart = '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda\r\n--x--\r\n';
  const broken: [string, string][] = [
    ["multipart/form-data", multipart],
    ["multipart/form-data; boundary=y", multipart],
    ["multipart/form-data; boundary=x", multipart.slice(0, 60)],
    ["multipart/form-data; boundary=x", "not multipart at all"],
    ["multipart/form-data; boundary=x", ""],
  ];
  const routes: [string, ApiRouteHandler, string | undefined][] = [
    ["/api/v1/contact-us", contact, undefined],
    ["/api/v1/bookings", book, undefined],
    ["/api/v1/auth/register", register, undefined],
    ["/api/v1/auth/login", login, undefined],
    ["/api/v1/talent-media", uploadMedia, "talent"],
    ["/api/v1/upload", uploadSiteImage, "admin"],
    ["/api/v1/admin/blog-posts", createBlogPost, "admin"],
  ];

  it("a multipart body without its boundary, with a wrong one, cut short or not multipart at all", async () => {
    for (const [path, handler, who] of routes) {
      for (const [type, body] of broken) {
        const bearer = who === "admin" ? admin : who === "talent" ? talentToken : undefined;
        const res = await call(handler, path, { method: "POST", body, bearer, headers: { "content-type": type } });
        expectRefusal(res, 400);
        expect(res.body.message).toBe(INVALID_MULTIPART);
      }
    }
    expect(await db().select().from(contactMessages)).toHaveLength(0);
  });

  it("malformed JSON, and JSON that is not an object", async () => {
    for (const [path, handler, who] of routes) {
      const bearer = who === "admin" ? admin : who === "talent" ? talentToken : undefined;
      const bad = await call(handler, path, { method: "POST", body: '{"fullName": "Ada",', bearer });
      expectRefusal(bad, 400);
      expect(bad.body.message).toBe(INVALID_JSON);
      for (const value of ['"x"', "[]", "null", "42", "true", '[{"fullName":"Ada"}]']) {
        const res = await call(handler, path, { method: "POST", body: value, bearer });
        expectRefusal(res, 400);
        expect(res.body.message).toBe(BODY_NOT_OBJECT);
      }
    }
    const profile = await call(updateProfile, "/api/v1/profile", { method: "PUT", body: "[]", bearer: talentToken });
    expectRefusal(profile, 400);
  });

  it("urlencoded garbage and a field named __proto__ are plain data (422 from the schema, not a crash)", async () => {
    const garbage = await call(contact, "/api/v1/contact-us", {
      body: "a=%E0%A4%A&b=%%%&&=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectRefusal(garbage, 422);
    const form = new FormData();
    form.append("__proto__", "x");
    form.append("__proto__", "y");
    const proto = await call(contact, "/api/v1/contact-us", { form });
    expectRefusal(proto, 422);
    const json = await call(book, "/api/v1/bookings", { body: '{"__proto__": {"talent_profile_id": 1}, "constructor": 1}' });
    expectRefusal(json, 422);
  });
});

describe("text the database cannot store is refused with 422 on the field", () => {
  it("a NUL byte in JSON fields of contact, bookings and PUT /profile, each field named", async () => {
    const res = await call(contact, "/api/v1/contact-us", { body: contactMessage({ fullName: "Ada\u0000", message: "\u0000" }) });
    expectRefusal(res, 422);
    expect(res.body.errors).toEqual({ fullName: [TEXT_NOT_ALLOWED], message: [TEXT_NOT_ALLOWED] });
    const booked = await call(book, "/api/v1/bookings", { body: booking({ client_name: "Jordan\u0000Client", location: "Paris\u0000" }) });
    expectRefusal(booked, 422);
    expect(booked.body.errors).toEqual({ client_name: [TEXT_NOT_ALLOWED], location: [TEXT_NOT_ALLOWED] });
    const profile = await call(updateProfile, "/api/v1/profile", { method: "PUT", body: { height: "17\u00005" }, bearer: talentToken });
    expectRefusal(profile, 422);
    expect(profile.body.errors).toEqual({ height: [TEXT_NOT_ALLOWED] });
    expect(await db().select().from(contactMessages)).toHaveLength(0);
    expect(await db().select().from(bookings)).toHaveLength(0);
  });

  it("a NUL byte in a multipart field of the registration, in a key, nested, in a query and in a path", async () => {
    const before = (await db().select().from(users)).length;
    const registered = await call(register, "/api/v1/auth/register", { form: registrationForm({ name: "Ada\u0000Obi" }) });
    expectRefusal(registered, 422);
    expect(registered.body.errors).toEqual({ name: [TEXT_NOT_ALLOWED] });
    expect(await db().select().from(users)).toHaveLength(before);

    const key = await call(contact, "/api/v1/contact-us", { body: { ...contactMessage(), "evil\u0000": "x" } });
    expect(key.body.errors).toEqual({ "evil\u0000": [TEXT_NOT_ALLOWED] });
    const nested = await call(sendNotification, "/api/v1/admin/notifications", {
      body: { title: "Hi", message: "Hello", target_talents: "all", extra: [{ deep: ["ok", "\u0000"] }] },
      bearer: admin,
    });
    expectRefusal(nested, 422);
    expect(nested.body.errors).toEqual({ "extra.0.deep.1": [TEXT_NOT_ALLOWED] });

    const query = await call(listTalents, "/api/v1/talents", { query: { search: "ab\u0000c" } });
    expectRefusal(query, 422);
    expect(query.body.errors).toEqual({ search: [TEXT_NOT_ALLOWED] });
    const { GET: talentById } = await import("@/app/api/v1/talents/[id]/route");
    const path = await call(talentById, "/api/v1/talents/%00", { params: { id: "1\u0000" } });
    expectRefusal(path, 422);
  });

  it("a lone UTF-16 surrogate (valid JSON escape, not Unicode) is refused the same way; a real emoji is kept", async () => {
    const res = await call(contact, "/api/v1/contact-us", { body: '{"fullName":"Ada \\ud800","email":"ada@example.test","subject":"Hi","message":"x\\udc00y"}' });
    expectRefusal(res, 422);
    expect(res.body.errors).toEqual({ fullName: [TEXT_NOT_ALLOWED], message: [TEXT_NOT_ALLOWED] });
    const emoji = await call(contact, "/api/v1/contact-us", { body: contactMessage({ fullName: "Ada 💃", message: "Paris 🗼" }) });
    expect(emoji.status).toBe(201);
    const [row] = await db().select().from(contactMessages);
    expect(row.fullName).toBe("Ada 💃");
  });

  it("nesting is bounded: 32 levels are walked (NUL found deep down), deeper is a 400 before parsing", async () => {
    const nested = (depth: number, inner: string) => `{"fullName":${"[".repeat(depth)}${inner}${"]".repeat(depth)}}`;
    const walked = await call(contact, "/api/v1/contact-us", { body: nested(MAX_JSON_DEPTH - 1, '"\\u0000"') });
    expectRefusal(walked, 422);
    expect(Object.keys(walked.body.errors)).toEqual([`fullName${".0".repeat(MAX_JSON_DEPTH - 1)}`]);
    const tooDeep = await call(contact, "/api/v1/contact-us", { body: nested(MAX_JSON_DEPTH, '"x"') });
    expectRefusal(tooDeep, 400);
    expect(tooDeep.body.message).toBe(BODY_TOO_DEEP);
    // Brackets inside strings are text, not nesting.
    const inText = await call(contact, "/api/v1/contact-us", { body: contactMessage({ message: `${"[{".repeat(500)} \\" ${"]}".repeat(500)}` }) });
    expect(inText.status).toBe(201);
    const settings = await import("@/app/api/v1/settings/[key]/route");
    const huge = await call(settings.PUT, "/api/v1/settings/about", {
      method: "PUT",
      bearer: admin,
      params: { key: "about" },
      body: `{"value":${"[".repeat(200_000)}1${"]".repeat(200_000)}}`,
    });
    expectRefusal(huge, 400);
  });
});

describe("ids past Postgres' integer range", () => {
  const pathIdRoutes = [
    "admin/talents/[id]",
    "admin/talents/[id]/media",
    "admin/talents/[id]/media/[mediaId]",
    "admin/talents/[id]/status",
    "admin/approve/[id]",
    "admin/decline/[id]",
    "admin/notifications/[id]",
    "admin/subadmins/[id]",
    "admin/blog-posts/[id]",
    "admin/blog-posts/[id]/toggle",
    "admin/bookings/[id]",
    "admin/bookings/[id]/status",
    "talent-media/[id]",
    "talents/[id]",
    "notifications/[id]",
    "notifications/[id]/read",
    "blog-posts/[id]",
    "auth/passkeys/[id]",
  ];

  it("in a path, every route with an id answers 404 in the envelope", async () => {
    let handlers = 0;
    for (const route of pathIdRoutes) {
      const mod = (await import(`@/app/api/v1/${route}/route`)) as Record<string, ApiRouteHandler>;
      for (const [method, handler] of Object.entries(mod)) {
        if (typeof handler !== "function" || !handler.meta) continue;
        const bearer = handler.meta.auth === "talent" ? talentToken : handler.meta.auth === "public" ? undefined : admin;
        for (const params of [{ id: TOO_BIG_ID, mediaId: "1" }, { id: "1", mediaId: "99999999999999999999999" }]) {
          if (params.id === "1" && !route.includes("[mediaId]")) continue;
          const res = await call(handler, `/api/v1/${route}`, { method, params, bearer, body: method === "GET" || method === "DELETE" ? undefined : {} });
          expect({ route, method, status: res.status }).toEqual({ route, method, status: 404 });
          expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
          handlers += 1;
        }
      }
    }
    expect(handlers).toBe(28);
  });

  it("the largest integer id is an ordinary unknown id (404), and a malformed one is still 422", async () => {
    const { GET: talentById } = await import("@/app/api/v1/talents/[id]/route");
    expectRefusal(await call(talentById, "/api/v1/talents/2147483647", { params: { id: "2147483647" } }), 404);
    expectRefusal(await call(talentById, "/api/v1/talents/abc", { params: { id: "abc" } }), 422);
    expectRefusal(await call(talentById, "/api/v1/talents/-1", { params: { id: "-1" } }), 422);
  });

  it("in a body or a query it is a 422 on the field", async () => {
    const booked = await call(book, "/api/v1/bookings", { body: booking({ talent_profile_id: 2147483648 }) });
    expectRefusal(booked, 422);
    expect(Object.keys(booked.body.errors)).toEqual(["talent_profile_id"]);
    const asText = await call(book, "/api/v1/bookings", { body: booking({ talent_profile_id: "99999999999999999999" }) });
    expect(Object.keys(asText.body.errors)).toEqual(["talent_profile_id"]);
    const notified = await call(sendNotification, "/api/v1/admin/notifications", {
      body: { title: "Hi", message: "Hello", target_talents: [ownProfileId, 2147483648] },
      bearer: admin,
    });
    expectRefusal(notified, 422);
    expect(Object.keys(notified.body.errors)).toEqual(["target_talents.1"]);
    const listed = await call(adminBookings, "/api/v1/admin/bookings", { bearer: admin, query: { talentId: TOO_BIG_ID } });
    expectRefusal(listed, 422);
    expect(Object.keys(listed.body.errors)).toEqual(["talentId"]);
    const category = await createBlogCategory(db(), { slug: "news", name: "News" });
    const post = new FormData();
    for (const [k, v] of Object.entries({ title: "T", excerpt: "E", content: "<p>C</p>", author: "A", category_id: "4294967296" })) post.append(k, v);
    const created = await call(createBlogPost, "/api/v1/admin/blog-posts", { form: post, bearer: admin });
    expectRefusal(created, 422);
    expect(Object.keys(created.body.errors)).toEqual(["category_id"]);
    // A category filter is an id or a slug: a huge number is neither, so the list is simply empty.
    const filtered = await call(adminBlogPosts, "/api/v1/admin/blog-posts", { bearer: admin, query: { category: "99999999999" } });
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.data).toEqual([]);
    expect(category.id).toBeGreaterThan(0);
  });
});

describe("dates", () => {
  it("a publish date JavaScript reads but a timestamp column cannot hold is a 422, not a database error", async () => {
    const category = await createBlogCategory(db(), { slug: "dates", name: "Dates" });
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000000" } }).png().toBuffer();
    for (const published_at of ["-100000-01-01", "+200000-01-01T00:00:00Z", "0000-01-01"]) {
      const post = new FormData();
      const fields = { title: "T", excerpt: "E", content: "<p>C</p>", author: "A", category_id: String(category.id), published_at };
      for (const [k, v] of Object.entries(fields)) post.append(k, v);
      post.append("image", new File([new Uint8Array(image)], "i.png", { type: "image/png" }));
      const res = await call(createBlogPost, "/api/v1/admin/blog-posts", { form: post, bearer: admin });
      expectRefusal(res, 422);
      expect(Object.keys(res.body.errors)).toEqual(["published_at"]);
    }
  });
});

describe("headers and query strings", () => {
  it("a malformed cookie is ignored, not a crash: no session is 401, a real session beside it still works", async () => {
    const none = await call(me, "/api/v1/auth/me", { cookie: "x=%E0%A4%A; authjs.session-token=%" });
    expectRefusal(none, 401);
    const user = await makeUser(db());
    const signed = await call(login, "/api/v1/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
    const session = signed.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.includes("session-token="));
    expect(session).toBeDefined();
    const withJunk = await call(me, "/api/v1/auth/me", { cookie: `junk=%E0%A4%A; ${session}; more=%zz` });
    expect(withJunk.status).toBe(200);
    expect(withJunk.body.data.email ?? withJunk.body.data.user?.email).toBe(user.email);
  });

  it("huge, negative, repeated and very long paging values are clamped or refused, never a 500", async () => {
    for (const [path, list] of [["talents", listTalents], ["blog-posts", listPosts]] as const) {
      for (const search of ["page=1e400", "limit=-0", "page=1&page=2", "limit=1e309&page=NaN", `page=${"9".repeat(5000)}`, "page=-1&limit=Infinity"]) {
        const res = await list(new Request(`http://localhost:3000/api/v1/${path}?${search}`), { params: Promise.resolve({}) });
        expect({ path, search: search.slice(0, 20), status: res.status }).toEqual({ path, search: search.slice(0, 20), status: 200 });
        const { data } = await res.json();
        expect(data.page).toBe(search === "page=1&page=2" ? 2 : 1);
        expect(data.limit).toBeLessThanOrEqual(100);
      }
    }
    // The public listing ignores a search it cannot use; the admin list says what is wrong.
    const long = await call(listTalents, "/api/v1/talents", { query: { search: "a".repeat(20_000) } });
    expect(long.status).toBe(200);
    const adminLong = await call(adminBookings, "/api/v1/admin/bookings", { bearer: admin, query: { search: "b".repeat(20_000), talentId: "1e400" } });
    expectRefusal(adminLong, 422);
  });
});

/** A PNG whose header claims `width` x `height` over a few bytes of data, with correct CRCs. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.alloc(16))), chunk("IEND", Buffer.alloc(0))]));
}

/** An animated GIF: a `width` x `height` screen with `frames` frames of one pixel each (about 23 bytes a frame). */
function gifAnimation(width: number, height: number, frames: number): Uint8Array {
  const screen = Buffer.alloc(13);
  screen.write("GIF89a", 0, "ascii");
  screen.writeUInt16LE(width, 6);
  screen.writeUInt16LE(height, 8);
  screen[10] = 0x80; // a global colour table of two colours
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const control = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00];
  const frame = Buffer.from([...control, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
  return new Uint8Array(Buffer.concat([screen, palette, ...Array<Buffer>(frames).fill(frame), Buffer.from([0x3b])]));
}

describe("image bombs and broken images are a 422, nothing stored", () => {
  const bombs: { name: string; bytes: () => Promise<Uint8Array> | Uint8Array; message: string }[] = [
    {
      name: "a real 7000x7000 PNG (49 megapixels in about 150 KB)",
      bytes: async () => new Uint8Array(await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer()),
      message: IMAGE_TOO_MANY_PIXELS,
    },
    { name: "a PNG header claiming 16384x16384 (268 megapixels)", bytes: () => pngHeaderOnly(16_384, 16_384), message: IMAGE_TOO_MANY_PIXELS },
    { name: "a PNG header claiming 100000x100000", bytes: () => pngHeaderOnly(100_000, 100_000), message: IMAGE_TOO_MANY_PIXELS },
    { name: "a GIF of 1000 frames of 2000x2000", bytes: () => gifAnimation(2000, 2000, 1000), message: ANIMATION_TOO_LARGE },
    {
      name: "a JPEG cut in half",
      bytes: async () => {
        const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#aa3355" } }).jpeg().toBuffer();
        return new Uint8Array(whole.subarray(0, whole.length / 2));
      },
      message: NOT_AN_IMAGE,
    },
    { name: "a PNG whose pixel data is missing", bytes: () => pngHeaderOnly(100, 100), message: NOT_AN_IMAGE },
  ];
  let files: { name: string; bytes: Uint8Array; message: string }[];

  beforeAll(async () => {
    files = await Promise.all(bombs.map(async (b) => ({ ...b, bytes: await b.bytes() })));
    expect(files[0].bytes.byteLength).toBeLessThan(256 * 1024);
  }, 30_000);

  const fileOf = (bytes: Uint8Array, type = "image/png") => new File([bytes as BlobPart], "photo.png", { type });
  const formWith = (field: string, bytes: Uint8Array, extra: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    form.append(field, fileOf(bytes));
    return form;
  };

  it("on every upload route, with the message in the spec's style", async () => {
    const stored = (await db().select().from(uploads)).length;
    const usersBefore = (await db().select().from(users)).length;
    for (const file of files) {
      const site = await call(uploadSiteImage, "/api/v1/upload", { form: formWith("file", file.bytes, { type: "banner" }), bearer: admin });
      expectRefusal(site, 422);
      expect({ file: file.name, message: site.body.message }).toEqual({ file: file.name, message: file.message });
      expect(site.body.errors).toEqual({ file: [file.message] });

      const applied = await call(register, "/api/v1/auth/register", { form: registrationForm({}, fileOf(file.bytes)) });
      expectRefusal(applied, 422);
      expect(applied.body.errors.profile_image).toEqual([file.message]);

      const media = await call(uploadMedia, "/api/v1/talent-media", { form: formWith("file", file.bytes), bearer: talentToken });
      expectRefusal(media, 422);
      // The gallery words every unreadable file as a type error; a size problem keeps its own message.
      expect(media.body.message).toBe(file.message === NOT_AN_IMAGE ? MEDIA_TYPE_ERROR : file.message);

      const added = await call(adminAddMedia, `/api/v1/admin/talents/${talent.user.id}/media`, {
        form: formWith("file", file.bytes),
        bearer: admin,
        params: { id: String(talent.user.id) },
      });
      expectRefusal(added, 422);
      expect(added.body.message).toBe(file.message);
    }
    expect(await db().select().from(uploads)).toHaveLength(stored);
    expect(await db().select().from(users)).toHaveLength(usersBefore);
    expect(await db().select().from(talentMedia)).toHaveLength(0);
  }, 60_000);

  it("an ordinary photo still goes through the same routes", async () => {
    const photo = new Uint8Array(await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#336699" } }).png().toBuffer());
    const site = await call(uploadSiteImage, "/api/v1/upload", { form: formWith("file", photo, { type: "banner" }), bearer: admin });
    expect(site.status).toBe(200);
    expect(site.body.data).toMatchObject({ width: 1200, height: 900 });
    const media = await call(uploadMedia, "/api/v1/talent-media", { form: formWith("file", photo), bearer: talentToken });
    expect(media.status).toBe(201);
  });
});

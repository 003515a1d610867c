import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as activity from "@/app/api/v1/admin/activity/route";
import * as categories from "@/app/api/v1/admin/blog-categories/route";
import * as postOne from "@/app/api/v1/admin/blog-posts/[id]/route";
import * as toggle from "@/app/api/v1/admin/blog-posts/[id]/toggle/route";
import * as posts from "@/app/api/v1/admin/blog-posts/route";
import * as notificationOne from "@/app/api/v1/admin/notifications/[id]/route";
import * as recipients from "@/app/api/v1/admin/notifications/recipients/route";
import * as notificationsRoute from "@/app/api/v1/admin/notifications/route";
import * as subadminOne from "@/app/api/v1/admin/subadmins/[id]/route";
import * as subadmins from "@/app/api/v1/admin/subadmins/route";
import * as aliasOne from "@/app/api/v1/notifications/[id]/route";
import * as aliasRoute from "@/app/api/v1/notifications/route";
import * as upload from "@/app/api/v1/upload/route";
import type { ApiRouteHandler } from "@/lib/api/route";
import { uploads } from "@/db/schema";
import { permissions, type Permission } from "@/lib/domain/permissions";
import { createSession } from "@/lib/services/accounts/sessions";
import { readLocal } from "@/lib/storage/drivers";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

type Row = {
  name: string;
  handler: ApiRouteHandler;
  method: string;
  path: string;
  params?: Record<string, string>;
  /** The permission it needs; "admin" for the admin-only routes. */
  needs: Permission | "admin";
  body?: unknown;
};

const id = { id: "1" };

/** Every route this area adds, with what it needs. */
const table: Row[] = [
  { name: "list posts", handler: posts.GET, method: "GET", path: "/api/v1/admin/blog-posts", needs: "news" },
  { name: "create post", handler: posts.POST, method: "POST", path: "/api/v1/admin/blog-posts", needs: "news", body: {} },
  { name: "read post", handler: postOne.GET, method: "GET", path: "/api/v1/admin/blog-posts/1", params: id, needs: "news" },
  { name: "update post", handler: postOne.POST, method: "POST", path: "/api/v1/admin/blog-posts/1", params: id, needs: "news", body: {} },
  { name: "delete post", handler: postOne.DELETE, method: "DELETE", path: "/api/v1/admin/blog-posts/1", params: id, needs: "news" },
  { name: "toggle post", handler: toggle.POST, method: "POST", path: "/api/v1/admin/blog-posts/1/toggle", params: id, needs: "news", body: {} },
  { name: "list categories", handler: categories.GET, method: "GET", path: "/api/v1/admin/blog-categories", needs: "news" },
  { name: "add category", handler: categories.POST, method: "POST", path: "/api/v1/admin/blog-categories", needs: "news", body: { name: "X" } },
  { name: "list notifications", handler: notificationsRoute.GET, method: "GET", path: "/api/v1/admin/notifications", needs: "notifications" },
  { name: "send notification", handler: notificationsRoute.POST, method: "POST", path: "/api/v1/admin/notifications", needs: "notifications", body: {} },
  { name: "read notification", handler: notificationOne.GET, method: "GET", path: "/api/v1/admin/notifications/1", params: id, needs: "notifications" },
  { name: "edit notification", handler: notificationOne.PUT, method: "PUT", path: "/api/v1/admin/notifications/1", params: id, needs: "notifications", body: {} },
  { name: "delete notification", handler: notificationOne.DELETE, method: "DELETE", path: "/api/v1/admin/notifications/1", params: id, needs: "notifications" },
  { name: "send notification (alias)", handler: aliasRoute.POST, method: "POST", path: "/api/v1/notifications", needs: "notifications", body: {} },
  { name: "delete notification (alias)", handler: aliasOne.DELETE, method: "DELETE", path: "/api/v1/notifications/1", params: id, needs: "notifications" },
  { name: "recipients", handler: recipients.GET, method: "GET", path: "/api/v1/admin/notifications/recipients", needs: "notifications" },
  { name: "list sub-admins", handler: subadmins.GET, method: "GET", path: "/api/v1/admin/subadmins", needs: "admin" },
  { name: "create sub-admin", handler: subadmins.POST, method: "POST", path: "/api/v1/admin/subadmins", needs: "admin", body: {} },
  { name: "update sub-admin", handler: subadminOne.PUT, method: "PUT", path: "/api/v1/admin/subadmins/1", params: id, needs: "admin", body: {} },
  { name: "delete sub-admin", handler: subadminOne.DELETE, method: "DELETE", path: "/api/v1/admin/subadmins/1", params: id, needs: "admin" },
  { name: "activity", handler: activity.GET, method: "GET", path: "/api/v1/admin/activity", needs: "admin" },
];

let tokens: { talent: string; pending: string; all: string; [key: string]: string };

beforeAll(async () => {
  const session = async (opts: Parameters<typeof makeUser>[1]) => (await createSession((await makeUser(db(), opts)).id)).token;
  tokens = {
    talent: await session({ role: "talent" }),
    pending: await session({ role: "talent", status: "pending" }),
    // A sub-admin holding every permission is still not an admin.
    all: await session({ role: "subadmin", permissions: [...permissions] }),
  };
  for (const p of permissions) {
    tokens[`without:${p}`] = await session({ role: "subadmin", permissions: permissions.filter((q) => q !== p) });
    tokens[`only:${p}`] = await session({ role: "subadmin", permissions: [p] });
  }
});

const send = (row: Row, bearer?: string) =>
  call(row.handler, row.path, { method: row.method, params: row.params, bearer, body: row.body });

describe.each(table)("$method $path ($name)", (row) => {
  it("answers 401 without a session", async () => {
    expect((await send(row)).status).toBe(401);
  });

  it("answers 403 to a talent, approved or not", async () => {
    expect((await send(row, tokens.talent)).status).toBe(403);
    expect((await send(row, tokens.pending)).status).toBe(403);
  });

  it("answers 403 to a sub-admin without the permission, and lets one with it through", async () => {
    if (row.needs === "admin") {
      expect((await send(row, tokens.all)).status).toBe(403);
      return;
    }
    expect((await send(row, tokens[`without:${row.needs}`])).status).toBe(403);
    expect([401, 403]).not.toContain((await send(row, tokens[`only:${row.needs}`])).status);
  });
});

describe("POST /upload", () => {
  const kinds: Array<[string, Permission]> = [
    ["banner", "banner"],
    ["brand", "brands"],
    ["partner", "content"],
    ["about", "content"],
    ["member", "member-settings"],
    ["logo", "logo-icon"],
    ["favicon", "logo-icon"],
    ["blog", "news"],
  ];
  let png: Uint8Array;
  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 32, height: 32, channels: 3, background: "#123456" } }).png().toBuffer());
  });
  const form = (type: string) => {
    const f = new FormData();
    f.append("file", new File([png.slice()], "x.png", { type: "image/png" }));
    f.append("type", type);
    return f;
  };

  it("refuses no session and talents", async () => {
    expect((await call(upload.POST, "/api/v1/upload", { method: "POST", form: form("banner") })).status).toBe(401);
    expect((await call(upload.POST, "/api/v1/upload", { method: "POST", form: form("banner"), bearer: tokens.talent })).status).toBe(403);
  });

  it.each(kinds)("a %s upload needs %s", async (type, permission) => {
    const denied = await call(upload.POST, "/api/v1/upload", { method: "POST", form: form(type), bearer: tokens[`without:${permission}`] });
    expect(denied.status).toBe(403);
    const ok = await call(upload.POST, "/api/v1/upload", { method: "POST", form: form(type), bearer: tokens[`only:${permission}`] });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ url: expect.stringMatching(/^\/api\/v1\/files\//), width: 32, height: 32 });
  });

  it("stores an .ico favicon as is, and refuses an .ico for a banner, a non-image and an unknown type", async () => {
    const ico = new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);
    const f = (type: string, bytes: Uint8Array, name: string) => {
      const fd = new FormData();
      fd.append("file", new File([bytes.slice()], name));
      fd.append("type", type);
      return fd;
    };
    const bearer = tokens.all;
    const fav = await call(upload.POST, "/api/v1/upload", { method: "POST", form: f("favicon", ico, "favicon.ico"), bearer });
    expect(fav.status).toBe(200);
    expect(fav.body.data.url).toMatch(/\.ico$/);
    expect((await call(upload.POST, "/api/v1/upload", { method: "POST", form: f("banner", ico, "x.ico"), bearer })).status).toBe(422);
    expect((await call(upload.POST, "/api/v1/upload", { method: "POST", form: f("banner", new TextEncoder().encode("hello"), "x.jpg"), bearer })).status).toBe(422);
    expect((await call(upload.POST, "/api/v1/upload", { method: "POST", form: f("anything", png, "x.png"), bearer })).status).toBe(422);
  });

  it("keeps a transparent favicon a transparent PNG, while a transparent logo becomes WebP", async () => {
    const clear = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const send = async (type: string) => {
      const fd = new FormData();
      fd.append("file", new File([new Uint8Array(clear)], "icon.png", { type: "image/png" }));
      fd.append("type", type);
      const res = await call(upload.POST, "/api/v1/upload", { method: "POST", form: fd, bearer: tokens.all });
      expect(res.status).toBe(200);
      return res.body.data.url as string;
    };
    const favicon = await send("favicon");
    expect(favicon).toMatch(/\.png$/);
    const [row] = await db().select().from(uploads).where(eq(uploads.url, favicon));
    expect(row.mime).toBe("image/png");
    const stored = await readLocal(row.storageKey);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: "png", hasAlpha: true, width: 64 });
    expect(await send("logo")).toMatch(/\.webp$/);
  });
});

import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { routeTable } from "@/lib/api/route-table.generated";
import proxy from "@/proxy";

const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];

async function send(method: string, pathname: string) {
  const res = await proxy(new NextRequest(new URL(pathname, "http://localhost:3000"), { method }));
  const text = await res.text();
  return { res, status: res.status, passes: res.headers.get("x-middleware-next") === "1", body: text ? JSON.parse(text) : null };
}

describe("proxy: the API envelope for unknown methods and paths", () => {
  it.each([
    ["DELETE", "/api/v1/auth/me", "GET, HEAD, OPTIONS"],
    ["GET", "/api/v1/auth/login", "OPTIONS, POST"],
    ["PATCH", "/api/v1/talents/12", "GET, HEAD, OPTIONS"],
    ["POST", "/api/v1/admin/bookings/3/status", "OPTIONS, PUT"],
    ["PUT", "/api/v1/files/ab/cd.webp", "GET, HEAD, OPTIONS"],
    ["HEAD", "/api/v1/upload", "OPTIONS, POST"],
    ["PROPFIND", "/api/v1/profile", "GET, HEAD, OPTIONS, PUT"],
  ])("answers %s %s with 405, the envelope and Allow: %s", async (method, pathname, allow) => {
    const { status, res, body } = await send(method, pathname);
    expect(status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    if (method !== "HEAD") expect(body).toEqual({ success: false, message: "Method not allowed." });
  });

  it.each(["/api/v1", "/api/v1/", "/api/v1/nope", "/api/v1/talents/1/extra", "/api/v1/auth", "/api/v1/openapi_json"])(
    "answers the unknown path %s with a 404 in the envelope, for every method",
    async (pathname) => {
      for (const method of HTTP_METHODS) {
        const { status, res, body } = await send(method, pathname);
        expect(status, `${method} ${pathname}`).toBe(404);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
        expect(body).toEqual({ success: false, message: "Not found." });
      }
    },
  );

  it.each([
    ["GET", "/api/v1/auth/me"],
    ["HEAD", "/api/v1/talents"],
    ["OPTIONS", "/api/v1/auth/login"],
    ["POST", "/api/v1/auth/login"],
    ["DELETE", "/api/v1/admin/talents/5/media/9"],
    ["GET", "/api/v1/files/a/b/c.webp"],
    ["GET", "/api/v1/openapi.json"],
    ["GET", "/api/v1/locations/countries/US/states/CA/cities"],
  ])("lets %s %s through to its route", async (method, pathname) => {
    const { passes, status } = await send(method, pathname);
    expect(passes).toBe(true);
    expect(status).toBe(200);
  });

  it("matches a static segment before a dynamic one, as Next routes them", async () => {
    // /admin/notifications/recipients is its own GET route; /admin/notifications/[id] also takes PUT and DELETE.
    const recipients = await send("DELETE", "/api/v1/admin/notifications/recipients");
    expect(recipients.status).toBe(405);
    expect(recipients.res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await send("DELETE", "/api/v1/admin/notifications/4")).passes).toBe(true);
    expect((await send("POST", "/api/v1/social/connect")).passes).toBe(true);
    expect((await send("POST", "/api/v1/social/instagram")).status).toBe(405);
  });
});

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** A concrete path for a route folder: "1" for a dynamic segment, two segments for a catch-all. */
const sampleOf = (route: string) => route.replace(/\[\.\.\.[^\]]+\]/g, "a/b.webp").replace(/\[[^\]]+\]/g, "1");

const modules = import.meta.glob<Record<string, unknown>>("/app/api/v1/**/route.ts");

describe("the generated route table", () => {
  const root = path.resolve("app");
  const files = routeFiles(path.join(root, "api/v1"));

  it("has one entry per route file, and nothing else", () => {
    const routes = files.map((f) => "/" + path.relative(root, path.dirname(f)).split(path.sep).join("/")).sort();
    expect(routeTable.map((r) => r.route).sort()).toEqual(routes);
    expect(routes.length).toBeGreaterThan(50);
  });

  it("allows exactly what each route module exports (with HEAD for GET, and OPTIONS), and Next's match order finds it", async () => {
    expect(Object.keys(modules)).toHaveLength(files.length);
    for (const [file, load] of Object.entries(modules)) {
      const route = path.posix.dirname(file).replace(/^\/app/, "");
      const exported = Object.keys(await load()).filter((name) => HTTP_METHODS.includes(name));
      const expected = new Set([...exported, "OPTIONS", ...(exported.includes("GET") ? ["HEAD"] : [])]);
      const entry = routeTable.find((r) => r.route === route);
      expect(entry?.allowed, route).toEqual([...expected].sort());
      expect(entry?.allow).toBe(entry?.allowed.join(", "));
      expect(routeTable.find((r) => r.pattern.test(sampleOf(route)))?.route, route).toBe(route);
    }
  });
});

// Issue 25: a malformed percent-escape in a dynamic segment was Next's bare, unlogged 500.
describe("proxy: a malformed percent-escape is a 400", () => {
  it.each(["/api/v1/packages/%ZZ", "/api/v1/admin/talents/%ZZ", "/api/v1/talents/%E0%A4%A", "/api/v1/packages/%ZZ/views", "/api/v1/nope/%"])(
    "answers %s with the envelope",
    async (pathname) => {
      for (const method of ["GET", "POST"]) {
        const { status, res, body } = await send(method, pathname);
        expect(status, `${method} ${pathname}`).toBe(400);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
        expect(body).toEqual({ success: false, message: "The address is malformed." });
      }
    },
  );

  it.each(["/p/%ZZ", "/talent/%ZZ/comp-card.pdf", "/blog/%ZZ", "/%ZZ", "/admin/talents/%ZZ", "/p/abc/comp-cards.pdf%"])(
    "answers %s with the site's own 400 page",
    async (pathname) => {
      const res = await proxy(new NextRequest(new URL(pathname, "http://localhost:3000")));
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toContain("<h1>Bad request</h1>");
    },
  );

  it("lets a well-formed escape through", async () => {
    const { passes } = await send("GET", "/api/v1/locations/countries/US/states/CA/cities?x=%20");
    expect(passes).toBe(true);
  });

  it("runs for any path with a '%' (the matcher)", async () => {
    const { config } = await import("@/proxy");
    expect(config.matcher).toContain("/(.*%.*)");
  });
});

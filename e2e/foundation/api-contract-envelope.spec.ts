import { expect, test, type APIResponse } from "@playwright/test";
import { authFile } from "../helpers/auth";

// The API's contract at the edges, against the running server: HTTP only, no browser page.

async function expectEnvelope(res: APIResponse, status: number, message: string) {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  expect(res.headers()["content-type"]).toMatch(/application\/json/);
  expect(await res.json()).toEqual({ success: false, message });
}

test.describe("the /api/v1 envelope on every answer", () => {
  test("a method the route does not have is a 405 in the envelope, with Allow", async ({ request }) => {
    const del = await request.delete("/api/v1/auth/me");
    await expectEnvelope(del, 405, "Method not allowed.");
    expect(del.headers()["allow"]).toBe("GET, HEAD, OPTIONS");

    const get = await request.get("/api/v1/auth/login");
    await expectEnvelope(get, 405, "Method not allowed.");
    expect(get.headers()["allow"]).toBe("OPTIONS, POST");

    const patch = await request.patch("/api/v1/talents/1", { data: {} });
    await expectEnvelope(patch, 405, "Method not allowed.");
    expect(patch.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  });

  test("an unknown /api/v1 path is a 404 in the envelope, whatever the method", async ({ request }) => {
    await expectEnvelope(await request.get("/api/v1/no-such-thing"), 404, "Not found.");
    await expectEnvelope(await request.post("/api/v1/no-such-thing", { data: {} }), 404, "Not found.");
    await expectEnvelope(await request.delete("/api/v1/talents/1/no-such-part"), 404, "Not found.");
  });
});

test.describe("one sign-in path", () => {
  test("Auth.js's own endpoints are not mounted", async ({ request }) => {
    const callback = await request.post("/api/auth/callback/credentials", {
      form: { email: "talent@example.com", password: "demo-password" },
      maxRedirects: 0,
    });
    expect(callback.status()).toBe(404);
    expect(callback.headers()["set-cookie"] ?? "").not.toMatch(/session-token=[^;]/);
    expect((await request.get("/api/auth/session")).status()).toBe(404);
    expect((await request.get("/api/auth/csrf")).status()).toBe(404);
  });
});

test.describe("private answers are not cached", () => {
  test("/api/v1/auth/me is private, no-store, signed out", async ({ request }) => {
    const res = await request.get("/api/v1/auth/me");
    expect(res.status()).toBe(401);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
  });

  test.describe("signed in", () => {
    test.use({ storageState: authFile("talent") });

    test("/api/v1/auth/me is private, no-store, and the public talent list is not", async ({ request }) => {
      const me = await request.get("/api/v1/auth/me");
      expect(me.status()).toBe(200);
      expect(me.headers()["cache-control"]).toBe("private, no-store");
      const list = await request.get("/api/v1/talents");
      expect(list.status()).toBe(200);
      expect(list.headers()["cache-control"] ?? "").not.toMatch(/no-store/);
    });
  });
});

test.describe("HSTS", () => {
  // A server given through E2E_BASE_URL may be a dev server, which sends no HSTS on purpose (it would pin localhost).
  test.skip(!!process.env.E2E_BASE_URL, "HSTS is sent by the production server only");

  test("every answer carries Strict-Transport-Security: a page and an API answer", async ({ request }) => {
    for (const path of ["/", "/api/v1/health", "/api/v1/no-such-thing"]) {
      const res = await request.get(path);
      expect(res.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    }
  });
});

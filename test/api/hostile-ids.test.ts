import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routes } from "@/app/api/v1/openapi.json/routes.generated";
import { createAdmin } from "@/db/factories";
import { rateLimits } from "@/db/schema";
import type { ApiRouteHandler } from "@/lib/api/route";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

let admin: string;
let talent: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  talent = (await createSession((await makeUser(db())).id)).token;
});

beforeEach(async () => {
  await db().delete(rateLimits);
});

/** Every route of the API whose path holds an id or a token, found in the OpenAPI route list (no hand-kept list). */
const withParams = routes.filter((r) => r.path.includes("{"));

/**
 * Ids past what a database integer holds, in every path of the API, the finance routes' included: each is an unknown
 * record (404) or a malformed one (422), in the envelope and as the route's OpenAPI document says (`call` holds every
 * answer to it), never a 500 from a database that cannot compare the number.
 */
describe("a hostile id in any path", () => {
  for (const value of ["2147483648", "99999999999999999999999", "-1", "1e3"]) {
    it(`answers ${value} with a 404 or a 422 on every route`, async () => {
      let handlers = 0;
      for (const route of withParams) {
        const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        for (const [method, handler] of Object.entries(route.module)) {
          const h = handler as ApiRouteHandler;
          if (typeof h !== "function" || !h.meta) continue;
          const bearer = h.meta.auth === "talent" ? talent : h.meta.auth === "public" ? undefined : admin;
          const res = await call(h, `/api/v1${route.path}`, {
            method,
            params: Object.fromEntries(names.map((n) => [n, value])),
            bearer,
            body: method === "GET" || method === "DELETE" ? undefined : {},
          });
          expect({ route: route.path, method, status: [404, 422].includes(res.status) }).toEqual({ route: route.path, method, status: true });
          expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
          handlers += 1;
        }
      }
      expect(handlers).toBeGreaterThan(80);
    });
  }
});

/**
 * Days the database cannot hold (year 0000), that overflow a day's arithmetic (year 9999) or are not days at all, in
 * the finance queries: a 422 in the envelope on each, as the OpenAPI document says.
 */
describe("a hostile day in a finance query", () => {
  const queries: [string, string, Record<string, string>][] = [
    ["admin/invoices", "/admin/invoices", {}],
    ["admin/finance/export.csv", "/admin/finance/export.csv", { from: "2026-01-01", to: "2026-12-31" }],
    ["admin/talents/[id]/statement", "/admin/talents/1/statement", {}],
    ["admin/companies/[id]/agency-statement", "/admin/companies/1/agency-statement", {}],
    ["statement", "/statement", {}],
  ];
  for (const day of ["0000-01-01", "9999-12-31", "+200000-01-01", "2026-02-30", "1e400"]) {
    it(`answers from=${day} with a 422`, async () => {
      for (const [route, path, base] of queries) {
        const { GET } = (await import(`@/app/api/v1/${route}/route`)) as { GET: ApiRouteHandler };
        const bearer = GET.meta.auth === "talent" ? talent : admin;
        const res = await call(GET, `/api/v1${path}`, { params: { id: "1" }, bearer, query: { ...base, from: day } });
        expect({ route, status: res.status }).toEqual({ route, status: 422 });
        expect(res.body).toMatchObject({ success: false, errors: { from: [expect.any(String)] } });
      }
    });
  }

  it("refuses a statement month outside the app's years", async () => {
    const { GET } = (await import("@/app/api/v1/statement.pdf/route")) as { GET: ApiRouteHandler };
    for (const month of ["0000-01", "9999-12", "2026-13"]) {
      const res = await call(GET, "/api/v1/statement.pdf", { bearer: talent, query: { month } });
      expect({ month, status: res.status }).toEqual({ month, status: 422 });
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { GET as dashboard } from "@/app/api/v1/admin/dashboard/route";
import { PATCH as approve } from "@/app/api/v1/admin/approve/[id]/route";
import { DELETE as deleteBooking, GET as getBooking } from "@/app/api/v1/admin/bookings/[id]/route";
import { PUT as bookingStatus } from "@/app/api/v1/admin/bookings/[id]/status/route";
import { GET as listBookings } from "@/app/api/v1/admin/bookings/route";
import { PATCH as decline } from "@/app/api/v1/admin/decline/[id]/route";
import { GET as pending } from "@/app/api/v1/admin/pending/route";
import { GET as stats } from "@/app/api/v1/admin/stats/route";
import { DELETE as deleteMedia } from "@/app/api/v1/admin/talents/[id]/media/[mediaId]/route";
import { POST as addMedia } from "@/app/api/v1/admin/talents/[id]/media/route";
import { DELETE as deleteTalent, GET as getTalent, POST as updateTalent } from "@/app/api/v1/admin/talents/[id]/route";
import { PATCH as talentStatus } from "@/app/api/v1/admin/talents/[id]/status/route";
import { GET as listTalents, POST as createTalent } from "@/app/api/v1/admin/talents/route";
import type { ApiRouteHandler } from "@/lib/api/route";
import { permissions, type Permission } from "@/lib/domain/permissions";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

type Route = {
  name: string;
  handler: ApiRouteHandler;
  method: string;
  path: string;
  permission: Permission;
  params?: Record<string, string>;
  body?: unknown;
};

// Every admin route of part 1, with the permission a sub-admin needs for it. Ids point at nothing: the
// authorization answers first, and a permitted caller gets past it (to a 404 or 422).
const routes: Route[] = [
  { name: "GET /admin/stats", handler: stats, method: "GET", path: "/api/v1/admin/stats", permission: "dashboard" },
  { name: "GET /admin/dashboard", handler: dashboard, method: "GET", path: "/api/v1/admin/dashboard", permission: "dashboard" },
  { name: "GET /admin/pending", handler: pending, method: "GET", path: "/api/v1/admin/pending", permission: "pending-approval" },
  { name: "PATCH /admin/approve/{id}", handler: approve, method: "PATCH", path: "/api/v1/admin/approve/999999", permission: "pending-approval", params: { id: "999999" } },
  { name: "PATCH /admin/decline/{id}", handler: decline, method: "PATCH", path: "/api/v1/admin/decline/999999", permission: "pending-approval", params: { id: "999999" } },
  { name: "GET /admin/talents", handler: listTalents, method: "GET", path: "/api/v1/admin/talents", permission: "talents" },
  { name: "POST /admin/talents", handler: createTalent, method: "POST", path: "/api/v1/admin/talents", permission: "talents", body: {} },
  { name: "GET /admin/talents/{id}", handler: getTalent, method: "GET", path: "/api/v1/admin/talents/999999", permission: "talents", params: { id: "999999" } },
  { name: "POST /admin/talents/{id}", handler: updateTalent, method: "POST", path: "/api/v1/admin/talents/999999", permission: "talents", params: { id: "999999" }, body: {} },
  { name: "DELETE /admin/talents/{id}", handler: deleteTalent, method: "DELETE", path: "/api/v1/admin/talents/999999", permission: "talents", params: { id: "999999" } },
  { name: "PATCH /admin/talents/{id}/status", handler: talentStatus, method: "PATCH", path: "/api/v1/admin/talents/999999/status", permission: "talents", params: { id: "999999" }, body: { status: "hidden" } },
  { name: "POST /admin/talents/{id}/media", handler: addMedia, method: "POST", path: "/api/v1/admin/talents/999999/media", permission: "talents", params: { id: "999999" }, body: {} },
  { name: "DELETE /admin/talents/{id}/media/{mediaId}", handler: deleteMedia, method: "DELETE", path: "/api/v1/admin/talents/999999/media/1", permission: "talents", params: { id: "999999", mediaId: "1" } },
  { name: "GET /admin/bookings", handler: listBookings, method: "GET", path: "/api/v1/admin/bookings", permission: "bookings" },
  { name: "GET /admin/bookings/{id}", handler: getBooking, method: "GET", path: "/api/v1/admin/bookings/999999", permission: "bookings", params: { id: "999999" } },
  { name: "PUT /admin/bookings/{id}/status", handler: bookingStatus, method: "PUT", path: "/api/v1/admin/bookings/999999/status", permission: "bookings", params: { id: "999999" }, body: { status: "confirmed" } },
  { name: "DELETE /admin/bookings/{id}", handler: deleteBooking, method: "DELETE", path: "/api/v1/admin/bookings/999999", permission: "bookings", params: { id: "999999" } },
];

const tokens: Record<string, string> = {};

beforeAll(async () => {
  const talent = await makeUser(db(), { role: "talent" });
  const pendingTalent = await makeUser(db(), { role: "talent", status: "pending" });
  tokens.talent = (await createSession(talent.id)).token;
  tokens.pendingTalent = (await createSession(pendingTalent.id)).token;
  for (const permission of permissions) {
    const withAllBut = await makeUser(db(), { role: "subadmin", permissions: permissions.filter((p) => p !== permission) });
    const withOnly = await makeUser(db(), { role: "subadmin", permissions: [permission] });
    tokens[`without:${permission}`] = (await createSession(withAllBut.id)).token;
    tokens[`with:${permission}`] = (await createSession(withOnly.id)).token;
  }
});

const send = (route: Route, bearer?: string) =>
  call(route.handler, route.path, { method: route.method, params: route.params, body: route.body, bearer });

describe.each(routes)("$name", (route) => {
  it("refuses no session with 401", async () => {
    const res = await send(route);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it("refuses a talent with 403 (approved or not)", async () => {
    expect((await send(route, tokens.talent)).status).toBe(403);
    expect((await send(route, tokens.pendingTalent)).status).toBe(403);
  });

  it(`refuses a sub-admin without '${route.permission}' with 403, even holding every other permission`, async () => {
    const res = await send(route, tokens[`without:${route.permission}`]);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false });
  });

  it(`lets a sub-admin with only '${route.permission}' through`, async () => {
    const res = await send(route, tokens[`with:${route.permission}`]);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});

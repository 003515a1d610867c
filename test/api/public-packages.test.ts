import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminBooking from "@/app/api/v1/admin/bookings/[id]/route";
import * as adminBookings from "@/app/api/v1/admin/bookings/route";
import * as adminOne from "@/app/api/v1/admin/packages/[id]/route";
import * as revoke from "@/app/api/v1/admin/packages/[id]/revoke/route";
import * as adminCollection from "@/app/api/v1/admin/packages/route";
import * as one from "@/app/api/v1/packages/[token]/route";
import * as selection from "@/app/api/v1/packages/[token]/selection/route";
import * as views from "@/app/api/v1/packages/[token]/views/route";
import { createAdmin, createTalent } from "@/db/factories";
import { bookings, packages, rateLimits, users } from "@/db/schema";
import { defaultExpiryDay, packageMessages } from "@/lib/domain/packages";
import { outboxFor } from "@/lib/email";
import { env } from "@/lib/env";
import { TALENT_UNAVAILABLE } from "@/lib/services/jobs/bookings";
import { PACKAGE_SELECTION_LIMIT, packageLinkState } from "@/lib/services/packages/package-client";
import { createSession } from "@/lib/services/accounts/sessions";
import { budgetRanges, purposes } from "@/lib/domain/booking";
import { bookingMessages } from "@/lib/validation/booking";
import proxy from "@/proxy";
import { useTestDb } from "../db";
import { call, cookiesFrom } from "../http";

const db = useTestDb();
let admin: string;
let talentIds: number[];
let hiddenLaterUserId: number;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  const talents = await Promise.all(
    ["Ava Stone", "Mila Reyes", "Noor Haddad"].map((stageName) => createTalent(db(), { profile: { stageName, height: "178 cm" }, media: 2 })),
  );
  talentIds = talents.map((t) => t.profile.id);
  hiddenLaterUserId = talents[2].user.id;
});

let n = 0;
async function makePackage(over: Record<string, unknown> = {}) {
  n += 1;
  const res = await call(adminCollection.POST, "/api/v1/admin/packages", {
    method: "POST",
    bearer: admin,
    body: {
      title: `Brief ${n}`,
      client_name: "Jane Client",
      client_company: "Acme Studios",
      client_email: `client-${n}@acme.test`,
      message: "For the spring shoot.",
      expires_at: defaultExpiryDay(),
      talents: talentIds.map((id) => ({ talent_profile_id: id, note: `Note for ${id}` })),
      ...over,
    },
  });
  expect(res.status).toBe(201);
  const token = new URL(res.body.data.url).pathname.slice(3);
  return { id: res.body.data.id as number, token, email: `client-${n}@acme.test` };
}

const at = (token: string) => `/api/v1/packages/${token}`;
const read = (token: string) => call(one.GET, at(token), { params: { token } });
const browser = { ip: "198.51.100.7", ua: "Mozilla/5.0 (test)" };
const view = (token: string, body: unknown = {}, cookie?: string, from: { ip: string; ua: string } = browser) =>
  call(views.POST, `${at(token)}/views`, { method: "POST", params: { token }, body, cookie, headers: { "x-forwarded-for": from.ip, "user-agent": from.ua } });
const choose = (token: string, body: Record<string, unknown>, ip = "198.51.100.1") =>
  call(selection.POST, `${at(token)}/selection`, { method: "POST", params: { token }, body, headers: { "x-forwarded-for": ip } });
const selectionBody = (ids: number[]) => ({
  talent_profile_ids: ids,
  project_date: null,
  budget_range: budgetRanges[1].label,
  purpose: purposes[0].label,
  notes: "Two days in May",
});

describe("the link", () => {
  it("is 43 URL-safe characters (256 bits) and looked up by its hash: a one-character change is unknown", async () => {
    const { token } = await makePackage();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await read(token)).status).toBe(200);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await read(flipped)).status).toBe(404);
    expect(await packageLinkState(flipped)).toBe("unknown");
    expect((await read("short")).status).toBe(404);
    expect((await read(token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase())).status).toBe(404);
  });

  it("answers the package's talents in order with notes, private and noindex", async () => {
    const { token } = await makePackage();
    const res = await read(token);
    expect(res.body.data).toMatchObject({ title: expect.stringMatching(/^Brief/), message: "For the spring shoot.", client_name: "Jane Client" });
    expect(res.body.data.talents.map((t: { talent_profile_id: number }) => t.talent_profile_id)).toEqual(talentIds);
    expect(res.body.data.talents[0]).toMatchObject({ stage_name: "Ava Stone", note: `Note for ${talentIds[0]}`, height_cm: 178 });
    expect(res.body.data.talents[0].photos.length).toBe(2);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("expired and revoked answer 410 saying only that; unknown 404", async () => {
    const expired = await makePackage();
    await db().update(packages).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(packages.id, expired.id));
    const revoked = await makePackage();
    await call(revoke.POST, `/api/v1/admin/packages/${revoked.id}/revoke`, { method: "POST", bearer: admin, params: { id: String(revoked.id) } });
    for (const { token } of [expired, revoked]) {
      const res = await read(token);
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ success: false, message: packageMessages.gone });
      // The route wrapper's GONE answer keeps the package's headers: never cached, never indexed.
      for (const gone of [res, await view(token), await choose(token, selectionBody([talentIds[0]]))]) {
        expect(gone.status).toBe(410);
        expect(gone.body).toEqual({ success: false, message: packageMessages.gone });
        expect(gone.headers.get("x-robots-tag")).toBe("noindex");
        expect(gone.headers.get("cache-control")).toBe("private, no-store");
      }
      expect(await packageLinkState(token)).toBe("gone");
      // The page's address is answered by proxy.ts before the page renders: 410 with the branded page, never indexed.
      const page = await proxy(new NextRequest(new URL(`/p/${token}`, "http://localhost:3000")));
      expect(page.status).toBe(410);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(page.headers.get("x-robots-tag")).toContain("noindex");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain(`<h1>${packageMessages.gone}</h1>`);
      expect(html).toContain('<a class="button" href="/contact">');
    }
    const live = await makePackage();
    const through = await proxy(new NextRequest(new URL(`/p/${live.token}`, "http://localhost:3000")));
    expect(through.headers.get("x-middleware-next")).toBe("1");
    expect(through.headers.get("x-robots-tag")).toContain("noindex");
    expect(await db().select().from(bookings).where(eq(bookings.packageId, revoked.id))).toHaveLength(0);
    const unknown = "x".repeat(43);
    expect((await read(unknown)).status).toBe(404);
    expect((await view(unknown)).status).toBe(404);
    expect((await choose(unknown, selectionBody([talentIds[0]]))).status).toBe(404);
  });
});

describe("views", () => {
  it("counts one per visit: a reload with the visit cookie does not count, another browser does", async () => {
    const { id, token } = await makePackage();
    const first = await view(token);
    expect(first.body.data).toEqual({ counted: true });
    const cookie = cookiesFrom(first.headers);
    expect(first.headers.get("set-cookie")).toMatch(new RegExp(`Path=/api/v1/packages/${token}; Max-Age=1800; HttpOnly; SameSite=Lax`));
    expect((await view(token, {}, cookie)).body.data).toEqual({ counted: false });
    expect((await view(token, {}, undefined, { ...browser, ua: "Another browser" })).body.data).toEqual({ counted: true });
    const [p] = await db().select().from(packages).where(eq(packages.id, id));
    expect(p.viewCount).toBe(2);
    expect(p.firstViewedAt).not.toBeNull();
    expect(p.lastViewedAt!.getTime()).toBeGreaterThanOrEqual(p.firstViewedAt!.getTime());
  });

  // Issue 25: 300 cookie-less calls added 300 views, 100 photo opens 100.
  it("counts a concurrent burst of 50 cookie-less visits from one browser once; another address counts again", async () => {
    const { id, token } = await makePackage();
    const burst = await Promise.all(Array.from({ length: 50 }, () => view(token)));
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));
    expect(burst.filter((r) => r.body.data.counted)).toHaveLength(1);
    expect((await view(token)).body.data).toEqual({ counted: false });
    expect((await view(token, {}, undefined, { ...browser, ip: "203.0.113.50" })).body.data).toEqual({ counted: true });
    const [p] = await db().select().from(packages).where(eq(packages.id, id));
    expect(p.viewCount).toBe(2);
  });

  it("counts 100 openings of one talent's photos once, per talent, and another browser's again", async () => {
    const { id, token } = await makePackage();
    await Promise.all(Array.from({ length: 100 }, () => view(token, { talent_profile_id: talentIds[1] })));
    await view(token, { talent_profile_id: talentIds[2] });
    await view(token, { talent_profile_id: talentIds[2] }, undefined, { ...browser, ip: "203.0.113.51" });
    const detail = (await call(adminOne.GET, `/api/v1/admin/packages/${id}`, { bearer: admin, params: { id: String(id) } })).body.data;
    expect(detail.view_count).toBe(0);
    expect(detail.talents.map((t: { opened: boolean; open_count: number }) => [t.opened, t.open_count])).toEqual([
      [false, 0],
      [true, 1],
      [true, 2],
    ]);
  });
});

describe("selection", () => {
  it("creates one pending booking per selected talent, linked to the package; one agency mail, one receipt", async () => {
    const { id, token, email } = await makePackage();
    const inboxBefore = (await outboxFor(env().AGENCY_INBOX)).length;
    const res = await choose(token, selectionBody([talentIds[0], talentIds[2]]));
    expect(res.status).toBe(201);
    expect(res.body.data.booking_ids).toHaveLength(2);
    const rows = await db().select().from(bookings).where(eq(bookings.packageId, id));
    expect(rows.map((b) => b.talentProfileId).sort()).toEqual([talentIds[0], talentIds[2]].sort());
    expect(rows.every((b) => b.status === "pending" && b.clientEmail === email && b.budgetMin === budgetRanges[1].min && b.projectType === "runway")).toBe(true);
    expect(rows.map((b) => b.id).sort()).toEqual([...res.body.data.booking_ids].sort());
    const agency = await outboxFor(env().AGENCY_INBOX);
    expect(agency.length).toBe(inboxBefore + 1);
    expect(agency[0].text).toContain("Ava Stone");
    expect(agency[0].text).toContain("Noor Haddad");
    const receipts = await outboxFor(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain("Ava Stone and Noor Haddad");
    const detail = (await call(adminOne.GET, `/api/v1/admin/packages/${id}`, { bearer: admin, params: { id: String(id) } })).body.data;
    expect(detail.talents.map((t: { selected: boolean }) => t.selected)).toEqual([true, false, true]);
    expect(detail.bookings).toHaveLength(2);
    expect(detail.selected_at).not.toBeNull();
    // The admin's booking says which package it came from; a request from the booking form says none.
    const booking = await call(adminBooking.GET, `/api/v1/admin/bookings/${rows[0].id}`, { bearer: admin, params: { id: String(rows[0].id) } });
    expect(booking.body.data.booking.package).toEqual({ id, title: detail.title });
    const listed = await call(adminBookings.GET, "/api/v1/admin/bookings?limit=100", { bearer: admin });
    const mine = listed.body.data.bookings.filter((b: { id: number }) => res.body.data.booking_ids.includes(b.id));
    expect(mine.map((b: { package: unknown }) => b.package)).toEqual([{ id, title: detail.title }, { id, title: detail.title }]);
  });

  it("checks the booking form's rules with its messages, and creates nothing on a 422", async () => {
    const { id, token } = await makePackage();
    const res = await choose(token, { talent_profile_ids: [], project_date: "2001-01-01", budget_range: "a lot", purpose: "fun" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      talent_profile_ids: [packageMessages.selection],
      project_date: [bookingMessages.dateTooEarly],
      budget_range: [bookingMessages.budget],
      purpose: [bookingMessages.purpose],
    });
    expect(await db().select().from(bookings).where(eq(bookings.packageId, id))).toHaveLength(0);
  });

  it("is one transaction: a talent outside the package fails the whole selection, nothing created", async () => {
    const outsider = (await createTalent(db(), { profile: { stageName: "Not In It" } })).profile.id;
    const { id, token } = await makePackage({ talents: [{ talent_profile_id: talentIds[0] }, { talent_profile_id: talentIds[1] }] });
    const res = await choose(token, selectionBody([talentIds[0], outsider]));
    expect(res.status).toBe(422);
    expect(res.body.errors.talent_profile_ids).toEqual([TALENT_UNAVAILABLE]);
    expect(await db().select().from(bookings).where(eq(bookings.packageId, id))).toHaveLength(0);
  });

  it("a talent hidden since leaves the package page and cannot be selected (nothing created)", async () => {
    const { id, token } = await makePackage();
    await db().update(users).set({ status: "hidden" }).where(eq(users.id, hiddenLaterUserId));
    try {
      const page = await read(token);
      expect(page.body.data.talents.map((t: { talent_profile_id: number }) => t.talent_profile_id)).toEqual(talentIds.slice(0, 2));
      const res = await choose(token, selectionBody([talentIds[0], talentIds[2]]));
      expect(res.status).toBe(422);
      expect(await db().select().from(bookings).where(eq(bookings.packageId, id))).toHaveLength(0);
      expect((await view(token, { talent_profile_id: talentIds[2] })).body.data).toEqual({ counted: false });
    } finally {
      await db().update(users).set({ status: "active" }).where(eq(users.id, hiddenLaterUserId));
    }
  });

  it("50 concurrent selections on one package create exactly the bookings asked for", async () => {
    const { id, token } = await makePackage();
    await db().delete(rateLimits);
    const asks = Array.from({ length: 50 }, (_, i) => talentIds.slice(0, 1 + (i % 3)));
    const results = await Promise.all(asks.map((ids, i) => choose(token, selectionBody(ids), `198.51.100.${i + 10}`)));
    expect(results.map((r) => r.status)).toEqual(asks.map(() => 201));
    const rows = await db().select().from(bookings).where(eq(bookings.packageId, id));
    expect(rows).toHaveLength(asks.reduce((sum, ids) => sum + ids.length, 0));
    const created = results.flatMap((r) => r.body.data.booking_ids as number[]);
    expect(new Set(created).size).toBe(created.length);
    expect(rows.map((b) => b.id).sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
  });

  it("is rate-limited per address", async () => {
    const { token } = await makePackage();
    await db().delete(rateLimits);
    const ip = "203.0.113.99";
    for (let i = 0; i < PACKAGE_SELECTION_LIMIT.max; i++) expect((await choose(token, selectionBody([talentIds[0]]), ip)).status).toBe(201);
    const refused = await choose(token, selectionBody([talentIds[0]]), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as remove, GET as getOne } from "@/app/api/v1/admin/bookings/[id]/route";
import { PUT as setStatus } from "@/app/api/v1/admin/bookings/[id]/status/route";
import { GET as list } from "@/app/api/v1/admin/bookings/route";
import { createAdmin, createBooking, createTalent } from "@/db/factories";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let admin: string;
let profileId: number;
let otherProfileId: number;

beforeAll(async () => {
  const user = await createAdmin(db());
  admin = (await createSession(user.id)).token;
  const talent = await createTalent(db(), { name: "Kaia Nakamura", phone: "+81355551234", profileImageUrl: "/demo/k.jpg", profile: { stageName: "Kaia N." } });
  profileId = talent.profile.id;
  otherProfileId = (await createTalent(db(), { profile: { stageName: "Someone Else" } })).profile.id;
  await createBooking(db(), { talentProfileId: profileId, clientName: "Acme Studios", projectType: "runway", status: "pending" });
  await createBooking(db(), { talentProfileId: profileId, clientName: "Blue Label", projectType: "photoshoot", status: "completed" });
  await createBooking(db(), { talentProfileId: otherProfileId, clientName: "Cobalt Media", projectType: "event", status: "confirmed", budgetMin: null, budgetMax: null });
});

describe("GET /admin/bookings", () => {
  it("answers data.bookings with totals and per-status counts, newest first", async () => {
    const res = await call(list, "/api/v1/admin/bookings", { bearer: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, last_page: 1, counts: { all: 3, pending: 1, confirmed: 1, completed: 1, cancelled: 0 } });
    expect(res.body.data.bookings.map((b: { client_name: string }) => b.client_name)).toEqual(["Cobalt Media", "Blue Label", "Acme Studios"]);
    expect(res.body.data.bookings[2]).toMatchObject({
      project_type: "runway",
      status: "pending",
      budget_min: 1000,
      budget_max: 5000,
      talent_profile: { id: profileId, stage_name: "Kaia N.", user: { phone: "+81355551234", profile_image_url: "/demo/k.jpg" } },
    });
  });

  it("filters by status and talent, and searches client, stage name and project type case-insensitively", async () => {
    const names = async (query: Record<string, string | number>) =>
      (await call(list, "/api/v1/admin/bookings", { bearer: admin, query })).body.data.bookings.map((b: { client_name: string }) => b.client_name).sort();
    expect(await names({ status: "completed" })).toEqual(["Blue Label"]);
    expect(await names({ status: "all" })).toHaveLength(3);
    expect(await names({ talentId: profileId })).toEqual(["Acme Studios", "Blue Label"]);
    expect(await names({ search: "acme" })).toEqual(["Acme Studios"]);
    expect(await names({ search: "KAIA" })).toEqual(["Acme Studios", "Blue Label"]);
    expect(await names({ search: "EVENT" })).toEqual(["Cobalt Media"]);
    expect(await names({ search: "100%_" })).toEqual([]);
    expect((await call(list, "/api/v1/admin/bookings", { bearer: admin, query: { status: "lost" } })).status).toBe(422);
  });
});

describe("one booking", () => {
  it("GET answers data.booking, 404 when unknown", async () => {
    const booking = await createBooking(db(), { talentProfileId: profileId, clientName: "Detail Co", requirements: "Two looks" });
    const res = await call(getOne, `/api/v1/admin/bookings/${booking.id}`, { bearer: admin, params: { id: String(booking.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ id: booking.id, client_name: "Detail Co", requirements: "Two looks", talent_profile: { stage_name: "Kaia N." } });
    expect((await call(getOne, "/api/v1/admin/bookings/999999", { bearer: admin, params: { id: "999999" } })).status).toBe(404);
  });

  it("PUT status walks the machine and answers 409 to a move it does not allow", async () => {
    const booking = await createBooking(db(), { talentProfileId: profileId });
    const put = (status: string) =>
      call(setStatus, `/api/v1/admin/bookings/${booking.id}/status`, { method: "PUT", bearer: admin, params: { id: String(booking.id) }, body: { status } });
    expect((await put("completed")).status).toBe(409);
    const confirmed = await put("confirmed");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, message: "Booking status changed to confirmed.", data: { booking: { status: "confirmed" } } });
    expect((await put("cancelled")).status).toBe(409);
    expect((await put("completed")).status).toBe(200);
    const again = await put("pending");
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect((await put("finished")).status).toBe(422);
  });

  it("DELETE removes the booking", async () => {
    const booking = await createBooking(db(), { talentProfileId: profileId });
    const res = await call(remove, `/api/v1/admin/bookings/${booking.id}`, { method: "DELETE", bearer: admin, params: { id: String(booking.id) } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Booking deleted successfully.");
    expect((await call(getOne, `/api/v1/admin/bookings/${booking.id}`, { bearer: admin, params: { id: String(booking.id) } })).status).toBe(404);
  });
});

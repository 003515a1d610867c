import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as inquiry from "@/app/api/v1/shortlist/inquiry/route";
import { createTalent } from "@/db/factories";
import { bookings } from "@/db/schema";
import { parseShortlistIds, SHORTLIST_MAX, shortlistMessages } from "@/lib/domain/shortlist";
import { outboxFor } from "@/lib/email";
import { env } from "@/lib/env";
import { TALENT_UNAVAILABLE } from "@/lib/services/jobs/bookings";
import { clear } from "@/lib/services/platform/rate-limit";
import { SHORTLIST_INQUIRY_LIMIT } from "@/lib/services/packages/shortlist";
import { listTalentCardsByIds } from "@/lib/services/talents/talents";
import { budgetRanges, purposes } from "@/lib/domain/booking";
import { bookingMessages } from "@/lib/validation/booking";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let active: number[];
let hidden: number;
let pending: number;

beforeAll(async () => {
  const talents = await Promise.all(["Ada Lane", "Bea Moss", "Cleo Hart"].map((stageName) => createTalent(db(), { profile: { stageName }, media: 2 })));
  active = talents.map((t) => t.profile.id);
  hidden = (await createTalent(db(), { status: "hidden", profile: { stageName: "Hidden One" } })).profile.id;
  pending = (await createTalent(db(), { status: "pending", profile: { stageName: "Pending One" } })).profile.id;
});

let ipCounter = 0;
/** Each request from its own address, so the rate limit only applies where a test means it to. */
const send = (body: unknown, ip = `10.7.0.${++ipCounter}`) =>
  call(inquiry.POST, "/api/v1/shortlist/inquiry", { method: "POST", body, headers: { "x-forwarded-for": ip } });

let n = 0;
const payload = (ids: number[], over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    talent_profile_ids: ids,
    client_name: "Jane Client",
    client_email: `visitor-${n}@studio.test`,
    client_phone: "+12125550100",
    company_name: "Studio North",
    project_date: null,
    budget_range: budgetRanges[2].label,
    purpose: purposes[3].label,
    notes: "Lookbook, two days in May",
    ...over,
  };
};

describe("POST /shortlist/inquiry", () => {
  it("creates one pending booking per talent and mails the agency once and the visitor once", async () => {
    const body = payload([active[0], active[2], active[0]]);
    const agencyBefore = (await outboxFor(env().AGENCY_INBOX)).length;
    const res = await send(body);
    expect(res.status).toBe(201);
    const created = res.body.data.bookings as { id: number; reference: string; talent_profile_id: number; talent_name: string }[];
    expect(created.map((b) => b.talent_profile_id).sort()).toEqual([active[0], active[2]].sort());
    expect(created.map((b) => b.talent_name).sort()).toEqual(["Ada Lane", "Cleo Hart"]);

    const rows = await db().select().from(bookings).where(inArray(bookings.id, created.map((b) => b.id)));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.clientEmail).toBe(body.client_email);
      expect(row.clientPhone).toBe("+12125550100");
      expect(row.companyName).toBe("Studio North");
      expect(row.projectType).toBe("campaign");
      expect([row.budgetMin, row.budgetMax]).toEqual([10000, 25000]);
      expect(row.packageId).toBeNull();
    }

    const agency = await outboxFor(env().AGENCY_INBOX);
    expect(agency.length - agencyBefore).toBe(1);
    expect(agency[0].text).toContain("Shortlist");
    for (const b of created) expect(agency[0].text).toContain(`#${b.id}`);
    expect(await outboxFor(body.client_email)).toHaveLength(1);
  });

  it("refuses the whole inquiry when a talent is hidden, pending or unknown: 422 on the field, nothing created", async () => {
    for (const id of [hidden, pending, 999_999]) {
      const body = payload([active[1], id]);
      const res = await send(body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ talent_profile_ids: [TALENT_UNAVAILABLE] });
      expect(await db().select().from(bookings).where(eq(bookings.clientEmail, body.client_email))).toHaveLength(0);
      expect(await outboxFor(body.client_email)).toHaveLength(0);
    }
  });

  it("answers bad input with 422 and the booking form's messages", async () => {
    const res = await send(
      payload([], { client_name: " ", client_email: "nope", client_phone: "12", budget_range: "$1", purpose: "Party", project_date: "2020-01-01" }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      talent_profile_ids: [shortlistMessages.empty],
      client_name: [bookingMessages.fullName],
      client_email: [bookingMessages.email],
      client_phone: [bookingMessages.phone],
      budget_range: [bookingMessages.budget],
      purpose: [bookingMessages.purpose],
      project_date: [bookingMessages.dateTooEarly],
    });
    const tooMany = await send(payload(Array.from({ length: SHORTLIST_MAX + 1 }, (_, i) => i + 1)));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.talent_profile_ids).toEqual([shortlistMessages.tooMany]);
    const notAnId = await send({ ...payload([]), talent_profile_ids: ["x"] });
    expect(notAnId.status).toBe(422);
    expect(Object.keys(notAnId.body.errors)).toEqual([expect.stringMatching(/^talent_profile_ids/)]);
  });

  it("limits inquiries per address", async () => {
    const ip = "10.7.9.9";
    await clear(`shortlist:ip:${ip}`);
    for (let i = 0; i < SHORTLIST_INQUIRY_LIMIT.max; i++) expect((await send(payload([active[1]]), ip)).status).toBe(201);
    const refused = await send(payload([active[1]]), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await send(payload([active[1]]), "10.7.9.10")).status).toBe(201);
  }, 60_000);
});

describe("the shortlist page's reads", () => {
  it("shows the active talents of the ids in their order and leaves the others out", async () => {
    const cards = await listTalentCardsByIds([active[2], hidden, pending, 999_999, active[0]]);
    expect(cards.map((c) => c.id)).toEqual([active[2], active[0]]);
    expect(cards[0].stage_name).toBe("Cleo Hart");
    expect(cards[0].image_url).toBeTruthy();
  });

  it("reads ids from the URL: numbers only, each once, at most 50", () => {
    expect(parseShortlistIds("3,8,,x,8,-1,0,12, 4 ")).toEqual([3, 8, 12, 4]);
    expect(parseShortlistIds("99999999999")).toEqual([]);
    expect(parseShortlistIds(Array.from({ length: 80 }, (_, i) => i + 1).join(","))).toHaveLength(SHORTLIST_MAX);
    expect(parseShortlistIds(null)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createTalent, createTalents } from "@/db/factories";
import { availabilityBlocks } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { at, challengeLine, newJob, place, releaseLine } from "@/test/jobs";
import { createSession } from "@/lib/services/accounts/sessions";
import { talentDaysOn } from "./talent-days";

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
});

const HOUR = 3_600_000;

describe("talentDaysOn", () => {
  it("reads lines at the instant given: an option past its expiry or its challenge deadline no longer holds the day", async () => {
    const t = (await createTalent(db(), {})).profile.id;
    const job = await newJob(admin);
    const soon = new Date(Date.now() + HOUR).toISOString();
    await place(admin, job.id, { talent_profile_id: t, starts_at: at(10, 9), ends_at: at(10, 18), option_expires_at: soon });
    await place(admin, job.id, { talent_profile_id: t, starts_at: at(10, 9), ends_at: at(10, 18) });
    expect((await talentDaysOn(db(), [t], "2031-03-10")).get(t)).toEqual({ state: "option", rank: 1, options: 2, block_kind: null });
    // Two hours on, the first option has expired: the other leads alone.
    const later = new Date(Date.now() + 2 * HOUR);
    expect((await talentDaysOn(db(), [t], "2031-03-10", later)).get(t)).toEqual({ state: "option", rank: 1, options: 1, block_kind: null });
    // A challenge's deadline passed reads as released, as the board and the confirm check read it.
    const u = (await createTalent(db(), {})).profile.id;
    await place(admin, job.id, { talent_profile_id: u, starts_at: at(11, 9), ends_at: at(11, 18) });
    const behind = (await place(admin, job.id, { talent_profile_id: u, starts_at: at(11, 9), ends_at: at(11, 12) })).body.data.line;
    expect((await challengeLine(admin, behind.id)).status).toBe(200);
    expect((await talentDaysOn(db(), [u], "2031-03-11")).get(u)).toMatchObject({ state: "option", options: 2 });
    expect((await talentDaysOn(db(), [u], "2031-03-11", new Date(Date.now() + 25 * HOUR))).get(u)).toMatchObject({ state: "option", rank: 1, options: 1 });
    // A released line is gone at once.
    expect((await releaseLine(admin, behind.id)).status).toBe(200);
    expect((await talentDaysOn(db(), [u], "2031-03-11")).get(u)).toMatchObject({ options: 1 });
  });

  it("answers every talent of a page at once, free where nothing holds the day; a block wins over an option", async () => {
    const talents = (await createTalents(db(), Array.from({ length: 50 }, () => ({})))).map((c) => c.profile.id);
    const job = await newJob(admin);
    await place(admin, job.id, { talent_profile_id: talents[3], starts_at: at(13, 3), ends_at: at(13, 6) }); // 11 PM to 2 AM in New York (the agency's clock)
    await db().insert(availabilityBlocks).values({ talentProfileId: talents[3], startsOn: "2031-03-13", endsOn: "2031-03-13", kind: "unavailable" });
    const days = await talentDaysOn(db(), talents, "2031-03-13");
    expect(days.size).toBe(50);
    // Issue 39: the 1st option under the block still shows its rank.
    expect(days.get(talents[3])).toEqual({ state: "blocked", rank: 1, options: 1, block_kind: "unavailable" });
    expect([...days.values()].filter((d) => d.state === "free")).toHaveLength(49);
    expect((await talentDaysOn(db(), talents, "2031-03-12")).get(talents[3])).toMatchObject({ state: "option", rank: 1 });
    expect(await talentDaysOn(db(), [], "2031-03-12")).toEqual(new Map());
  });
});

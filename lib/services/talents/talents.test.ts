import { describe, expect, it } from "vitest";
import { createTalent, createTalents } from "@/db/factories";
import { useTestDb } from "@/test/db";
import { boardHeightRange, countListing, getPublicTalent, LISTING_PAGE_SIZE, listNewFaces, listPublicTalentIds, listTalentCards, portfolioOf } from "./talents";

const db = useTestDb();

describe("talent cards and profiles", () => {
  it("shows the profile image, else the first gallery photo, else nothing (the page's placeholder), with blurs", async () => {
    await createTalent(db(), {
      profileImageUrl: "/p/own.jpg",
      media: [{ fileUrl: "/p/own.jpg", blurDataUrl: "data:own" }, { fileUrl: "/p/second.jpg" }],
      profile: { stageName: "Ana One", category: "male" },
    });
    await createTalent(db(), {
      profileImageUrl: null,
      media: [{ fileUrl: "/p/gallery-first.jpg", blurDataUrl: "data:first" }, { fileUrl: "/p/gallery-2.jpg" }],
      profile: { stageName: "Ben Two", category: "male" },
    });
    await createTalent(db(), { profileImageUrl: null, profile: { stageName: "Cy Three", category: "male" } });
    const cards = await listTalentCards("male");
    expect(cards.data.map((c) => [c.stage_name, c.image_url, c.blur_data_url])).toEqual([
      ["Ana One", "/p/own.jpg", "data:own"],
      ["Ben Two", "/p/gallery-first.jpg", "data:first"],
      ["Cy Three", null, null],
    ]);
    expect((await listTalentCards("male", "b")).data.map((c) => c.stage_name)).toEqual(["Ben Two"]);
    // The hover photo is the next one that is not the card's own; a talent with one photo or none has no hover.
    expect(cards.data.map((c) => c.hover_image_url)).toEqual(["/p/second.jpg", "/p/gallery-2.jpg", null]);
  });

  it("gives each card its height and lists the New Faces staff chose, public ones only, in their order", async () => {
    await createTalent(db(), { profile: { stageName: "Old Face", category: "teen", heightCm: 171, newFacePosition: 2 } });
    await createTalent(db(), { status: "hidden", profile: { stageName: "Hidden Face", category: "teen", newFacePosition: 1 } });
    await createTalent(db(), { profile: { stageName: "Unchosen Face", category: "female" } });
    await createTalent(db(), { profile: { stageName: "New Face", category: "influencer", heightCm: 183, newFacePosition: 1 } });
    const board = await listNewFaces(10);
    expect(board.map((c) => [c.stage_name, c.height_cm])).toEqual([
      ["New Face", 183],
      ["Old Face", 171],
    ]);
  });

  it("gives a board's shortest and tallest public talent, which bound its height filter", async () => {
    expect(await boardHeightRange("female")).toBeNull();
    await createTalent(db(), { profile: { stageName: "Tall", category: "female", heightCm: 184 } });
    await createTalent(db(), { profile: { stageName: "Short", category: "female", heightCm: 168 } });
    await createTalent(db(), { profile: { stageName: "No Height", category: "female", heightCm: null } });
    // Neither a hidden talent nor another board counts.
    await createTalent(db(), { status: "hidden", profile: { stageName: "Hidden", category: "female", heightCm: 150 } });
    await createTalent(db(), { profile: { stageName: "Other Board", category: "male", heightCm: 196 } });
    expect(await boardHeightRange("female")).toEqual({ low: 168, high: 184 });
  });

  it("puts the profile image first in the portfolio without repeating it", async () => {
    const { profile } = await createTalent(db(), {
      profileImageUrl: "/q/b.jpg",
      media: [{ fileUrl: "/q/a.jpg" }, { fileUrl: "/q/b.jpg", blurDataUrl: "data:b" }, { fileUrl: "/q/c.jpg" }],
    });
    const talent = (await getPublicTalent(profile.id))!;
    expect(portfolioOf(talent).map((m) => m.file_url)).toEqual(["/q/b.jpg", "/q/a.jpg", "/q/c.jpg"]);
    expect(talent.user.profile_image_blur).toBe("data:b");
    const uploaded = { ...talent, user: { ...talent.user, profile_image_url: "/q/elsewhere.jpg" } };
    expect(portfolioOf(uploaded).map((m) => m.file_url)).toEqual(["/q/elsewhere.jpg", "/q/a.jpg", "/q/b.jpg", "/q/c.jpg"]);
  });

  it("lists only active talent for the sitemap, and rejects ids that cannot exist", async () => {
    const hidden = await createTalent(db(), { status: "hidden" });
    const ids = (await listPublicTalentIds()).map((t) => t.id);
    expect(ids).not.toContain(hidden.profile.id);
    expect(await getPublicTalent(hidden.profile.id)).toBeNull();
    expect(await getPublicTalent(0)).toBeNull();
    expect(await getPublicTalent(Number.NaN)).toBeNull();
  });
});

describe("listing pages (issue 38: everyone is listed)", () => {
  it("puts the 101st talent of a listing on page 2, with the true total, and every one of them in the sitemap's list", async () => {
    // 101 public influencers named Zed 000 .. Zed 100 (after the ones other tests made), and one hidden that no page shows.
    const before = await countListing("influencer");
    const made = await createTalents(
      db(),
      Array.from({ length: 101 }, (_, i) => ({ profile: { stageName: `Zed ${String(i).padStart(3, "0")}`, category: "influencer" as const } })),
    );
    await createTalent(db(), { status: "hidden", profile: { stageName: "Zed hidden", category: "influencer" } });
    const first = await listTalentCards("influencer");
    expect(first.data).toHaveLength(LISTING_PAGE_SIZE);
    expect(first).toMatchObject({ total: before + 101, page: 1, last_page: 2 });
    const second = await listTalentCards("influencer", undefined, 2);
    expect(second.data.at(-1)?.stage_name).toBe("Zed 100");
    expect(new Set([...first.data, ...second.data].map((c) => c.id)).size).toBe(before + 101);
    expect(await countListing("influencer")).toBe(before + 101);
    expect((await listTalentCards("influencer", "z", 2)).data.map((c) => c.stage_name)).toEqual(["Zed 100"]);
    const ids = new Set((await listPublicTalentIds()).map((t) => t.id));
    expect(made.every((t) => ids.has(t.profile.id))).toBe(true);
  });
});

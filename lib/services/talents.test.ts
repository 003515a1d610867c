import { describe, expect, it } from "vitest";
import { createTalent } from "@/db/factories";
import { useTestDb } from "@/test/db";
import { boardHeightRange, getPublicTalent, listNewFaces, listPublicTalentIds, listTalentCards, portfolioOf } from "./talents";

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

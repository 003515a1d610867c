import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "@/db/migrate";
import { talentProfiles } from "@/db/schema";
import { createTalent } from "@/db/factories";
import { useTestDb } from "@/test/db";
import { eyeColorChoices, eyeColorKeyOf, hairColorChoices, hairColorKeyOf, type EyeColorKey, type HairColorKey } from "./colors";

const hair: [string | null, HairColorKey | null][] = [
  ["Blonde", "blonde"],
  ["Blond", "blonde"],
  ["blonde", "blonde"],
  ["dark blonde", "blonde"],
  ["Dark Blond", "blonde"],
  ["Strawberry blonde", "blonde"],
  ["platinum", "blonde"],
  ["Fair", "blonde"],
  ["Brown", "brown"],
  ["light brown", "brown"],
  ["Brunette", "brown"],
  ["Chestnut", "brown"],
  ["brown with blonde highlights", "brown"],
  ["Black", "black"],
  ["jet-black", "black"],
  ["Raven", "black"],
  ["Red", "red"],
  ["Auburn", "red"],
  ["ginger", "red"],
  ["Redhead", "red"],
  ["Copper", "red"],
  ["Grey", "grey"],
  ["gray", "grey"],
  ["Salt and pepper", "grey"],
  ["Silver", "grey"],
  ["White", "grey"],
  ["Bald", "bald"],
  ["shaved", "bald"],
  ["Pink", "other"],
  ["dyed teal", "other"],
  ["Reddish", "other"],
  ["  ", null],
  ["", null],
  [null, null],
];

const eyes: [string | null, EyeColorKey | null][] = [
  ["Blue", "blue"],
  ["light blue", "blue"],
  ["Dark Blue", "blue"],
  ["blue-green", "blue"],
  ["Green", "green"],
  ["green/hazel", "green"],
  ["Emerald", "green"],
  ["Brown", "brown"],
  ["dark brown", "brown"],
  ["Black", "brown"],
  ["Hazel", "hazel"],
  ["amber", "hazel"],
  ["Grey", "grey"],
  ["Gray-blue", "grey"],
  ["Violet", "other"],
  ["heterochromia", "other"],
  ["", null],
  [null, null],
];

describe("hairColorKeyOf", () => {
  it.each(hair)("reads %j as %s", (text, key) => expect(hairColorKeyOf(text)).toBe(key));
});

describe("eyeColorKeyOf", () => {
  it.each(eyes)("reads %j as %s", (text, key) => expect(eyeColorKeyOf(text)).toBe(key));
});

describe("the forms' suggested spellings", () => {
  it("each read as a palette colour, never other", () => {
    for (const c of hairColorChoices) expect([c, hairColorKeyOf(c)]).not.toEqual([c, "other"]);
    for (const c of eyeColorChoices) expect([c, eyeColorKeyOf(c)]).not.toEqual([c, "other"]);
    expect(hairColorKeyOf("White")).toBe("grey");
    expect(eyeColorKeyOf("Amber")).toBe("hazel");
  });
});

describe("the migration's backfill", () => {
  const db = useTestDb();

  /** The UPDATE statements of the migration that added the keys, as they ran on existing rows. */
  function backfillStatements(): string[] {
    const file = readdirSync(migrationsFolder).find((f) => /^0001_.*\.sql$/.test(f));
    if (!file) throw new Error("no 0001 migration");
    return readFileSync(path.join(migrationsFolder, file), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => /^\s*(--.*\n)*\s*UPDATE "talent_profiles"/.test(s));
  }

  it("gives every spelling the key the TypeScript normalizer gives", async () => {
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    const rows = Math.max(hair.length, eyes.length);
    const ids: number[] = [];
    for (let i = 0; i < rows; i++) {
      const { profile } = await createTalent(db(), { profile: { hairColor: hair[i]?.[0] ?? null, eyeColor: eyes[i]?.[0] ?? null } });
      ids.push(profile.id);
    }
    await db().update(talentProfiles).set({ hairColorKey: null, eyeColorKey: null });
    for (const statement of statements) await db().execute(sql.raw(statement));
    const stored = await db().select({ id: talentProfiles.id, hair: talentProfiles.hairColor, hairKey: talentProfiles.hairColorKey, eyes: talentProfiles.eyeColor, eyeKey: talentProfiles.eyeColorKey }).from(talentProfiles);
    const byId = new Map(stored.map((r) => [r.id, r]));
    ids.forEach((id, i) => {
      const row = byId.get(id);
      expect({ text: row?.hair, key: row?.hairKey }).toEqual({ text: hair[i]?.[0] ?? null, key: hairColorKeyOf(hair[i]?.[0]) });
      expect({ text: row?.eyes, key: row?.eyeKey }).toEqual({ text: eyes[i]?.[0] ?? null, key: eyeColorKeyOf(eyes[i]?.[0]) });
    });
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableConfig, integer, pgTable, PgTable, serial } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { NOT_PERSONAL_DATA_OF_TALENTS, PERSONAL_DATA } from "./privacy-registry";

/** The tables whose rows can name a talent by id: a foreign key to `users` or `talent_profiles`. */
const PERSON_TABLES = new Set(["users", "talent_profiles"]);

function tablesOf(module: Record<string, unknown>): PgTable[] {
  return Object.values(module).filter((v): v is PgTable => v instanceof PgTable);
}

/** Tables pointing at a person that the registry neither lists nor exempts, with the columns that point. */
function unlisted(tables: PgTable[]): string[] {
  const known = new Set([...PERSONAL_DATA.map((e) => e.table), ...NOT_PERSONAL_DATA_OF_TALENTS.map((e) => e.table)]);
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    const pointing = config.foreignKeys
      .map((fk) => fk.reference())
      .filter((ref) => PERSON_TABLES.has(getTableConfig(ref.foreignTable).name))
      .map((ref) => `${config.name}.${ref.columns.map((c) => c.name).join(",")}`);
    return pointing.length && !known.has(table) ? pointing : [];
  });
}

describe("the registry of personal data", () => {
  it("lists (or exempts with a reason) every table with a foreign key to users or talent_profiles", () => {
    const missing = unlisted(tablesOf(schema));
    expect(missing, `add these to PERSONAL_DATA (or NOT_PERSONAL_DATA_OF_TALENTS with why) in lib/services/privacy-registry.ts:\n${missing.join("\n")}`).toEqual([]);
  });

  it("fails for a new table that points at a talent and is not listed", () => {
    const talentNotes = pgTable("talent_notes", { id: serial("id").primaryKey(), talentProfileId: integer("talent_profile_id").references(() => schema.talentProfiles.id) });
    expect(unlisted([...tablesOf(schema), talentNotes])).toEqual(["talent_notes.talent_profile_id"]);
  });

  it("names each table once, an owner column of the table itself, and a reason and a period for what it keeps", () => {
    const names = PERSONAL_DATA.map((e) => getTableConfig(e.table).name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of PERSONAL_DATA) {
      const name = getTableConfig(entry.table).name;
      if (entry.owner) expect(Object.values(getTableConfig(entry.table).columns), name).toContain(entry.owner.column);
      if (entry.erasure.do === "keep") expect(entry.erasure.why.length && entry.erasure.period.length, name).toBeTruthy();
      if ("no" in entry.export) expect(entry.export.no.length, name).toBeGreaterThan(0);
    }
    for (const { why } of NOT_PERSONAL_DATA_OF_TALENTS) expect(why.length).toBeGreaterThan(0);
  });

  it("is written out in docs/privacy.md: every table, and every legal hold with its period", () => {
    const doc = readFileSync(path.join(process.cwd(), "docs/privacy.md"), "utf8");
    for (const entry of PERSONAL_DATA) {
      const name = getTableConfig(entry.table).name;
      expect(doc, name).toContain(`\`${name}\``);
      if (entry.erasure.do === "keep") expect(doc, `${name}: its period`).toContain(entry.erasure.period);
    }
  });
});

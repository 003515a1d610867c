/**
 * Prepares the data folder `npm run perf:pages` and `npm run bench:http` serve: the demo content (migrated and seeded
 * as `npm run dev` would) plus generated women's-board talents, so the listing measured holds PERF_LISTING_TALENTS
 * cards (default 46, the size issue 15 sets its goals for) rather than the demo's fourteen.
 *
 *   DATA_DIR=.data/perf npx tsx --conditions=react-server scripts/perf-roster.ts
 *
 * Run by the perf scripts before they start the server (PGlite is one process's at a time). Only for a throwaway
 * folder: it writes generated talent.
 */
import { and, count, eq } from "drizzle-orm";
import { closeDb, getDb, isEmbeddedDb } from "@/db/client";
import { createTalents, type TalentOverrides } from "@/db/factories";
import { talentProfiles, users } from "@/db/schema";

const TARGET = Number(process.env.PERF_LISTING_TALENTS ?? 46);

const firstNames = ["Alba", "Bianca", "Celine", "Dalia", "Esme", "Flora", "Greta", "Hana", "Iris", "Jade", "Kira", "Lucia", "Maren", "Nora", "Opal", "Paloma", "Romy", "Saskia", "Thea", "Vera"];
const lastNames = ["Achterberg", "Bellamy", "Castellanos", "Delacroix", "Eriksen", "Fontaine", "Galloway", "Hartmann", "Ishikawa", "Jovanovic"];

async function main() {
  process.env.SEED_ON_EMPTY = "true";
  const db = await getDb();
  if (!isEmbeddedDb()) throw new Error("perf-roster writes generated talent: run it on the embedded database of a throwaway DATA_DIR only.");
  const [{ n }] = await db
    .select({ n: count() })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(talentProfiles.category, "female"), eq(users.status, "active")));
  const missing = Math.max(0, TARGET - n);
  const list: TalentOverrides[] = Array.from({ length: missing }, (_, i) => {
    const name = `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}`;
    const heightCm = 170 + ((i * 7) % 14);
    return {
      name,
      email: `perf-${i}@example.test`,
      media: 2,
      profile: { category: "female", gender: "female", stageName: name, heightCm, height: `${heightCm} cm` },
    };
  });
  await createTalents(db, list);
  console.log(`Women's board: ${n} demo talents, ${missing} generated (${n + missing} in all).`);
}

main()
  .catch((err: unknown) => {
    console.error("perf-roster failed:", err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

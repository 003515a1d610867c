/**
 * Prepares the data folder `npm run perf:pages` and `npm run bench:http` serve: the demo content (migrated and seeded
 * as `npm run dev` would) plus generated women's-board talents, so the listing measured holds PERF_LISTING_TALENTS
 * cards (default 46, the size issue 15 sets its goals for) rather than the demo's fourteen.
 *
 *   DATA_DIR=.data/perf npx tsx --conditions=react-server scripts/perf-roster.ts
 *
 * With PERF_PRINT_PHOTOS=N (scripts/bench-pdf.mjs) each generated talent gets N photos the size of an upload
 * (1800 x 2700 WebP with film grain, written to the data folder's uploads) instead of two small demo portraits, so
 * that a comp card costs what a real one does.
 *
 * Run by the perf scripts before they start the server (PGlite is one process's at a time). Only for a throwaway
 * folder: it writes generated talent.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { closeDb, getDb, isEmbeddedDb } from "@/db/client";
import { seed, seedIfEmpty } from "@/db/seed";
import { createTalents, type TalentOverrides } from "@/db/factories";
import { talentProfiles, users } from "@/db/schema";
import { dataDir, env } from "@/lib/env";

const TARGET = Number(process.env.PERF_LISTING_TALENTS ?? 46);
const PRINT_PHOTOS = Number(process.env.PERF_PRINT_PHOTOS ?? 0);
const UPLOAD = { width: 1800, height: 2700 };

/** Upload-sized photos made from the demo portraits with grain (a real photo's detail), as stored uploads. */
async function printPhotos(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const key = `perf/print-${i + 1}.webp`;
      const portrait = path.resolve("public/demo/talents", `t${String((i % 28) + 1).padStart(2, "0")}.jpg`);
      const grain = await sharp({ create: { ...UPLOAD, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 24 } } })
        .png()
        .toBuffer();
      const bytes = await sharp(portrait).resize(UPLOAD.width, UPLOAD.height, { fit: "cover" }).composite([{ input: grain, blend: "soft-light" }]).webp({ quality: 82 }).toBuffer();
      mkdirSync(path.dirname(dataDir("uploads", key)), { recursive: true });
      writeFileSync(dataDir("uploads", key), bytes);
      return { fileUrl: `/api/v1/files/${key}`, ...UPLOAD };
    }),
  );
}

const firstNames = ["Alba", "Bianca", "Celine", "Dalia", "Esme", "Flora", "Greta", "Hana", "Iris", "Jade", "Kira", "Lucia", "Maren", "Nora", "Opal", "Paloma", "Romy", "Saskia", "Thea", "Vera"];
const lastNames = ["Achterberg", "Bellamy", "Castellanos", "Delacroix", "Eriksen", "Fontaine", "Galloway", "Hartmann", "Ishikawa", "Jovanovic"];

async function main() {
  const db = await getDb();
  if (isEmbeddedDb()) {
    await seedIfEmpty(db);
  } else {
    // A PostgreSQL database is seeded only on request: the perf scripts pass one they have just made (PERF_DATABASE_URL).
    if (!/\/perf\w*$/.test(new URL(env().DATABASE_URL ?? "").pathname)) {
      throw new Error("perf-roster writes generated talent: run it on a throwaway database (a DATA_DIR, or a PostgreSQL database named perf...).");
    }
    await seed(db);
  }
  const [{ n }] = await db
    .select({ n: count() })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(talentProfiles.category, "female"), eq(users.status, "active")));
  const missing = Math.max(0, TARGET - n);
  const photos = PRINT_PHOTOS > 0 ? await printPhotos(Math.max(PRINT_PHOTOS, 8)) : null;
  const list: TalentOverrides[] = Array.from({ length: missing }, (_, i) => {
    const name = `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}`;
    const heightCm = 170 + ((i * 7) % 14);
    return {
      name,
      email: `perf-${i}@example.test`,
      media: photos ? Array.from({ length: PRINT_PHOTOS }, (_, k) => photos[(i + k) % photos.length]) : 2,
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

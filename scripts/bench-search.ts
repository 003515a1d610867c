/**
 * Times the listing filters on 10,000 talents, at the database (EXPLAIN ANALYZE) and end to end through the service.
 *
 *   npx tsx --conditions=react-server scripts/bench-search.ts                  # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx --conditions=react-server scripts/bench-search.ts                # a throwaway database on that server
 *
 * The talents are inserted into a throwaway database (created and dropped here), never into `.data` or DATABASE_URL.
 * Each combination runs a few times after a warm-up; the figures are the median.
 */
import { randomBytes } from "node:crypto";
import { setDb, type Db } from "@/db/client";
import { createTalents, type TalentOverrides } from "@/db/factories";
import { runMigrations } from "@/db/migrate";
import * as schema from "@/db/schema";
import { pgliteExtensions } from "@/db/pglite-extensions";
import { hairColorKeys } from "@/lib/domain/colors";
import { searchTalentCards } from "@/lib/services/talents";
import type { ListingFilters } from "@/lib/validation/talents";

const TALENTS = Number(process.env.BENCH_TALENTS ?? 10_000);
const RUNS = process.env.BENCH_PLANS ? 1 : 5;

type Captured = { sql: string; params: unknown[] };
const captured: Captured[] = [];
const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };

interface Target {
  db: Db;
  explain: (sql: string, params: unknown[]) => Promise<number>;
  close: () => Promise<void>;
}

async function pglite(): Promise<Target> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  return {
    db,
    explain: async (sql, params) => {
      const res = await client.query<{ "QUERY PLAN": { "Execution Time": number }[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      if (process.env.BENCH_PLANS) {
        const text = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ANALYZE ${sql}`, params);
        console.log(text.rows.map((r) => r["QUERY PLAN"]).join("\n"));
      }
      return res.rows[0]["QUERY PLAN"][0]["Execution Time"];
    },
    close: () => client.close(),
  };
}

async function postgresServer(url: string): Promise<Target> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const name = `bench_search_${randomBytes(4).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const sql = postgres(target.toString(), { max: 5, onnotice: () => {} });
  const db = drizzle(sql, { schema, logger }) as unknown as Db;
  return {
    db,
    explain: async (text, params) => {
      const rows = await sql.unsafe(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params as never[]);
      const plan = rows[0]["QUERY PLAN"] as { "Execution Time": number }[];
      if (process.env.BENCH_PLANS) {
        const lines = await sql.unsafe(`EXPLAIN ANALYZE ${text}`, params as never[]);
        console.log(lines.map((r) => r["QUERY PLAN"]).join("\n"));
      }
      return plan[0]["Execution Time"];
    },
    close: async () => {
      await sql.end();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A deterministic spread of talents: four categories, heights 150-200 cm in mixed spellings, colours, followers, photos. */
function talent(i: number): TalentOverrides {
  const r = (n: number) => ((i * 2_654_435_761) >>> 0) % n;
  const cm = 150 + (r(51) + i) % 51;
  const inches = Math.round(cm / 2.54);
  const height = i % 3 === 0 ? `${Math.floor(inches / 12)}'${inches % 12}"` : i % 3 === 1 ? `${cm} cm` : `${(cm / 100).toFixed(2).replace(".", ",")} m`;
  const hair = hairColorKeys[i % hairColorKeys.length];
  const eyes = ["Blue", "Green", "Brown", "Hazel", "Grey", "Dark brown"][(i >> 2) % 6];
  const followers = (i * 7919) % 1_000_000;
  return {
    name: `Bench ${i.toString(36)}`,
    status: i % 10 === 0 ? "pending" : "active",
    profile: {
      category: (["female", "male", "influencer", "teen"] as const)[i % 4],
      stageName: `${String.fromCharCode(65 + (i % 26))}${i.toString(36)} Bench`,
      height,
      hairColor: hair === "other" ? "Pink" : hair,
      eyeColor: eyes,
      createdAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
    },
    social: i % 5 === 4 ? [] : [{ platform: i % 2 ? "instagram" : "tiktok", followers }],
    // Three photos each; every fourth talent has no profile image, so the card falls back to the gallery.
    media: Array.from({ length: 3 }, (_, k) => ({ fileUrl: `/bench/${i}-${k}.jpg`, blurDataUrl: "data:image/jpeg;base64,AAA" })),
    ...(i % 4 === 3 ? { profileImageUrl: null } : {}),
  };
}

const combinations: [string, ListingFilters][] = [
  ["unfiltered, by name", { sort: "name" }],
  ["height range", { height_min: 170, height_max: 185, sort: "name" }],
  ["height + hair + eyes", { height_min: 170, height_max: 185, hair: "blonde", eyes: "green", sort: "name" }],
  ["followers >= 10,000, most followed", { followers_min: 10_000, sort: "followers" }],
  ["all filters, by height", { height_min: 165, height_max: 190, hair: "brown", eyes: "brown", followers_min: 50_000, sort: "height" }],
  ["letter + hair, newest", { letter: "M", hair: "black", sort: "newest" }],
  ["no match", { height_min: 249, sort: "name" }],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const target = url ? await postgresServer(url) : await pglite();
  const { db } = target;
  await runMigrations(db);
  setDb(db, target.close);
  const started = performance.now();
  for (let i = 0; i < TALENTS; i += 1_000) {
    await createTalents(db, Array.from({ length: Math.min(1_000, TALENTS - i) }, (_, k) => talent(i + k)));
  }
  await db.execute("ANALYZE");
  console.log(`${url ? "PostgreSQL" : "PGlite"}: ${TALENTS} talents inserted in ${Math.round(performance.now() - started)} ms`);
  console.log("combination | rows (of total) | list query ms (db) | count query ms (db) | service call ms (end to end)");
  for (const [label, filters] of combinations) {
    await searchTalentCards("female", filters); // warm-up
    const list: number[] = [];
    const counts: number[] = [];
    const calls: number[] = [];
    let shown = 0;
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      captured.length = 0;
      const t0 = performance.now();
      const page = await searchTalentCards("female", filters);
      calls.push(performance.now() - t0);
      shown = page.data.length;
      total = page.total;
      const [listQuery, countQuery] = [captured.find((q) => q.sql.includes("limit")), captured.find((q) => q.sql.includes("count("))];
      if (!listQuery || !countQuery) throw new Error("queries not captured");
      list.push(await target.explain(listQuery.sql, listQuery.params));
      counts.push(await target.explain(countQuery.sql, countQuery.params));
    }
    console.log(`${label} | ${shown} (${total}) | ${median(list).toFixed(2)} | ${median(counts).toFixed(2)} | ${median(calls).toFixed(2)}`);
  }
  await target.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run perf:bundle`: the gzipped first-load JavaScript of each public route, read from the build output
// (run `npm run build` first). Target: at most 140 KiB per route (an empty Next 16 page is about 132).
//
//   NEXT_DIST_DIR     the build folder (default .next)
//   ALL_ROUTES=1      list every route, not only the public ones
//
// Source: `<dist>/diagnostics/route-bundle-stats.json` (Next 16 writes each route's first-load chunks there). When
// it is missing, the chunks are gathered from the client reference manifests (`entryJSFiles`) plus the build
// manifest's root main files. Each chunk is gzipped (level 9) and counted once per route.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const LIMIT_KIB = 140;
const PUBLIC = [
  /^\/$/,
  /^\/home\//,
  /^\/\[listing\]/,
  /^\/talent\//,
  /^\/book-talent$/,
  /^\/contact$/,
  /^\/about$/,
  /^\/apply$/,
  /^\/blog/,
  /^\/(cookie-policy|privacy-policy|terms-conditions)$/,
  /^\/(register|pending-approval|login|forgot-password|reset-password)$/,
  /^\/booking\/confirmed$/,
  /^\/shortlist(\/sent)?$/,
];

if (!existsSync(path.join(distDir, "BUILD_ID"))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first (or set NEXT_DIST_DIR).`);
  process.exit(1);
}

const gzCache = new Map();
function gzipBytes(file) {
  if (!gzCache.has(file)) {
    const full = path.isAbsolute(file) ? file : path.resolve(file.startsWith(distDir) ? file : path.join(distDir, file));
    gzCache.set(file, existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0);
  }
  return gzCache.get(file);
}

/** Chunk paths per route, relative to the project (".next/static/chunks/x.js"). */
function routesFromStats() {
  const file = path.join(distDir, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(file)) return null;
  const stats = JSON.parse(readFileSync(file, "utf8"));
  return stats.map((s) => ({
    route: s.route,
    chunks: s.firstLoadChunkPaths.map((p) => p.replace(/^\.next\//, `${distDir}/`)),
  }));
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function routesFromManifests() {
  const build = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const root = [...(build.rootMainFiles ?? []), ...(build.polyfillFiles ?? []).filter((f) => !f.includes("nomodule"))];
  const appDir = path.join(distDir, "server", "app");
  return walk(appDir)
    .filter((f) => f.endsWith("page_client-reference-manifest.js"))
    .map((f) => {
      const source = readFileSync(f, "utf8");
      const json = JSON.parse(source.slice(source.indexOf("=") + 1).trim().replace(/;$/, ""));
      const manifest = Object.values(json)[0];
      const entry = Object.keys(manifest.entryJSFiles ?? {}).find((k) => k.endsWith("/page"));
      const route = "/" + path.relative(appDir, path.dirname(f)).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join("/");
      const files = new Set([...root, ...Object.values(manifest.entryJSFiles ?? {}).flat()]);
      void entry;
      return { route: route === "/" ? "/" : route.replace(/\/$/, ""), chunks: [...files].map((c) => path.join(distDir, c)) };
    });
}

const routes = routesFromStats() ?? routesFromManifests();
const rows = routes
  .filter((r) => process.env.ALL_ROUTES === "1" || PUBLIC.some((re) => re.test(r.route)))
  .map((r) => {
    const unique = [...new Set(r.chunks)];
    const gz = unique.reduce((sum, c) => sum + gzipBytes(c), 0);
    return { route: r.route, chunks: unique.length, "gzip KiB": Number((gz / 1024).toFixed(1)), ok: gz / 1024 <= LIMIT_KIB ? "yes" : "OVER" };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log(`First-load JavaScript per route, gzipped (level 9), from ${distDir}:`);
console.table(rows);
const over = rows.filter((r) => r.ok !== "yes");
console.log(over.length ? `Over ${LIMIT_KIB} KiB: ${over.map((r) => r.route).join(", ")}` : `Every route is within ${LIMIT_KIB} KiB.`);
process.exitCode = over.length ? 1 : 0;

import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AGENCY_NAME } from "@/lib/domain/brand";

/**
 * The one place that reads `process.env`. Everything optional switches a real driver on; without it the app runs
 * on its embedded defaults (PGlite, the outbox mail driver, local uploads).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  /** Next's build folder (next.config's distDir), where its image optimizer keeps resized copies (lib/storage/image-cache.ts). */
  NEXT_DIST_DIR: z.string().min(1).default(".next"),
  AUTH_SECRET: z.string().min(16).optional(),
  APP_URL: z.string().url().optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  EMAIL_FROM: z.string().min(3).default(`${AGENCY_NAME} <hello@example.com>`),
  AGENCY_INBOX: z.string().email().default("bookings@example.com"),
  UPLOADTHING_TOKEN: z.string().min(1).optional(),
  REDIS_URL: z.string().min(1).optional(),
  SEED_ON_EMPTY: z.enum(["true", "false"]).default("true"),
  /**
   * How many proxies in front of the app append to X-Forwarded-For (0: the app is reached directly and the client is
   * the socket's peer). See lib/api/client-ip.ts and docs/deployment.md.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Set by server.mjs, never by hand: the random request header that carries the socket's peer address. */
  PEER_ADDRESS_HEADER: z.string().regex(/^x-peer-address-[0-9a-f]{32}$/).optional(),
  /**
   * PDF rendering (comp cards, package PDFs; lib/pdf): worker threads, which is also how many render at once (one
   * leaves the second core of a two-core host to the event loop); how long a request over that cap waits for a
   * place before a 503; and the megabytes of finished PDFs kept under DATA_DIR/cache/pdf.
   */
  PDF_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  PDF_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  PDF_CACHE_MB: z.coerce.number().int().min(1).max(100_000).default(256),
  /**
   * Whether this server process also runs the background tasks (lib/tasks). "off" on web instances when workers run on
   * their own (`npm run queue:worker`, docs/deployment.md); the embedded database always runs them in-process.
   */
  QUEUE_WORKER: z.enum(["on", "off"]).default("on"),
  /** Test switch: exposes the dev outbox route in a production build for the browser tests. */
  E2E_OUTBOX: z.enum(["0", "1"]).default("0"),
  /** Test switch: the embedded mail driver takes this long per mail, as a real provider does (the crash test). */
  MAIL_LOG_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  INSTAGRAM_CLIENT_ID: z.string().optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().optional(),
  INSTAGRAM_AUTHORIZE_URL: z.string().url().optional(),
  INSTAGRAM_TOKEN_URL: z.string().url().optional(),
  INSTAGRAM_PROFILE_URL: z.string().url().optional(),
  INSTAGRAM_LONG_LIVED_URL: z.string().url().optional(),
  INSTAGRAM_REFRESH_URL: z.string().url().optional(),
  TIKTOK_CLIENT_ID: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  TIKTOK_AUTHORIZE_URL: z.string().url().optional(),
  TIKTOK_TOKEN_URL: z.string().url().optional(),
  TIKTOK_PROFILE_URL: z.string().url().optional(),
  TIKTOK_REVOKE_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

function blankToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(blankToUndefined(process.env));
  return cached;
}

/** Absolute path of the data folder (embedded database, local uploads, dev secret). */
export function dataDir(...parts: string[]): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().DATA_DIR, ...parts);
}

/**
 * AUTH_SECRET: required in production. In development a random secret is generated once into the data folder so a
 * fresh clone works without configuration, with a warning.
 */
export function authSecret(): string {
  const fromEnv = env().AUTH_SECRET;
  if (fromEnv) return fromEnv;
  if (env().NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error("AUTH_SECRET must be set in production (generate one with `openssl rand -base64 32`).");
  }
  const file = dataDir("auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    console.warn(`[auth] AUTH_SECRET is not set: generated a development secret in ${file}`);
  }
  const secret = readFileSync(file, "utf8").trim();
  process.env.AUTH_SECRET = secret;
  return secret;
}

/** Where links point when APP_URL is not set, outside production: the address `npm run dev` serves. */
const DEV_ORIGIN = "http://localhost:3000";

/**
 * The public origin, APP_URL without a trailing slash: the one base of every absolute link the app writes (canonical
 * links, the sitemap, Open Graph, mails, package links, the comp card's QR code), never the request's Host header.
 * Required in production, like AUTH_SECRET: the server refuses to start without it (instrumentation.ts), while
 * `next build` may run without it. In development and tests it falls back to http://localhost:3000.
 */
export function appOrigin(): string {
  const fromEnv = env().APP_URL;
  if (fromEnv) return fromEnv.replace(/\/+$/, "");
  if (env().NODE_ENV === "production" && !isBuildPhase()) {
    throw new Error("APP_URL must be set in production: the public URL of the site, e.g. APP_URL=https://your-domain.");
  }
  return DEV_ORIGIN;
}

/**
 * Whether `next build` is running (it renders pages without a database or secrets to hand). Read literally, as Next
 * sets it per process.
 */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === "phase-production-build";

/** Whether the code runs inside Next's server (not under Vitest or a script): Next's cache APIs work only there. */
export const inNextRuntime = (): boolean => !!process.env.NEXT_RUNTIME;

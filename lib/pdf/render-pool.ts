import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { Piscina } from "piscina";
import { env } from "@/lib/env";
import { serviceUnavailable } from "@/lib/errors";
import type { BusinessDocument } from "./worker/business-document.mjs";
import type { RenderResult, RenderTask } from "./worker/render-comp-cards.mjs";

/**
 * PDFs are rendered in a small pool of worker threads (piscina), never on the request thread: a 24-talent package
 * costs tens of CPU-seconds, which on the event loop stalls every other request. At most `PDF_THREADS` render at once;
 * a render over that cap waits up to `PDF_WAIT_MS` for a place, then gives up with a 503 (`PdfBusy`). The places are
 * counted here rather than in piscina's queue so that a request stops waiting without aborting a running render
 * (piscina aborts a running task by terminating its thread), and so that the stored photos are read only once a
 * render may start.
 */

/** What a refused render tells the client to wait: about one card package's render on one thread. */
export const PDF_BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * The worker's entry, found from the project's root: Next bundles server code into `.next`, so `import.meta.url`
 * does not point at the source tree; `next start`, `next dev`, `server.mjs` and Vitest all run from the root.
 */
function workerFile(): string {
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), "lib", "pdf", "worker", "render-comp-cards.mjs");
  if (!existsSync(file)) throw new Error(`The PDF worker is missing at ${file}: start the app from the project's root.`);
  return file;
}

interface PoolState {
  pool: Piscina<RenderTask | BusinessDocument, RenderResult>;
  threads: number;
  /** Renders holding a place now. */
  running: number;
  /** Requests waiting for a place, oldest first. */
  waiting: (() => void)[];
  /** Renders started since the process began (a test seam: single flight and caching show as fewer renders). */
  started: number;
}

// On globalThis so that hot reload in development and the several module graphs of one Next server share one pool.
const globalForPool = globalThis as typeof globalThis & { __agencyPdfPool?: PoolState };

function state(): PoolState {
  if (!globalForPool.__agencyPdfPool) {
    const threads = env().PDF_THREADS;
    const pool = new Piscina<RenderTask | BusinessDocument, RenderResult>({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      // Below the event loop's priority (the worker thread's own nice value on Linux): when both want a core, a
      // request's answer goes first and the render waits, whatever else runs on the host.
      niceIncrement: 10,
      // A worker holds the PDF library and fonts (tens of MB): kept a minute after the last render, then let go.
      idleTimeout: 60_000,
    });
    globalForPool.__agencyPdfPool = { pool, threads, running: 0, waiting: [], started: 0 };
  }
  return globalForPool.__agencyPdfPool;
}

/** Takes a place, waiting at most `waitMs` for one; throws `PdfBusy` (503) when none frees up in time. */
function takePlace(s: PoolState, waitMs: number): Promise<void> {
  if (s.running < s.threads) {
    s.running++;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const grant = () => {
      clearTimeout(timer);
      s.running++;
      resolve();
    };
    const timer = setTimeout(() => {
      s.waiting.splice(s.waiting.indexOf(grant), 1);
      reject(serviceUnavailable("Too many PDFs are being made right now. Please try again shortly.", PDF_BUSY_RETRY_AFTER_SECONDS));
    }, waitMs);
    s.waiting.push(grant);
  });
}

function releasePlace(s: PoolState): void {
  s.running--;
  s.waiting.shift()?.();
}

/**
 * Takes a place as a render would and hands back its release: how a test keeps the cap full for as long as it needs,
 * where a real render might finish before the next request arrives on a slow machine.
 */
export async function holdPdfPlace(): Promise<() => void> {
  const s = state();
  await takePlace(s, env().PDF_WAIT_MS);
  let held = true;
  return () => {
    if (held) releasePlace(s);
    held = false;
  };
}

/**
 * Renders comp cards in a worker thread once a place is free. `prepare` reads what the render needs (the stored
 * photos' bytes) only then, so requests waiting for a place hold no photos in memory.
 */
export async function renderCompCardsInWorker(prepare: () => Promise<RenderTask>): Promise<RenderResult> {
  const s = state();
  await takePlace(s, env().PDF_WAIT_MS);
  try {
    const task = await prepare();
    s.started++;
    return await s.pool.run(task, { transferList: ownedBuffers(task) });
  } finally {
    releasePlace(s);
  }
}

/**
 * Renders a business document (lib/pdf/business-document.ts) in a worker thread once a place is free: the same cap,
 * wait and 503 as the comp cards. The document is plain data and small; it is copied to the worker.
 */
export async function renderBusinessDocumentInWorker(doc: BusinessDocument): Promise<RenderResult> {
  const s = state();
  await takePlace(s, env().PDF_WAIT_MS);
  try {
    s.started++;
    return await s.pool.run(doc, { name: "renderBusinessDocument" });
  } finally {
    releasePlace(s);
  }
}

/**
 * The memory of the task's photos, moved to the worker rather than copied on the event loop (a package's photos run
 * to a hundred MB). Only views that own their whole ArrayBuffer move: a small Buffer may be a slice of Node's shared
 * pool, which must stay here, and is copied as usual.
 */
function ownedBuffers(task: RenderTask): ArrayBuffer[] {
  const views = [task.agency.logo, ...task.cards.flatMap((card) => card.photos)];
  const owned = views.filter(
    (v): v is Uint8Array<ArrayBuffer> => !!v && v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength,
  );
  return [...new Set(owned.map((v) => v.buffer))];
}

/** Renders started, renders holding a place and requests waiting for one (for tests and the benchmark's view). */
export function pdfRenderStats(): { started: number; running: number; waiting: number; threads: number } {
  const { started, running, waiting, threads } = state();
  return { started, running, waiting: waiting.length, threads };
}

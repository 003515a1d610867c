import "server-only";

interface Loop {
  timer: NodeJS.Timeout;
  /** The run in hand, if any: what a stop waits for. */
  running: Promise<void> | null;
}

const loops = globalThis as typeof globalThis & { __agencyLoops?: Map<string, Loop> };

/**
 * Runs `tick` now, then every `intervalMs`, in the background: the timer does not keep the process alive and a run
 * never overlaps the previous one. One timer per `name` and process however often it is called (the background
 * tasks' worker, lib/tasks).
 */
export function runInBackground(name: string, intervalMs: number, tick: () => Promise<void>): NodeJS.Timeout {
  const all = (loops.__agencyLoops ??= new Map());
  const existing = all.get(name);
  if (existing) return existing.timer;
  const run = () => {
    if (loop.running) return;
    loop.running = (async () => {
      try {
        await tick();
      } catch (error) {
        console.error(`[${name}] the background run failed`, error);
      } finally {
        loop.running = null;
      }
    })();
  };
  const loop: Loop = { timer: setInterval(run, intervalMs).unref(), running: null };
  all.set(name, loop);
  run();
  return loop.timer;
}

/** Stops the named loop of this process and waits for its run in hand to end (a worker's shutdown, tests). */
export async function stopInBackground(name: string): Promise<void> {
  const loop = loops.__agencyLoops?.get(name);
  if (!loop) return;
  clearInterval(loop.timer);
  loops.__agencyLoops?.delete(name);
  await loop.running;
}

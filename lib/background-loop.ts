import "server-only";

const loops = globalThis as typeof globalThis & { __agencyLoops?: Map<string, NodeJS.Timeout> };

/**
 * Runs `tick` now, then every `intervalMs`, in the background: the timer does not keep the process alive and a run
 * never overlaps the previous one. One timer per `name` and process however often it is called (the mail outbox's
 * delivery, the embedded queue's runner).
 */
export function runInBackground(name: string, intervalMs: number, tick: () => Promise<void>): NodeJS.Timeout {
  const timers = (loops.__agencyLoops ??= new Map());
  const existing = timers.get(name);
  if (existing) return existing;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await tick();
    } catch (error) {
      console.error(`[${name}] the background run failed`, error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs).unref();
  timers.set(name, timer);
  return timer;
}

/** Stops the named loop of this process (a worker's shutdown, tests). */
export function stopInBackground(name: string): void {
  const timers = loops.__agencyLoops;
  clearInterval(timers?.get(name));
  timers?.delete(name);
}

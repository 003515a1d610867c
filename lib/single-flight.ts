/**
 * Concurrent calls for one key share one run of the work: the first starts it, the others wait for its result (or
 * its error). The key is forgotten as soon as the run settles, so a later call starts afresh. Within this process
 * only; what the work produces is kept elsewhere (see lib/pdf/pdf-store.ts).
 */
export function singleFlight<V>(): (key: string, work: () => Promise<V>) => Promise<V> {
  const inFlight = new Map<string, Promise<V>>();
  return (key, work) => {
    const running = inFlight.get(key);
    if (running) return running;
    const run = work().finally(() => inFlight.delete(key));
    inFlight.set(key, run);
    return run;
  };
}

/*
 * A write that changes what a set holds (a post published, a talent approved) marks every set stale through
 * `invalidate()` (lib/cache.ts), so the next lookup on this instance reads again instead of answering 404 for up to
 * `missRetryMs`. The mark lives on globalThis: proxy.ts is bundled apart from the services, and only the process is
 * shared. Other instances still see the change after `missRetryMs`.
 */
const CHANGES = Symbol.for("maison.known-sets.changes");
type Marked = typeof globalThis & { [CHANGES]?: number };
const changes = (): number => (globalThis as Marked)[CHANGES] ?? 0;

/** Called by every write that invalidates a public read: the sets read again on their next lookup. */
export function markKnownSetsChanged(): void {
  (globalThis as Marked)[CHANGES] = changes() + 1;
}

/**
 * A set of values read from the database and kept for a while in this process: proxy.ts asks it whether a talent id
 * or a post slug exists before the page renders. A value it does not hold is read again at most every `missRetryMs`
 * (a talent approved a moment ago is found at once; unknown values cannot make it read more often than that), and
 * the whole set at least every `maxAgeMs` (a talent hidden since stops being found). Concurrent reads share one query.
 */
export class KnownSet {
  private values = new Set<string>();
  private readAt = Number.NEGATIVE_INFINITY;
  private readChanges = -1;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<Iterable<string>>,
    private readonly maxAgeMs = 60_000,
    private readonly missRetryMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  async has(value: string): Promise<boolean> {
    const age = this.now() - this.readAt;
    const changed = this.readChanges !== changes();
    if (changed || age > this.maxAgeMs || (!this.values.has(value) && age > this.missRetryMs)) await this.refresh();
    return this.values.has(value);
  }

  private refresh(): Promise<void> {
    // Taken before the read: a write that lands while it runs makes the next lookup read again.
    const seen = changes();
    this.loading ??= this.load()
      .then((values) => {
        this.values = new Set(values);
        this.readAt = this.now();
        this.readChanges = seen;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

/**
 * A set of values read from the database and kept for a while in this process: proxy.ts asks it whether a talent id
 * or a post slug exists before the page renders. A value it does not hold is read again at most every `missRetryMs`
 * (a talent approved a moment ago is found at once; unknown values cannot make it read more often than that), and
 * the whole set at least every `maxAgeMs` (a talent hidden since stops being found). Concurrent reads share one query.
 */
export class KnownSet {
  private values = new Set<string>();
  private readAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<Iterable<string>>,
    private readonly maxAgeMs = 60_000,
    private readonly missRetryMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  async has(value: string): Promise<boolean> {
    const age = this.now() - this.readAt;
    if (age > this.maxAgeMs || (!this.values.has(value) && age > this.missRetryMs)) await this.refresh();
    return this.values.has(value);
  }

  private refresh(): Promise<void> {
    this.loading ??= this.load()
      .then((values) => {
        this.values = new Set(values);
        this.readAt = this.now();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

// A bounded map whose entries expire: for figures that may be a little stale but are
// costly to compute on every request (a count over a 100k-row catalogue).

export class ExpiringMap<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    // Map keeps insertion order: the first key is the oldest entry.
    if (!this.#entries.has(key) && this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }
}

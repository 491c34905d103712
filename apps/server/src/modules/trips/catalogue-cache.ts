/**
 * A small in-process read-through cache for catalogue rows (route stops, points with
 * their city, seat layouts, routes with their operator, and the boarding/alighting stop
 * pairs derived from them). Search asks for the same few dozen rows on every request;
 * loading them each time cost more than the rest of the search.
 *
 * Only catalogue data lives here: rows no request changes and no other server instance
 * needs to agree on. Schedules, cancellations and seat availability are always read
 * fresh. Entries expire after a short TTL (CATALOGUE_TTL_MS), so a catalogue edit made
 * directly in the database shows within that time; there is no other invalidation.
 */
const CATALOGUE_TTL_MS = 30_000;

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number = CATALOGUE_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly limit = 50_000,
  ) {}

  /** The cached values of `keys`, loading the missing (or expired) ones with `load` in one call. */
  async getMany(keys: Iterable<K>, load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const out = new Map<K, V>();
    const missing: K[] = [];
    const now = this.now();
    for (const key of new Set(keys)) {
      const entry = this.entries.get(key);
      if (entry && entry.expires > now) out.set(key, entry.value);
      else missing.push(key);
    }
    if (missing.length === 0) return out;
    const loaded = await load(missing);
    if (this.entries.size + loaded.size > this.limit) this.entries.clear();
    const expires = this.now() + this.ttlMs;
    for (const [key, value] of loaded) {
      this.entries.set(key, { value, expires });
      out.set(key, value);
    }
    return out;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const found = await this.getMany([key], async () => new Map([[key, await load()]]));
    return found.get(key)!;
  }
}

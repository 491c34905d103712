/**
 * A small in-process read-through cache for catalogue rows (route stops, points with
 * their city, seat layouts, routes with their operator, and the boarding/alighting stop
 * pairs derived from them). Search asks for the same few dozen rows on every request;
 * loading them each time cost more than the rest of the search.
 *
 * Entries are kept until the catalogue's version moves (the catalogue_version row, bumped
 * by triggers on every catalogue table; decision 0015). The trips module reads that
 * version in every search (in its one statement, decision 0029) and at the start of every
 * trip lookup, and calls `catalogueChanged()` when it moved; every cache of the process then starts empty. A load that was running
 * at that moment may have read rows from before the change, so its result is returned to
 * its caller but not kept. An optional TTL bounds callers that may run before any
 * version read (the catalog module's place names asked by list-tujuan).
 */
let catalogueChanges = 0;

/** The catalogue changed: every CatalogueCache of this process forgets what it holds. */
export function catalogueChanged(): void {
  catalogueChanges += 1;
}

export class CatalogueCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  /** Bumped by clear(): loads started before it are not stored. */
  private generation = 0;
  private seenChanges = catalogueChanges;

  constructor(
    private readonly ttlMs: number = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
    private readonly limit = 50_000,
  ) {}

  /** Forgets every entry, and the results of loads still running. */
  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  /** The cached values of `keys`, loading the missing (or expired) ones with `load` in one call. */
  async getMany(keys: Iterable<K>, load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    if (this.seenChanges !== catalogueChanges) {
      this.clear();
      this.seenChanges = catalogueChanges;
    }
    const out = new Map<K, V>();
    const missing: K[] = [];
    const now = this.now();
    for (const key of new Set(keys)) {
      const entry = this.entries.get(key);
      if (entry && entry.expires > now) out.set(key, entry.value);
      else missing.push(key);
    }
    if (missing.length === 0) return out;
    const generation = this.generation;
    const changes = catalogueChanges;
    const loaded = await load(missing);
    const keep = generation === this.generation && changes === catalogueChanges;
    if (keep && this.entries.size + loaded.size > this.limit) this.entries.clear();
    const expires = this.now() + this.ttlMs;
    for (const [key, value] of loaded) {
      if (keep) this.entries.set(key, { value, expires });
      out.set(key, value);
    }
    return out;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const found = await this.getMany([key], async () => new Map([[key, await load()]]));
    return found.get(key)!;
  }
}

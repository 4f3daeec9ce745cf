import type { WrittenTables } from '../db/write-tracker.ts';

export interface ResultCacheOptions {
  maxEntries: number;
  /** Upper bound on the cached JSON text, in characters. */
  maxChars: number;
}

/**
 * Remembers serialised list and count results per table generation. Any write to a table moves its
 * generation on, so a stale result is never served; identical requests in flight share one query.
 *
 * Correct only while this process hears of every write: on the embedded store it sees them all itself;
 * servers sharing PostgreSQL also hear each other's commits through the change feed, and suspend the
 * cache whenever that feed is down.
 *
 * @example
 * const json = await cache.load(['app_user'], key, async () => JSON.stringify(await findRows(...)));
 */
export class ResultCache {
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private readonly entries = new Map<string, string>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private chars = 0;
  private suspended = false;

  constructor(private readonly options: ResultCacheOptions) {}

  /** While changes may go unseen (the change feed is down), answer everything from the database. */
  suspend(): void {
    this.suspended = true;
    this.invalidate('all');
  }

  resume(): void {
    this.invalidate('all');
    this.suspended = false;
  }

  /** Whether `load` would look: callers skip building a key the cache would not read. */
  get active(): boolean {
    return !this.suspended;
  }

  invalidate(tables: WrittenTables): void {
    if (tables === 'all') this.epoch += 1;
    else for (const table of tables) this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
  }

  private stamp(tables: readonly string[]): string {
    return `${this.epoch}:${tables.map((table) => this.generations.get(table) ?? 0).join('.')}`;
  }

  async load(tables: readonly string[], key: string, produce: () => Promise<string>): Promise<string> {
    if (this.suspended) return produce();
    const stamp = this.stamp(tables);
    const fullKey = `${stamp}|${key}`;
    const hit = this.entries.get(fullKey);
    if (hit !== undefined) {
      // Re-insert to keep Map order = least recently used first.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, hit);
      return hit;
    }
    const pending = this.inFlight.get(fullKey);
    if (pending) return pending;
    const promise = produce().finally(() => this.inFlight.delete(fullKey));
    this.inFlight.set(fullKey, promise);
    const value = await promise;
    // A write during the query may have made the result stale: keep it only if nothing moved meanwhile.
    if (this.stamp(tables) === stamp) this.store(fullKey, value);
    return value;
  }

  private store(key: string, value: string): void {
    if (value.length > this.options.maxChars / 4) return;
    this.entries.set(key, value);
    this.chars += value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.chars <= this.options.maxChars) break;
      this.entries.delete(oldKey);
      this.chars -= oldValue.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

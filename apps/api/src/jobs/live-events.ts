/**
 * Tells the open event streams (`GET /api/events`) of a user that their jobs or notifications changed, so
 * each stream reads what is new. Signals carry no data: a stream always reads from the database what its
 * user may see, so a signal to the wrong place costs a query, never a leak.
 *
 * On PostgreSQL several servers hold streams: `announce` sends the signal through the database's change
 * channel (`pg_notify`, after the commit that made the change), and every server's change feed calls
 * `deliver`. The signal is also delivered here at once; a stream that hears it twice reads once more.
 *
 * @example
 * const stop = events.subscribe(userId, () => stream.wake());
 * await events.changed(userId); // after committing a job's progress
 */
export class LiveEvents {
  readonly #listeners = new Map<number, Set<() => void>>();
  #closed = false;

  constructor(private readonly announce?: (userId: number) => Promise<void>) {}

  subscribe(userId: number, listener: () => void): () => void {
    const set = this.#listeners.get(userId) ?? new Set();
    set.add(listener);
    this.#listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(userId);
    };
  }

  /** Call after the commit: what the user sees changed. Never throws (a lost signal is caught by polling). */
  async changed(userId: number): Promise<void> {
    this.deliver(userId);
    await this.announce?.(userId).catch(() => undefined);
  }

  deliver(userId: number): void {
    for (const listener of this.#listeners.get(userId) ?? []) listener();
  }

  /** The server is stopping: every stream is woken to see `closed` and end. */
  close(): void {
    this.#closed = true;
    for (const set of this.#listeners.values()) for (const listener of set) listener();
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Number of open streams, for the health of the feature and its tests. */
  get listeners(): number {
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }
}

/** The payload prefix of a live signal on the change channel (the rest is the user id). */
export const LIVE_SIGNAL_PREFIX = 'live:';

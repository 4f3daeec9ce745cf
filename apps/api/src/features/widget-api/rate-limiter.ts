const MINUTE_MS = 60_000;

interface Windows {
  /** Start of the current one-minute window (a multiple of the window length). */
  start: number;
  current: number;
  previous: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Requests per minute per key (an API key id, a client address), counted in process with a sliding
 * window: the previous minute's count weighs in by the share of it still inside the last 60 seconds, so
 * a burst straddling a minute boundary cannot get twice the limit through. Refused requests are not
 * counted, so a client that waits for Retry-After gets in.
 *
 * The counts live in this process only: with several servers behind a load balancer each enforces the
 * limit on the requests it sees, so a client spread evenly over n servers gets up to n times the limit.
 * That is accepted for a publishable key's abuse guard; a shared store would be needed for an exact one.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Windows>();
  private sweptAt = 0;

  constructor(
    private readonly now: () => number = Date.now,
    /**
     * Most keys tracked. Past it the longest-known ones are forgotten (they start afresh), so a flood of
     * distinct addresses cannot grow memory without bound.
     */
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one request against `key` if it fits under `limit` per minute; otherwise says how long to wait. */
  take(key: string, limit: number): RateDecision {
    const now = this.now();
    const start = now - (now % MINUTE_MS);
    const windows = this.advance(key, start);
    const elapsed = (now - start) / MINUTE_MS;
    const estimate = windows.previous * (1 - elapsed) + windows.current;
    if (estimate + 1 <= limit) {
      windows.current += 1;
      this.sweep(start);
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: this.secondsUntilRoom(windows, limit, now) };
  }

  private advance(key: string, start: number): Windows {
    let windows = this.windows.get(key);
    if (!windows) {
      windows = { start, current: 0, previous: 0 };
      this.windows.set(key, windows);
    } else if (windows.start !== start) {
      windows.previous = windows.start === start - MINUTE_MS ? windows.current : 0;
      windows.current = 0;
      windows.start = start;
    }
    return windows;
  }

  // When will previous × (1 − elapsed) + current + 1 ≤ limit hold? In this window if the current count
  // alone leaves room, otherwise in the next one, where today's count becomes the weighed previous.
  private secondsUntilRoom(windows: Windows, limit: number, now: number): number {
    const room = limit - 1;
    let at: number;
    if (windows.current <= room && windows.previous > 0) {
      at = windows.start + MINUTE_MS * (1 - (room - windows.current) / windows.previous);
    } else {
      const share = windows.current > 0 ? Math.max(0, 1 - room / windows.current) : 0;
      at = windows.start + MINUTE_MS + MINUTE_MS * share;
    }
    return Math.max(1, Math.ceil((at - now) / 1000));
  }

  // Once a minute, forget keys idle for two windows; then trim to the cap in first-seen order.
  private sweep(start: number): void {
    if (this.sweptAt !== start) {
      this.sweptAt = start;
      for (const [key, windows] of this.windows) {
        if (windows.start < start - MINUTE_MS) this.windows.delete(key);
      }
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  /** How many keys are tracked (for tests of the sweep). */
  get size(): number {
    return this.windows.size;
  }
}

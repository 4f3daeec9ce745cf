import { Worker } from 'node:worker_threads';

export interface PGliteThreadOptions {
  /** Folder of the store; absent keeps it in memory. */
  dataDir?: string | undefined;
  /** A data-dir snapshot to start from (tests start from a migrated one). */
  snapshot?: Blob | undefined;
  statementTimeoutMs: number;
}

export type ThreadRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'dump' }
  | { op: 'close' }
);

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type ThreadReply =
  | { ok: true; id: number; result: unknown }
  | { ok: false; id: number; error: Record<string, unknown> & { message: string } };

export interface QueryResult {
  rows: Record<string, unknown>[];
  affectedRows?: number | undefined;
}

/** The error a statement raised in the database thread, with its PostgreSQL fields (code, detail, ...). */
function rebuildError(fields: Record<string, unknown> & { message: string }): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

// Plain JavaScript, so it loads alike under tsx, the test runner and a compiled build (see the file).
const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * The embedded PostgreSQL (PGlite) on a thread of its own, answering what the Kysely PGlite dialect asks
 * of a PGlite (`query`, `close`) plus `exec` and `dumpDataDir`. A statement still runs one at a time, but
 * the HTTP thread keeps accepting connections, answering health and serving cached and static content
 * meanwhile. A thread that dies fails every waiting statement, and every later one, with a clear error.
 *
 * @example
 * const thread = await PGliteThread.start({ dataDir: './data/pgdata', statementTimeoutMs: 5000 });
 * const { rows } = await thread.query('select $1::int as n', [1]);
 */
export class PGliteThread {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private stopped: Error | undefined;
  /** When the statement now running was sent, for a health check that must not wait behind it. */
  private readonly sentAt = new Map<number, number>();
  /** Settled by the worker's unasked reply 0 once the store is open, or by its failure to open. */
  private readonly ready = new Promise<unknown>((resolve, reject) =>
    this.pending.set(0, { resolve, reject }),
  );
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => this.settle(reply));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`The embedded database stopped (exit code ${code})`)));
  }

  static async start(options: PGliteThreadOptions): Promise<PGliteThread> {
    const worker = new Worker(workerUrl, { workerData: options });
    const thread = new PGliteThread(worker);
    try {
      await thread.ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  query(sql: string, params: readonly unknown[] = []): Promise<QueryResult> {
    return this.send<QueryResult>({ op: 'query', sql, params: [...params] });
  }

  exec(sql: string): Promise<void> {
    return this.send<void>({ op: 'exec', sql });
  }

  dumpDataDir(): Promise<Blob> {
    return this.send<Blob>({ op: 'dump' });
  }

  /**
   * How long the oldest statement still running has been at it, in ms (0 when none is): the database
   * is working, not stuck, while that stays under the statement timeout.
   */
  busyForMs(now = Date.now()): number {
    let oldest = now;
    for (const at of this.sentAt.values()) oldest = Math.min(oldest, at);
    return now - oldest;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.stopped) await this.send({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }

  private send<T>(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.sentAt.set(id, Date.now());
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(reply: ThreadReply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    this.sentAt.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(rebuildError(reply.error));
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
    this.sentAt.clear();
  }
}

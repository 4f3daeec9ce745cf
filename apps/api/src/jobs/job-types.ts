import type { PermissionMap } from '@lendline/permissions';
import type { Kysely } from 'kysely';
import type { Database, JobStatus } from '../db/schema.ts';
import type { NewFile, SavedFile } from './file-store.ts';

/** What a caller asks the engine to run. */
export interface JobRequest<Params> {
  type: string;
  module: string | null;
  /** What the user asked for, in words: it titles the progress modal, the run and its notification. */
  title: string;
  params: Params;
  /** The user it runs for (under impersonation, the impersonated user). */
  requestedBy: number;
  /** The real person who asked. */
  actorId: number;
  /** Same key, same run: asking twice returns the first run instead of starting another. */
  idempotencyKey?: string;
}

/** The handle a running job reports through. */
export interface JobContext {
  runId: number;
  attempt: number;
  /** When the run was asked for: a job that dates its output uses this, so a retry writes the same bytes. */
  requestedAt: Date;
  requestedBy: number;
  module: string | null;
  db: Kysely<Database>;
  /**
   * Reports progress. Cheap to call often: it is written at most twice a second. Throws `JobCancelled`
   * once the user has cancelled, so a job stops between chunks without a check of its own.
   */
  progress(done: number, total?: number | null, phase?: string | null): Promise<void>;
  /** What the user it runs for may do now (a job started yesterday checks again before it reads). */
  rights(): Promise<PermissionMap>;
  /** Stores a file in Downloads as this run's, named and typed as given. */
  saveFile(
    file: Pick<NewFile, 'name' | 'contentType' | 'menu'>,
    content: AsyncIterable<Uint8Array>,
  ): Promise<SavedFile>;
}

/** What a finished job reports; the engine stores it on the run and tells the user. */
export interface JobOutcome {
  counts?: Record<string, number>;
  /** Money the job moved or totalled, to the cent, as a decimal string. */
  amountTotal?: string | null;
  fileId?: number | null;
  /** The notification's title and body; by default "<title> is ready". */
  notice?: { kind?: string; title?: string; body?: string | null; link?: string | null };
}

export interface JobDefinition<Params = unknown> {
  type: string;
  /** Whether the user may cancel it while it runs (the spec offers cancel only where it says so). */
  cancellable: boolean;
  run(context: JobContext, params: Params): Promise<JobOutcome>;
  /**
   * The run was given up after its servers died under it as often as retries allow: close what the job
   * keeps of its own (a history row left `running`).
   */
  abandoned?(params: Params, reason: string): Promise<void>;
}

/** A reason to tell the user, in plain words: the run fails with it, no stack, no retry. */
export class JobFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'JobFailure';
  }
}

/** Thrown by `progress` once the run was cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'JobCancelled';
  }
}

export interface JobRunner {
  define<Params>(definition: JobDefinition<Params>): void;
  /** Queues a run (or returns the run its idempotency key already made). */
  start<Params>(request: JobRequest<Params>): Promise<{ id: number; status: JobStatus; created: boolean }>;
  /** Cancels a queued run at once, a running one at its next progress report. */
  cancel(runId: number): Promise<'cancelled' | 'requested' | 'finished' | 'not-cancellable'>;
  /** The types whose runs the user may cancel. */
  cancellableTypes(): string[];
  /** Resolves when the run has ended (tests and the sync's wait-then-202). */
  finished(runId: number, timeoutMs?: number): Promise<JobStatus | undefined>;
  stop(): Promise<void>;
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Bytes per stored chunk: big enough that a 50 MB tape is 200 rows, small enough to hold one in memory. */
export const CHUNK_BYTES = 256 * 1024;
/** How long a produced file stays downloadable unless the job says otherwise. */
export const DEFAULT_FILE_DAYS = 30;

export interface NewFile {
  name: string;
  contentType: string;
  module: string | null;
  /** The menu whose `download` right lets others read it (the requester always may). */
  menu: string | null;
  requestedBy: number;
  jobRunId: number | null;
  expiresAt?: Date;
}

export interface SavedFile {
  id: number;
  size: number;
  sha256: string;
}

/**
 * Where Downloads keep their bytes. The default keeps them in the database, in chunks, so every API server
 * sharing it can serve every file and a backup holds them with the rows that name them. An object store
 * (S3 and the like) is the other option: implement `save` and `open` against it and keep only the row in
 * the database (see README "Downloads").
 */
export interface FileStore {
  /** Writes `content` as a new file; it is listed only once whole (`complete`). */
  save(file: NewFile, content: AsyncIterable<Uint8Array>): Promise<SavedFile>;
  /** The file's bytes in order, one chunk in memory at a time. */
  open(fileId: number): AsyncGenerator<Uint8Array>;
}

/**
 * The database file store.
 *
 * @example
 * const saved = await store.save({ name: 'contracts.csv', contentType: 'text/csv', ... }, csvChunks);
 * for await (const bytes of store.open(saved.id)) response.write(bytes);
 */
export function databaseFileStore(db: Kysely<Database>): FileStore {
  return {
    async save(file, content) {
      const expiresAt = file.expiresAt ?? new Date(Date.now() + DEFAULT_FILE_DAYS * 86_400_000);
      const { id } = await db
        .insertInto('stored_file')
        .values({
          name: file.name,
          content_type: file.contentType,
          module: file.module,
          menu: file.menu,
          requested_by: file.requestedBy,
          job_run_id: file.jobRunId,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hash = createHash('sha256');
      let size = 0;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await db.insertInto('stored_file_chunk').values({ file_id: id, seq, data }).execute();
        seq += 1;
      };
      for await (const bytes of content) {
        hash.update(bytes);
        size += bytes.byteLength;
        pending.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        pendingBytes += bytes.byteLength;
        while (pendingBytes >= CHUNK_BYTES) {
          const all = Buffer.concat(pending, pendingBytes);
          pending = [all.subarray(CHUNK_BYTES)];
          pendingBytes = all.byteLength - CHUNK_BYTES;
          await db
            .insertInto('stored_file_chunk')
            .values({ file_id: id, seq, data: all.subarray(0, CHUNK_BYTES) })
            .execute();
          seq += 1;
        }
      }
      await flush();
      const sha256 = hash.digest('hex');
      await db
        .updateTable('stored_file')
        .set({ size, sha256, complete: true })
        .where('id', '=', id)
        .execute();
      return { id, size, sha256 };
    },

    async *open(fileId) {
      for (let seq = 0; ; seq += 1) {
        const chunk = await db
          .selectFrom('stored_file_chunk')
          .select('data')
          .where('file_id', '=', fileId)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!chunk) return;
        yield chunk.data;
      }
    },
  };
}

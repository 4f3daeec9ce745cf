import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { FileStore } from '../../../jobs/file-store.ts';
import { BankTransportError, checkFileName, type BankTransport } from './bank-transport.ts';

/** The Downloads folder the files land in: ACH download holders may read them, as well as the sender. */
export const READY_TO_UPLOAD = { module: 'ach', menu: 'ACH' } as const;

/** How long a file waits in Downloads for a person to upload it before it expires. */
const READY_DAYS = 30;

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/**
 * The embedded default, without a bank SFTP server configured: upload stores the file in Downloads
 * "ready to upload" under its own name (the name the bank should see), owned by the sender and readable
 * by everyone holding ACH › download, outside any job run. Downloads audits and counts every download,
 * which is the record of who took it to the bank. A second file of the same name waiting there is
 * refused, as the bank's server refuses one. Return files arrive by drag and drop, so nothing is inbound.
 *
 * @example
 * const bank = downloadsBankTransport(db, files);
 * await bank.upload({ fileName: 'ACH-20261127-001-A.ach', bytes, batchId: 12, by: 3 }); // { mode: 'download', downloadId: 41, ... }
 */
export function downloadsBankTransport(db: Kysely<Database>, files: FileStore): BankTransport {
  const noInbound = (name: string) =>
    new BankTransportError(
      'NOT_SUPPORTED',
      `${name}: without a bank SFTP server there are no files to fetch; import return files by drag and drop.`,
    );
  return {
    mode: 'download',
    describe: 'Downloads (ready to upload)',

    async upload(file) {
      const name = checkFileName(file.fileName);
      // Files a job wrote (the one generated at approval, say) have a run; a handed-over file has none.
      const waiting = await db
        .selectFrom('stored_file')
        .select('id')
        .where('name', '=', name)
        .where('module', '=', READY_TO_UPLOAD.module)
        .where('menu', '=', READY_TO_UPLOAD.menu)
        .where('job_run_id', 'is', null)
        .where('complete', '=', true)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (waiting)
        throw new BankTransportError(
          'REMOTE_FILE_EXISTS',
          `${name} is already waiting in Downloads (download ${waiting.id}); it was not stored twice.`,
        );
      const uploadedAt = new Date();
      const saved = await files.save(
        {
          name,
          contentType: 'text/plain',
          ...READY_TO_UPLOAD,
          requestedBy: file.by,
          jobRunId: null,
          expiresAt: new Date(uploadedAt.getTime() + READY_DAYS * 86_400_000),
        },
        once(file.bytes),
      );
      return { mode: 'download', downloadId: saved.id, uploadedAt };
    },

    listInbound: async () => [],
    fetchInbound: async (name) => {
      throw noInbound(name);
    },
    markInboundTaken: async (name) => {
      throw noInbound(name);
    },
  };
}

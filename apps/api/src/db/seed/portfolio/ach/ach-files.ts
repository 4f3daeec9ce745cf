import { readAchFile, writeAchFile, type WriteTransactionCode } from '@lendline/nacha';
import type { Kysely } from 'kysely';
import { withTraceNumbers, type AchSettings } from '../../../../features/ach/index.ts';
import { databaseFileStore, DEFAULT_FILE_DAYS, type SavedFile } from '../../../../jobs/file-store.ts';
import type { Database } from '../../../schema.ts';
import type { SeedBatch } from './ach-batches.ts';

const encoder = new TextEncoder();

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/**
 * The NACHA file a seeded batch went out with, written as the file job writes it: `shared/nacha`'s writer
 * over the entries the file carried (every one not held, in id order), the seed's trace numbers put in,
 * read back with zero problems (anything else is a seed bug and throws). `generatedAt` is the file's
 * creation date and time.
 */
export function seedAchFileText(batch: SeedBatch, settings: AchSettings, generatedAt: string): string {
  const sent = batch.entries.filter((entry) => entry.status !== 'HELD');
  const written = writeAchFile({
    immediateDestination: settings.odfiRouting,
    immediateOrigin: settings.immediateOrigin,
    immediateDestinationName: settings.odfiName,
    immediateOriginName: settings.companyName,
    fileCreationDate: generatedAt.slice(0, 10),
    fileCreationTime: generatedAt.slice(11, 16),
    fileIdModifier: batch.modifier!,
    batches: [
      {
        secCode: batch.secCode,
        companyName: settings.companyName,
        companyId: settings.companyId,
        entryDescription: batch.description,
        effectiveDate: batch.effectiveDate,
        odfiRouting: settings.odfiRouting,
        serviceClassCode: batch.purpose === 'REVERSAL' ? '220' : '225',
        entries: sent.map((entry) => ({
          transactionCode: String(entry.transactionCode) as WriteTransactionCode,
          routing: entry.routing,
          accountNumber: entry.account,
          amountCents: entry.amountCents,
          name: entry.mandate.holder.slice(0, 22),
          id: entry.mandate.contract.contractNumber.slice(0, 15),
        })),
      },
    ],
  });
  if (!written.ok)
    throw new Error(`Seed file ${batch.name}: ${written.issues.map((issue) => issue.message).join(' ')}`);
  const text = withTraceNumbers(
    written.text,
    sent.map((entry) => entry.trace!),
  );
  const read = readAchFile(text);
  if (read.problems.length > 0)
    throw new Error(`Seed file ${batch.name} reads back with: ${read.problems[0]!.message}`);
  return text;
}

/**
 * Stores a seeded batch's file where the file job stores its files (Downloads under ACH, requested by the
 * approver whose approval ran the job), so ACH View by batch name and Downloads open it; it stays
 * downloadable as long as a file the job writes today.
 */
export function storeSeedAchFile(
  db: Kysely<Database>,
  name: string,
  text: string,
  approver: number,
): Promise<SavedFile> {
  return databaseFileStore(db).save(
    {
      name,
      contentType: 'text/plain',
      module: 'ach',
      menu: 'ACH',
      requestedBy: approver,
      jobRunId: null,
      expiresAt: new Date(Date.now() + DEFAULT_FILE_DAYS * 86_400_000),
    },
    once(encoder.encode(text)),
  );
}

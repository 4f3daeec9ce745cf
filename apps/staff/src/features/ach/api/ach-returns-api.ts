import {
  achEntryRecord,
  achMandateRecord,
  achReturnFileRecord,
  achReturnImportResult,
  achReturnRecord,
  type AchEntryRecord,
  type AchMandateRecord,
  type AchReturnFileRecord,
  type AchReturnImportResult,
  type AchReturnRecord,
} from '@lendline/wire';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';

// The returns and mandates calls of apps/api/src/features/ach/CONTRACT.md (and returns/CONTRACT.md).
// Every answer is checked against its wire schema.

export type { AchEntryRecord, AchMandateRecord, AchReturnFileRecord, AchReturnImportResult, AchReturnRecord };
export { achMandateRecord, achReturnFileRecord, achReturnRecord };

export const ACH_RETURN_FILES = 'ach-return-files';
export const ACH_RETURNS = 'ach-returns';
export const ACH_MANDATES = 'ach-mandates';

/** The server's limit for one return file (returns/CONTRACT.md); bigger files are refused before sending. */
export const MAX_RETURN_FILE_BYTES = 16 * 1024 * 1024;

/** `POST /ach-return-files` (multipart `file`): the import, or the earlier one of the same bytes. */
export function importReturnFile(file: File): Promise<AchReturnImportResult> {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.upload(ACH_RETURN_FILES, form, { schema: achReturnImportResult });
}

/** `POST /ach-return-files/fetch-from-bank`: every file waiting on the bank's server, each with its import or why it stayed. */
export const fetchFromBankResult = v.object({
  files: v.array(
    v.object({
      name: v.string(),
      imported: v.nullable(achReturnImportResult),
      error: v.nullable(v.string()),
    }),
  ),
});
export type FetchFromBankResult = v.InferOutput<typeof fetchFromBankResult>;

export const fetchFromBank = (): Promise<FetchFromBankResult> =>
  api.create(`${ACH_RETURN_FILES}/fetch-from-bank`, {}, { schema: fetchFromBankResult });

/** Every line of one imported file with what it did (a file holds at most a few thousand; the first 500 here). */
export const getReturnsOfFile = (fileId: number): Promise<AchReturnRecord[]> =>
  api.list(
    ACH_RETURNS,
    { where: { returnFileId: fileId }, order: ['id ASC'], limit: 500 },
    { schema: achReturnRecord },
  );

/** The most recently imported files, newest first. */
export const getRecentReturnFiles = (limit: number): Promise<AchReturnFileRecord[]> =>
  api.list(ACH_RETURN_FILES, { order: ['importedAt DESC'], limit }, { schema: achReturnFileRecord });

/** The body of `POST /ach-mandates` (strict on the server). */
export interface NewMandate {
  contractId: number;
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
  secCode?: 'CCD' | 'PPD';
  authorizedAt: string;
  authMethod: 'WRITTEN' | 'ELECTRONIC' | 'RECORDED_ORAL';
}

export const createMandate = (mandate: NewMandate): Promise<AchMandateRecord> =>
  api.create(ACH_MANDATES, { ...mandate }, { schema: achMandateRecord });

export const revokeMandate = (mandateId: number, reason: string): Promise<AchMandateRecord> =>
  api.create(`${ACH_MANDATES}/${mandateId}/revoke`, { reason }, { schema: achMandateRecord });

/** Every ACH entry that collected one invoice (first presentment and reinitiations), oldest first. */
export const getInvoiceEntries = (invoiceId: number): Promise<AchEntryRecord[]> =>
  api.list('ach-entries', { where: { invoiceId }, order: ['id ASC'], limit: 50 }, { schema: achEntryRecord });

/** The returns and NOCs posted against one invoice's entries, oldest first. */
export const getInvoiceReturns = (invoiceId: number): Promise<AchReturnRecord[]> =>
  api.list(ACH_RETURNS, { where: { invoiceId }, order: ['id ASC'], limit: 50 }, { schema: achReturnRecord });

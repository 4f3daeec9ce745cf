import { achReturnImportResult } from '@lendline/wire';
import * as v from 'valibot';
import { HttpError } from '../../../lib/http-error.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import type { BankTransport } from '../bank-transport/bank-transport.ts';
import { ACH_CREATE } from '../ach-access.ts';
import { importReturnFile, type ReturnDeps } from './return-import.ts';

/** What the bank's inbound folder offers: the transport's inbound half. */
export type InboundFiles = Pick<
  BankTransport,
  'describe' | 'listInbound' | 'fetchInbound' | 'markInboundTaken'
>;

export const fetchFromBankResult = v.object({
  /** Every file that was waiting, oldest name first, with its import or why it was left there. */
  files: v.array(
    v.object({
      name: v.string(),
      imported: v.nullable(achReturnImportResult),
      /** Why the file stays in the bank's folder (problems found, transfer failed); null when imported. */
      error: v.nullable(v.string()),
    }),
  ),
});

/**
 * `POST /ach-return-files/fetch-from-bank`: imports every return / NOC file waiting in the bank's inbound
 * folder (SFTP source), each in its own transaction like an upload, and moves each imported one (or one
 * imported before: the same bytes) to the processed folder so it is not offered again. A file with
 * problems stays where it is, with the reason in the answer, for someone to look at; the others go on.
 */
export const fetchFromBankRoute = (deps: ReturnDeps, inbound: InboundFiles) =>
  declareRoute({
    method: 'post',
    path: '/fetch-from-bank',
    summary: "Import every return / NOC file waiting on the bank's server",
    description: `From ${inbound.describe}. Answers each file with its import, or the reason it was left there.`,
    access: ACH_CREATE,
    verb: 'create',
    response: {
      status: 200,
      description: 'The files found and what became of each',
      schema: fetchFromBankResult,
    },
    errors: { 502: "The bank's server could not be listed" },
    handle: async (c, { kit }) => {
      let names: string[];
      try {
        names = await inbound.listInbound();
      } catch (error) {
        throw new HttpError(502, 'BadGatewayError', (error as Error).message, { code: 'BANK_LIST_FAILED' });
      }
      const files: v.InferOutput<typeof fetchFromBankResult>['files'] = [];
      for (const name of names) {
        try {
          const bytes = await inbound.fetchInbound(name);
          const imported = await importReturnFile(c, kit, deps, { fileName: name, bytes, source: 'SFTP' });
          await inbound.markInboundTaken(name);
          files.push({ name, imported, error: null });
        } catch (error) {
          files.push({ name, imported: null, error: (error as Error).message });
        }
      }
      return c.json({ files });
    },
  });

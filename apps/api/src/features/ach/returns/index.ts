import { achReturnFileRecord, achReturnRecord } from '@lendline/wire';
import { defineResource, type ResourceDefinition } from '../../../resources/define-resource.ts';
import { ACH_VIEW } from '../ach-access.ts';
import { fetchFromBankRoute, type InboundFiles } from './fetch-from-bank.ts';
import { returnImportRoute, type ReturnDeps } from './return-import.ts';
import { returnFields, returnFileFields, returnFileView, returnView } from './return-views.ts';

export type { ReturnDeps } from './return-import.ts';
export type { FeeInvoice, FeeInvoiceWriter } from './return-fees.ts';

/**
 * The ACH returns side (plan "ACH returns", issue 24 item 8): `/ach-return-files` (list, count, one, and
 * the import) and `/ach-returns` (every return and NOC posted, with what it did). Reads need ACH view,
 * the import ACH create. With the bank transport's inbound half, `POST /ach-return-files/fetch-from-bank`
 * imports the files waiting on the bank's server.
 */
export function achReturnsResources(deps: ReturnDeps, inbound?: InboundFiles): ResourceDefinition[] {
  return [
    defineResource({
      name: 'AchReturnFile',
      path: '/ach-return-files',
      table: 'ach_return_file',
      description:
        'Imported bank return / NOC files: who imported them, and how many returns, NOCs, unmatched and repeated lines they held',
      fields: returnFileFields,
      wire: achReturnFileRecord,
      view: returnFileView,
      access: { read: ACH_VIEW },
      declaredRoutes: [returnImportRoute(deps), ...(inbound ? [fetchFromBankRoute(deps, inbound)] : [])],
    }),
    defineResource({
      name: 'AchReturn',
      path: '/ach-returns',
      table: 'ach_return',
      description:
        'ACH returns and notifications of change as posted: the entry matched, the code and what it did',
      fields: returnFields,
      wire: achReturnRecord,
      view: returnView,
      access: { read: ACH_VIEW },
    }),
  ];
}

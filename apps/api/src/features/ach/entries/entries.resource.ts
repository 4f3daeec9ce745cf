import { achEntryRecord } from '@lendline/wire';
import { sql } from 'kysely';
import { parsePathId } from '../../../lib/path-id.ts';
import { defineResource } from '../../../resources/define-resource.ts';
import { ACH_VIEW } from '../ach-access.ts';
import { entryDeleteRoute, entryPatchRoute } from './entry-edit.ts';
import { entryFields, entryView } from './entry-fields.ts';

/**
 * `/ach-batches/{batchId}/entries` (+ `/count`, LoopBack filter): one batch's entries, accounts masked
 * to their last 4. The batch id is checked like any record id (400 otherwise).
 */
export const batchEntriesResource = defineResource({
  name: 'AchBatchEntry',
  path: '/ach-batches/:batchId/entries',
  table: 'ach_entry',
  description: "A batch's entries (account masked to its last 4)",
  fields: entryFields,
  wire: achEntryRecord,
  view: entryView,
  checkParams: (params) => {
    parsePathId(params.batchId ?? '');
  },
  rowScope: (c) => {
    const batchId = parsePathId(c.req.param('batchId') ?? '');
    return { key: `batch:${batchId}`, where: sql`v.batch_id = ${batchId}`, tables: [] };
  },
  access: { read: ACH_VIEW },
});

/**
 * `/ach-entries` (+ `/count`, `/{id}`): every batch's entries (a trace number's search), and the
 * maker's changes to one: `PATCH /ach-entries/{id}` (hold, release) and `DELETE /ach-entries/{id}`.
 */
export const entriesResource = defineResource({
  name: 'AchEntry',
  path: '/ach-entries',
  table: 'ach_entry',
  description: 'ACH entries of every batch (account masked to its last 4)',
  fields: entryFields,
  wire: achEntryRecord,
  view: entryView,
  access: { read: ACH_VIEW },
  declaredRoutes: [entryPatchRoute, entryDeleteRoute],
});

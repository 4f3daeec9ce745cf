import { achBatchRecord } from '@lendline/wire';
import { defineResource, type DeclaredRoute } from '../../../resources/define-resource.ts';
import { ACH_VIEW } from '../ach-access.ts';
import type { AchSettings } from '../ach-settings.ts';
import type { AchAuditWriter } from '../ach-audit.ts';
import { batchBuildRoute } from './batch-build.ts';
import { batchFields, batchView } from './batch-fields.ts';
import { filePreviewRoute } from './file-preview.ts';

/**
 * `/ach-batches` (+ `/count`, `/{id}`, LoopBack filter): ACH batches with their totals (equal to the
 * control record's), maker, approver and file. `moreRoutes` are the other ACH helpers' batch routes
 * (submit, approve, …), mounted under the same path.
 */
export const batchesResource = (
  settings: AchSettings,
  audit: AchAuditWriter,
  moreRoutes: readonly DeclaredRoute<any>[] = [],
) =>
  defineResource({
    name: 'AchBatch',
    path: '/ach-batches',
    table: 'ach_batch',
    description: 'ACH batches: status, effective date, counts and totals, maker and approver, file',
    fields: batchFields,
    wire: achBatchRecord,
    view: batchView,
    access: { read: ACH_VIEW },
    declaredRoutes: [batchBuildRoute(settings, audit), filePreviewRoute(settings), ...moreRoutes],
  });

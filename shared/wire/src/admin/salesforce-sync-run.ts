import * as v from 'valibot';
import { wireCount, wireId, wireMoment } from '../wire-values.ts';

/**
 * One Salesforce sync run (`/api/salesforce-sync-runs`, and the answer of `POST /api/mdmApplication`):
 * its state, its counts and why it failed.
 */
export const salesforceSyncRunRecord = v.object({
  id: wireId,
  /** `salesforce`, or `demo` when no org is configured. */
  source: v.picklist(['salesforce', 'demo']),
  status: v.picklist(['running', 'succeeded', 'failed']),
  startedBy: v.nullable(wireId),
  startedAt: wireMoment,
  /** The last page committed. */
  heartbeatAt: wireMoment,
  finishedAt: v.nullable(wireMoment),
  fetched: wireCount,
  created: wireCount,
  updated: wireCount,
  rejected: wireCount,
  /** Per object counts and samples of rejected records. */
  counts: v.record(v.string(), v.unknown()),
  error: v.nullable(v.string()),
});
export type SalesforceSyncRunRecord = v.InferOutput<typeof salesforceSyncRunRecord>;

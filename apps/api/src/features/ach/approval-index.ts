import type { DeclaredRoute, ResourceDefinition } from '../../resources/define-resource.ts';
import type { AchApprovalDeps } from './approval/approval-deps.ts';
import { approvalRoutes } from './approval/approval.routes.ts';
import { reopenRequestRoute, reopenRequestsResource } from './reopen/reopen.routes.ts';
import { reversalRoute } from './transmit/reversal.routes.ts';
import { transmitRoute } from './transmit/transmit.routes.ts';
import { viewRoutes } from './view/view.routes.ts';
import { achFileJob } from './file/ach-file-job.ts';

export type { AchApprovalDeps } from './approval/approval-deps.ts';

/** What the app passes besides the cipher and settings every ACH route shares (index.ts). */
export type AchApprovalServices = Omit<AchApprovalDeps, 'cipher' | 'settings'>;

/**
 * The ACH approval side (plan "ACH approval"): submit / approve / reject, the file job, re-open requests,
 * transmission, reversal and ACH View of a batch's file. Defines the file job on the engine (a queued run
 * may outlive a restart); `batchRoutes` go under `/ach-batches`, `resources` beside it.
 */
export function achApproval(deps: AchApprovalDeps): {
  batchRoutes: DeclaredRoute<any>[];
  resources: ResourceDefinition[];
} {
  deps.jobs.define(achFileJob(deps));
  return {
    batchRoutes: [
      ...approvalRoutes(deps),
      reopenRequestRoute(deps),
      transmitRoute(deps),
      reversalRoute(deps),
      ...viewRoutes(deps),
    ],
    resources: [reopenRequestsResource(deps)],
  };
}

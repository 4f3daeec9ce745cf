import type { DeclaredRoute, ResourceDefinition } from '../../resources/define-resource.ts';
import type { AccountCipher } from './account-cipher.ts';
import type { AchAuditWriter } from './ach-audit.ts';
import type { AchSettings } from './ach-settings.ts';
import { achApproval, type AchApprovalServices } from './approval-index.ts';
import { batchesResource } from './batches/batches.resource.ts';
import { batchEntriesResource, entriesResource } from './entries/entries.resource.ts';
import { mandatesResource } from './mandates/mandates.resource.ts';
import { achReturnsResources, type FeeInvoiceWriter } from './returns/index.ts';

export { achSettingsOf, type AchSettings } from './ach-settings.ts';
export { withTraceNumbers } from './file/trace-numbers.ts';

/** What the ACH routes need from the composed app: the PII cipher (account numbers) and the settings. */
export interface AchServices {
  cipher: AccountCipher;
  settings: AchSettings;
  /** The audit log's writer (features/audit), passed in by the app layer. */
  audit: AchAuditWriter;
  /** Bills ACH return fees as MISC invoices (app/ach-return-fee-invoices.ts); without it, none are billed. */
  returnFees?: FeeInvoiceWriter | undefined;
  /** ACH approval's jobs, files, events, audit and mail (approval-index.ts); without it, no approval routes. */
  approval?: AchApprovalServices | undefined;
}

/**
 * Every ACH route (CONTRACT.md), mounted with the app's resources (app/resources.ts). The "ACH batches"
 * helper's: mandates, batches (list, build, file preview), entries (list, hold/release, remove).
 */
export function achResources(services: AchServices): ResourceDefinition[] {
  // ── ACH approval (submit, approve, reject, file, re-open, transmit, reversal, ACH View): add the
  // declared routes under /ach-batches here, and further resources (re-open requests) to the list below.
  const approval = services.approval
    ? achApproval({ ...services.approval, cipher: services.cipher, settings: services.settings })
    : { batchRoutes: [], resources: [] };
  const approvalBatchRoutes: DeclaredRoute<any>[] = approval.batchRoutes;
  const approvalResources: ResourceDefinition[] = approval.resources;
  // ── ACH returns: return / NOC file import and the lists of files and returns (returns/index.ts).
  const returnsResources: ResourceDefinition[] = achReturnsResources(
    { cipher: services.cipher, settings: services.settings, feeInvoices: services.returnFees },
    services.approval?.transport,
  );

  return [
    mandatesResource(services.cipher),
    batchesResource(services.settings, services.audit, approvalBatchRoutes),
    batchEntriesResource,
    entriesResource,
    ...approvalResources,
    ...returnsResources,
  ];
}

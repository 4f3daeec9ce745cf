import { creditApplicationRow } from '@lendline/wire';
import { defineResource, type ResourceDefinition } from '../../resources/define-resource.ts';
import { oneOf, recordId } from '../../resources/field-schemas.ts';
import { recordStatusHistory, statusMustFollowWorkflow } from './credit-application-history.ts';
import { creditApplicationRoutes, type CreditApplicationServices } from './credit-application-routes.ts';
import { CREDIT_APPLICATION_STATUSES } from './credit-application-values.ts';
import { CREDIT_APPLICATION_VIEW } from './credit-application-view.ts';
import { creditApplicationsCsvRoute } from './credit-applications-csv-export.ts';
import { APPLICATIONS_EDIT, APPLICATIONS_VIEW } from './inquiries-rights.ts';

const fromApplicant = { readOnly: true } as const;
const text = { type: 'string', ...fromApplicant, sort: { caseInsensitive: true } } as const;

/**
 * Credit applications from the public form (CONTRACT.md "Staff API"), created only by the public API.
 * Staff move them through their status (each change leaves a history row) and add notes; personal
 * numbers appear masked everywhere and are revealed one at a time, with download rights, audited.
 */
export function creditApplicationResources(services: CreditApplicationServices): ResourceDefinition[] {
  const application = defineResource({
    name: 'CreditApplication',
    path: '/credit-applications',
    table: 'credit_application',
    view: CREDIT_APPLICATION_VIEW,
    description: 'Credit applications from the public form and the embedded widget',
    fields: {
      id: { type: 'number', readOnly: true },
      referenceNumber: { ...text },
      company: { ...text },
      toSlug: { ...text },
      recipientUserId: { type: 'number', nullable: true, ...fromApplicant },
      recipientVendorId: { type: 'number', nullable: true, ...fromApplicant },
      vendorApiKeyId: { type: 'number', nullable: true, ...fromApplicant },
      recipientName: { ...text, nullable: true },
      status: {
        type: 'string',
        schema: oneOf(CREDIT_APPLICATION_STATUSES, 'Status'),
        description: `${CREDIT_APPLICATION_STATUSES.join(' | ')}; changes follow domain.md §2.17`,
      },
      legalName: { ...text },
      dba: { ...text, nullable: true },
      entityType: { type: 'string', ...fromApplicant },
      state: { type: 'string', ...fromApplicant },
      requestedAmount: { type: 'number', ...fromApplicant },
      termMonths: { type: 'number', ...fromApplicant },
      signatureName: { type: 'string', ...fromApplicant },
      fein: { type: 'string', column: 'fein_masked', ...fromApplicant, description: 'Masked: ••-•••6789' },
      bankAccount: {
        type: 'string',
        column: 'bank_account_masked',
        nullable: true,
        ...fromApplicant,
        description: 'Masked: ••••4321',
      },
      submittedAt: { type: 'date', ...fromApplicant },
      updatedAt: { type: 'date', readOnly: true },
    },
    relations: {
      events: { type: 'hasMany', target: 'CreditApplicationEvent', keyFrom: 'id', keyTo: 'applicationId' },
    },
    access: { read: APPLICATIONS_VIEW, update: APPLICATIONS_EDIT },
    validate: statusMustFollowWorkflow,
    afterWrite: recordStatusHistory,
    declaredRoutes: [creditApplicationsCsvRoute, ...creditApplicationRoutes(services)],
    wire: creditApplicationRow,
  });

  const events = defineResource({
    name: 'CreditApplicationEvent',
    path: '/credit-application-events',
    table: 'credit_application_event',
    description: "A credit application's history: status changes (by the server) and staff notes",
    fields: {
      id: { type: 'number', readOnly: true },
      applicationId: { type: 'number', readOnly: true, schema: recordId('Application') },
      at: { type: 'date', readOnly: true },
      actorId: { type: 'number', nullable: true, readOnly: true },
      kind: { type: 'string', readOnly: true, description: 'status | note' },
      fromStatus: { type: 'string', nullable: true, readOnly: true },
      toStatus: { type: 'string', nullable: true, readOnly: true },
      note: { type: 'string', nullable: true, readOnly: true },
    },
    access: { read: APPLICATIONS_VIEW },
  });
  return [application, events];
}

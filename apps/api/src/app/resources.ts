import { auditEventsResource } from '../features/audit/audit-events.resource.ts';
import { mailOutboxResource } from '../features/mail/mail-outbox.resource.ts';
import { salesforceSyncRunsResource } from '../features/salesforce/salesforce-sync-runs.resource.ts';
import { rolesResource } from '../features/roles/roles.resource.ts';
import { usersResource } from '../features/users/users.resource.ts';
import type { ApiKeyServices } from '../features/vendor-quote/api-keys/vendor-api-key-actions.ts';
import { vendorQuoteKeyResources } from '../features/vendor-quote/api-keys/vendor-quote-key-resources.ts';
import { inquiriesResource } from '../features/vendor-quote/inquiries/inquiries.resource.ts';
import { inquiryEventsResource } from '../features/vendor-quote/inquiry-events/inquiry-events.resource.ts';
import { promosResource } from '../features/vendor-quote/promos/promos.resource.ts';
import { rateProgramsResource } from '../features/vendor-quote/rate-programs/rate-programs.resource.ts';
import { portfolioResources, type InvoiceServices } from '../features/portfolio/portfolio-resources.ts';
import { compileResources } from '../resources/define-resource.ts';
import type { CreditApplicationServices } from '../features/credit-applications/credit-application-routes.ts';
import { creditApplicationResources } from '../features/credit-applications/credit-applications.resource.ts';
import { extensionResources } from '../features/extensions/extension-resources.ts';
import { extensionInvoiceWriter } from './extension-invoice-writer.ts';
import type { GpAdapter } from '../lib/gp-document.ts';
import { achResources, type AchServices } from '../features/ach/index.ts';

/**
 * Every LoopBack-style resource the API serves; adding one is adding its declaration here. Some need
 * services only the composed app has (the portfolio's invoices mail through the mail adapter).
 */
export const createResources = (services: {
  invoices: InvoiceServices;
  creditApplications: CreditApplicationServices;
  apiKeys: ApiKeyServices;
  gp: GpAdapter;
  ach: AchServices;
}) =>
  compileResources([
    usersResource,
    rolesResource,
    auditEventsResource,
    mailOutboxResource,
    salesforceSyncRunsResource,
    ...vendorQuoteKeyResources(services.apiKeys),
    rateProgramsResource,
    promosResource,
    inquiriesResource,
    inquiryEventsResource,
    ...portfolioResources(services.invoices),
    ...creditApplicationResources(services.creditApplications),
    ...extensionResources({ invoices: extensionInvoiceWriter, gp: services.gp }),
    ...achResources(services.ach),
  ]);

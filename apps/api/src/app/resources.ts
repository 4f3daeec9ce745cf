import { auditEventsResource } from '../features/audit/audit-events.resource.ts';
import { mailOutboxResource } from '../features/mail/mail-outbox.resource.ts';
import { salesforceSyncRunsResource } from '../features/salesforce/salesforce-sync-runs.resource.ts';
import { rolesResource } from '../features/roles/roles.resource.ts';
import { usersResource } from '../features/users/users.resource.ts';
import { vendorApiKeysResource } from '../features/vendor-quote/api-keys/vendor-api-keys.resource.ts';
import { inquiriesResource } from '../features/vendor-quote/inquiries/inquiries.resource.ts';
import { inquiryEventsResource } from '../features/vendor-quote/inquiry-events/inquiry-events.resource.ts';
import { promosResource } from '../features/vendor-quote/promos/promos.resource.ts';
import { rateProgramsResource } from '../features/vendor-quote/rate-programs/rate-programs.resource.ts';
import { vendorsResource } from '../features/vendor-quote/vendors/vendors.resource.ts';
import { portfolioResources, type InvoiceServices } from '../features/portfolio/portfolio-resources.ts';
import { compileResources } from '../resources/define-resource.ts';
import type { CreditApplicationServices } from '../features/credit-applications/credit-application-routes.ts';
import { creditApplicationResources } from '../features/credit-applications/credit-applications.resource.ts';

/**
 * Every LoopBack-style resource the API serves; adding one is adding its declaration here. Some need
 * services only the composed app has (the portfolio's invoices mail through the mail adapter).
 */
export const createResources = (services: {
  invoices: InvoiceServices;
  creditApplications: CreditApplicationServices;
}) =>
  compileResources([
    usersResource,
    rolesResource,
    auditEventsResource,
    mailOutboxResource,
    salesforceSyncRunsResource,
    vendorsResource,
    vendorApiKeysResource,
    rateProgramsResource,
    promosResource,
    inquiriesResource,
    inquiryEventsResource,
    ...portfolioResources(services.invoices),
    ...creditApplicationResources(services.creditApplications),
  ]);

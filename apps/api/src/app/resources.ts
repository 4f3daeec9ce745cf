import { auditEventsResource } from '../features/audit/audit-events.resource.ts';
import { mailOutboxResource } from '../features/mail/mail-outbox.resource.ts';
import { salesforceSyncRunsResource } from '../features/salesforce/salesforce-sync-runs.resource.ts';
import { rolesResource } from '../features/roles/roles.resource.ts';
import { usersResource } from '../features/users/users.resource.ts';
import { compileResources } from '../resources/define-resource.ts';

/** Every LoopBack-style resource the API serves; adding one is adding its declaration here. */
export const resources = compileResources([
  usersResource,
  rolesResource,
  auditEventsResource,
  mailOutboxResource,
  salesforceSyncRunsResource,
]);

import type { ResourceDefinition } from '../../../resources/define-resource.ts';
import { vendorsResource } from '../vendors/vendors.resource.ts';
import { apiKeyActions, type ApiKeyServices } from './vendor-api-key-actions.ts';
import { vendorApiKeysResource } from './vendor-api-keys.resource.ts';

/**
 * Vendors and their API keys with the key actions declared on them: issuing under
 * `/vendors/{id}/api-keys`, rotating and revoking under `/vendor-api-keys/{id}/…`. The actions need the
 * composed app's audit log and key maker, so the two resources are completed here with those services.
 */
export function vendorQuoteKeyResources(services: ApiKeyServices): ResourceDefinition[] {
  const actions = apiKeyActions(services);
  return [
    { ...vendorsResource, declaredRoutes: [...(vendorsResource.declaredRoutes ?? []), actions.issue] },
    { ...vendorApiKeysResource, declaredRoutes: [actions.rotate, actions.revoke] },
  ];
}

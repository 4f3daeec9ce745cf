import { achMandateRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import type { AccountCipher } from '../account-cipher.ts';
import { ACH_VIEW } from '../ach-access.ts';
import { mandateFields, mandateView } from './mandate-fields.ts';
import { mandateCreateRoute } from './mandate-create.ts';
import { mandateRevokeRoute } from './mandate-revoke.ts';

/**
 * `/ach-mandates` (+ `/count`, `/{id}`, LoopBack filter): each contract's ACH debit authorisations, the
 * account masked to its last 4. Created and revoked through their own routes (ACH create).
 */
export const mandatesResource = (cipher: AccountCipher) =>
  defineResource({
    name: 'AchMandate',
    path: '/ach-mandates',
    table: 'ach_mandate',
    description: "Contracts' ACH debit mandates (account masked to its last 4)",
    fields: mandateFields,
    wire: achMandateRecord,
    view: mandateView,
    access: { read: ACH_VIEW },
    declaredRoutes: [mandateCreateRoute(cipher), mandateRevokeRoute],
  });

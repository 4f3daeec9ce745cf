import * as v from 'valibot';
import { requirePrincipal } from '../../../app/require-principal.ts';
import { defineResource } from '../../../resources/define-resource.ts';
import { oneOf, recordId } from '../field-schemas/portfolio-schemas.ts';
import { contractMustBeInScope } from '../module-scope/contract-in-scope.ts';
import { contractChildScope } from '../module-scope/contract-scope.ts';
import { checkModuleParam, CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';

export const NOTE_CATEGORIES = ['GENERAL', 'COLLECTIONS', 'BILLING', 'CUSTOMER_SERVICE'] as const;

/** Servicing notes on the module's contracts; the author is the caller, whatever the body says. */
export const contractNotesResource = defineResource({
  name: 'ContractNote',
  path: '/modules/:module/contract-notes',
  table: 'contract_note',
  description: "Notes on the module's contracts",
  fields: {
    id: { type: 'number', readOnly: true },
    contractId: { type: 'number', required: true, schema: recordId('Contract') },
    authorId: { type: 'number', nullable: true, readOnly: true },
    at: { type: 'date', readOnly: true },
    category: { type: 'string', required: true, schema: oneOf(NOTE_CATEGORIES, 'Category') },
    text: {
      type: 'string',
      required: true,
      schema: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, 'Note is required'),
        v.maxLength(2000, 'Note must be at most 2000 characters'),
      ),
    },
  },
  checkParams: checkModuleParam,
  rowScope: contractChildScope,
  access: { read: CONTRACTS_VIEW, create: CONTRACTS_CREATE },
  createValues: (c) => ({ authorId: requirePrincipal(c.get('principal')).userId }),
  validate: contractMustBeInScope,
});

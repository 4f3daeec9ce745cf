import { contractNoteRecord, NOTE_CATEGORIES } from '@lendline/wire';
import { sql } from 'kysely';
import * as v from 'valibot';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { defineResource } from '../../../resources/define-resource.ts';
import { oneOf, recordId } from '../field-schemas/portfolio-schemas.ts';
import { contractMustBeInScope } from '../module-scope/contract-in-scope.ts';
import { contractChildScope } from '../module-scope/contract-scope.ts';
import { checkModuleParam, CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';

/**
 * Servicing notes on the module's contracts; the author is the caller, whatever the body says, and
 * `authorName` (first + last) comes with every note.
 */
export const contractNotesResource = defineResource({
  name: 'ContractNote',
  path: '/modules/:module/contract-notes',
  table: 'contract_note',
  description: "Notes on the module's contracts",
  wire: contractNoteRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    contractId: { type: 'number', required: true, schema: recordId('Contract') },
    authorId: { type: 'number', nullable: true, readOnly: true },
    authorName: { type: 'string', nullable: true, readOnly: true, sort: { caseInsensitive: true } },
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
  // The author's name is read beside the id so a note list needs no user lookup the role may not have.
  view: {
    from: sql`select n.id, n.contract_id, n.author_id, n.at, n.category, n.text,
        case when u.id is null then null else u.first_name || ' ' || u.last_name end as author_name
      from contract_note n left join app_user u on u.id = n.author_id`,
    tables: ['contract_note', 'app_user'],
  },
  checkParams: checkModuleParam,
  rowScope: contractChildScope,
  access: { read: CONTRACTS_VIEW, create: CONTRACTS_CREATE },
  createValues: (c) => ({ authorId: requirePrincipal(c.get('principal')).userId }),
  validate: contractMustBeInScope,
});

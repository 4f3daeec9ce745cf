import { extensionProcessRow, NEW_EXTENSION_SEARCH_FIELDS } from '@lendline/wire';
import { sql } from 'kysely';
import { defineResource } from '../../resources/define-resource.ts';
import { newFiltersRoute } from './extension-filters.ts';
import { processNewExtRoute } from './process-new-ext.ts';
import {
  code,
  contractKeys,
  day,
  EXTENSIONS_CONTRACTS_VIEW,
  money,
  optionalDay,
  optionalText,
  payments,
} from './extension-fields.ts';

/**
 * `GET /rpm-extension-process-vws` (+ `/count`), the spec's new-extensions view: every extension agreed
 * or renewed (state NEW) that `process-new-ext` has yet to start, with the spec's fields exactly. The
 * staff list filters it by billing source (`inq`), a global search (an `or` of `like` over the spec's
 * nine fields; numbers are matched as text) and a maturity date range.
 */
export const extensionProcessResource = defineResource({
  name: 'RpmExtensionProcessVw',
  path: '/rpm-extension-process-vws',
  table: 'contract_extension',
  description: 'Extensions agreed and waiting to be processed (the spec\u2019s new-extensions view)',
  wire: extensionProcessRow,
  fields: {
    ...contractKeys,
    maturityDate: day,
    paymentFrequency: code,
    paymentAmount: money,
    extPayments: payments,
    extFirstPaymentDate: day,
    extMaturityDate: optionalDay,
    billToEmail: optionalText,
    paymentMethod: code,
    billingSource: code,
    processSource: code,
    sendTo: optionalText,
  },
  view: {
    // The contract's number and name are kept on the extension, and the search fields are its stored
    // search_text (migration 0020); the contract is joined for its maturity date alone, and as a left
    // join on its key PostgreSQL leaves it out of a count or a page that does not show that date.
    from: sql`select e.contract_id as id, e.contract_number as contract_id, e.customer_name,
        c.maturity_date, e.payment_frequency, e.payment_amount, e.ext_payments, e.ext_first_payment_date,
        e.ext_maturity_date, e.bill_to_email, e.payment_method, e.billing_source, e.process_source,
        e.send_to, e.search_text
      from contract_extension e
      left join contract c on c.id = e.contract_id
      where e.state = 'NEW'`,
    tables: ['contract_extension', 'contract', 'customer'],
    searchText: { column: 'search_text', fields: NEW_EXTENSION_SEARCH_FIELDS, keepsCase: true },
  },
  access: { read: EXTENSIONS_CONTRACTS_VIEW },
  declaredRoutes: [newFiltersRoute, processNewExtRoute],
});

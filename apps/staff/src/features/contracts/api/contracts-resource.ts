import { useSWRConfig } from 'swr';

/**
 * The portfolio resources of one module (apps/api/src/features/portfolio/CONTRACT.md): every request
 * names the module, which the server checks and scopes the data to.
 *
 * @example portfolioPath('firstPayment', 'contracts') // 'modules/firstPayment/contracts'
 */
export const portfolioPath = (module: string, resource: string): string =>
  `modules/${encodeURIComponent(module)}/${resource}`;

/** Every SWR key of this feature starts with this, so one call refreshes all contract data after a write. */
export const CONTRACTS_KEY = 'portfolio-contracts';

/** The key prefix of a module's contract list: the same filter in two modules is two different lists. */
export const contractListKey = (module: string): string => `${CONTRACTS_KEY}:${module}`;

/**
 * A contract as the list and the details read it, its summary and its schedule rows: the server's wire
 * shapes (`@lendline/wire`), so a field renamed on either side fails to compile here and fails the
 * contract tests (tests/contract), and answers read through them are checked.
 */
export { contractListRow, contractRecord, contractSchedule, contractSummary } from '@lendline/wire';
export type { ContractRecord, ContractSummary, ScheduleRow } from '@lendline/wire';

/**
 * What hangs off a contract (assets, documents, notes, payments, invoices with their lines, prefunds) and
 * the records the screens pick from (customers, funders): the server's wire shapes too. The contract page
 * reads invoices with `include: ['lines']`, so its invoice is the wire's invoice with lines; the funder
 * filter reads `fields: ['id', 'name', 'status']`, so its funder is the wire's option.
 */
export {
  assetRecord,
  contractDocumentRecord,
  contractNoteRecord,
  customerRecord,
  debtSourceOption,
  DOCUMENT_KINDS,
  invoiceWithLines as contractInvoiceRecord,
  NOTE_CATEGORIES,
  paymentRecord,
  prefundRecord,
} from '@lendline/wire';
export type {
  AssetRecord,
  ContractDocumentRecord,
  ContractNoteRecord,
  CustomerRecord,
  DebtSourceOption,
  DocumentKind,
  InvoiceLineRecord,
  InvoiceWithLines as ContractInvoiceRecord,
  NoteCategory,
  PaymentRecord,
  PrefundRecord,
} from '@lendline/wire';

/** Reloads every contract list, count, record and related list on screen. */
export function useRefreshContracts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && String(key[0]).startsWith(CONTRACTS_KEY));
}

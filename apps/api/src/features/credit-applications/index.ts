/**
 * What the rest of the API may use of credit applications without reaching into it: the demo seed
 * encrypts its applicants' numbers with the feature's cipher, names their files and numbers them the
 * same way, and moves them only along the feature's status rules; the large seed reads the server's key.
 */
export {
  allowedNextStatuses,
  nameSlug,
  referenceNumber,
  type CreditApplicationStatus,
} from './credit-application-values.ts';
export { PiiCipher } from './pii-cipher.ts';
export { loadPiiKey } from './pii-key.ts';

/**
 * Where a sync reads Salesforce master data from: the real org over its REST API, or the built-in demo
 * org when none is configured. Both hand over records already mapped to these shapes, page by page,
 * in order of last modification, so the sync can checkpoint after every page.
 */

export interface SfAccountRecord {
  id: string;
  name: string;
  phone: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingPostalCode: string | null;
  lastModified: string;
}

export interface SfUserRecord {
  id: string;
  name: string;
  email: string | null;
  isActive: boolean;
  lastModified: string;
}

export interface SfOpportunityRecord {
  id: string;
  accountId: string | null;
  ownerId: string | null;
  name: string;
  stage: string;
  /** Decimal string, e.g. "48250.00": money never passes through a float. */
  amount: string | null;
  closeDate: string | null;
  lastModified: string;
}

export interface SyncedObjects {
  User: SfUserRecord;
  Account: SfAccountRecord;
  Opportunity: SfOpportunityRecord;
}

export type SyncedObject = keyof SyncedObjects;

/** Owners first, then accounts, then the opportunities that point at both. */
export const SYNC_ORDER: readonly SyncedObject[] = ['User', 'Account', 'Opportunity'];

export interface SalesforceSource {
  readonly kind: 'demo' | 'salesforce';
  /** Records of `object` modified at or after `since` (everything when null), oldest first, in pages. */
  changes<K extends SyncedObject>(object: K, since: Date | null): AsyncIterable<SyncedObjects[K][]>;
}

/** Why a sync stopped, in words staff can act on; never carries credentials or response bodies. */
export class SalesforceError extends Error {
  override name = 'SalesforceError';
}

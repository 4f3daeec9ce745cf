import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as usersAndRoles from './migrations/0001-users-and-roles.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as mailOutbox from './migrations/0003-mail-outbox.ts';
import * as salesforce from './migrations/0004-salesforce.ts';
import * as vendorQuote from './migrations/0005-vendor-quote.ts';
import * as portfolio from './migrations/0006-portfolio.ts';
import * as creditApplications from './migrations/0007-credit-applications.ts';
import * as contractSearchText from './migrations/0008-contract-search-text.ts';
import * as contractListOrderIndex from './migrations/0009-contract-list-order-index.ts';
import * as contractCustomerName from './migrations/0010-contract-customer-name.ts';
import * as contractListSortIndexes from './migrations/0011-contract-list-sort-indexes.ts';
import * as invoiceListIndexes from './migrations/0012-invoice-list-indexes.ts';
import * as mailRecipientUser from './migrations/0013-mail-recipient-user.ts';
import * as jobsDownloadsNotifications from './migrations/0014-jobs-downloads-notifications.ts';
import * as salesforceSyncJob from './migrations/0015-salesforce-sync-job.ts';
import * as contractAmountPastDue from './migrations/0016-contract-amount-past-due.ts';
import * as contractExtension from './migrations/0017-contract-extension.ts';
import * as gpJournal from './migrations/0018-gp-journal.ts';
import * as assetReportDates from './migrations/0019-asset-report-dates.ts';
import * as contractExtensionSearch from './migrations/0020-contract-extension-search.ts';
import * as ach from './migrations/0021-ach.ts';
import * as achHeldEntries from './migrations/0022-ach-held-entries.ts';

// Migrations are listed in code rather than read from disk, so a bundled or tsx-run server finds them alike.
const migrations: Record<string, Migration> = {
  '0001-users-and-roles': usersAndRoles,
  '0002-accounts': accounts,
  '0003-mail-outbox': mailOutbox,
  '0004-salesforce': salesforce,
  '0005-vendor-quote': vendorQuote,
  '0006-portfolio': portfolio,
  '0007-credit-applications': creditApplications,
  '0008-contract-search-text': contractSearchText,
  '0009-contract-list-order-index': contractListOrderIndex,
  '0010-contract-customer-name': contractCustomerName,
  '0011-contract-list-sort-indexes': contractListSortIndexes,
  '0012-invoice-list-indexes': invoiceListIndexes,
  '0013-mail-recipient-user': mailRecipientUser,
  '0014-jobs-downloads-notifications': jobsDownloadsNotifications,
  '0015-salesforce-sync-job': salesforceSyncJob,
  '0016-contract-amount-past-due': contractAmountPastDue,
  '0017-contract-extension': contractExtension,
  '0018-gp-journal': gpJournal,
  '0019-asset-report-dates': assetReportDates,
  '0020-contract-extension-search': contractExtensionSearch,
  '0021-ach': ach,
  '0022-ach-held-entries': achHeldEntries,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; Kysely's lock table keeps concurrent starts on one PostgreSQL safe. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

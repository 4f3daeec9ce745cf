import { achBatchSummary } from './ach/ach-batch-summary.report.ts';
import { achUpcomingDebits } from './ach/ach-upcoming-debits.report.ts';
import { achReturnsByCode } from './ach/ach-returns-by-code.report.ts';
import { achReturnRateTrend } from './ach/ach-return-rate-trend.report.ts';
import { achNocsApplied } from './ach/ach-nocs-applied.report.ts';
import { achReinitiationLog } from './ach/ach-reinitiation-log.report.ts';
import { achFailedPrenotes } from './ach/ach-failed-prenotes.report.ts';
import { achBatchList } from './ach/ach-batch-list.report.ts';
import { achEntries } from './ach/ach-entries.report.ts';
import { achReturns } from './ach/ach-returns.report.ts';
import { assetList } from './assets/asset-list.report.ts';
import { assetRegister } from './assets/asset-register.report.ts';
import { insuranceExpiry } from './assets/insurance-expiry.report.ts';
import { offLeaseAging } from './assets/off-lease-aging.report.ts';
import { residualExposure } from './assets/residual-exposure.report.ts';
import { uccLapseCalendar } from './assets/ucc-lapse-calendar.report.ts';
import type { ReportDeclaration } from './declare-report.ts';
import { extensionContracts } from './extensions/extension-contracts.report.ts';
import { extensionGpFailures } from './extensions/extension-gp-failures.report.ts';
import { extensionInvoices } from './extensions/extension-invoices.report.ts';
import { extensionRevenueByMonth } from './extensions/extension-revenue-by-month.report.ts';
import { extensionsByBillingSource } from './extensions/extensions-by-billing-source.report.ts';
import { maturedNotExtended } from './extensions/matured-not-extended.report.ts';
import { monthToMonthRoster } from './extensions/month-to-month-roster.report.ts';
import { upcomingExtensionMaturities } from './extensions/upcoming-extension-maturities.report.ts';

/**
 * Every report, in the order its module's cards show them. A module adds a report by declaring it in a
 * file of its own and listing it here (CONTRACT.md "Adding a report").
 */
export const REPORTS: readonly ReportDeclaration[] = [
  maturedNotExtended,
  extensionsByBillingSource,
  extensionRevenueByMonth,
  monthToMonthRoster,
  upcomingExtensionMaturities,
  extensionGpFailures,
  extensionContracts,
  extensionInvoices,
  assetRegister,
  residualExposure,
  uccLapseCalendar,
  insuranceExpiry,
  offLeaseAging,
  assetList,
  achBatchSummary,
  achUpcomingDebits,
  achReturnsByCode,
  achReturnRateTrend,
  achNocsApplied,
  achReinitiationLog,
  achFailedPrenotes,
  achBatchList,
  achEntries,
  achReturns,
];

/** The reports of a module, in card order (none: the module has no Reports in the catalogue). */
export const reportsOf = (module: string): readonly ReportDeclaration[] =>
  REPORTS.filter((report) => report.module === module);

export const findReport = (module: string, id: string): ReportDeclaration | undefined =>
  REPORTS.find((report) => report.module === module && report.id === id);

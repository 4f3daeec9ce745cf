import type { BankCutoff } from '@lendline/ach-rules';
import type { Env } from '../../env.ts';

/** The originator and its bank as every batch and file names them (README settings `ACH_*`). */
export interface AchSettings {
  /** Batch header's company name: the lessee's statement shows it (16 characters). */
  companyName: string;
  /** Company identification the bank assigned (10 characters, often "1" + the tax id). */
  companyId: string;
  /** The ODFI's routing number: the file's immediate destination and the trace numbers' first 8 digits. */
  odfiRouting: string;
  /** Immediate destination name (the bank's name in the file header). */
  odfiName: string;
  /** Immediate origin: who sends the file (10 characters; the bank tells which). */
  immediateOrigin: string;
  /** The bank's cut-off for the day's file: later than this, a file is processed the next banking day. */
  cutoff: BankCutoff;
}

export type AchEnv = Partial<
  Pick<
    Env,
    | 'ACH_COMPANY_NAME'
    | 'ACH_COMPANY_ID'
    | 'ACH_ODFI_ROUTING'
    | 'ACH_ODFI_NAME'
    | 'ACH_IMMEDIATE_ORIGIN'
    | 'ACH_CUTOFF_TIME'
    | 'ACH_CUTOFF_TIME_ZONE'
  >
>;

/** Demo defaults: a made-up company and a bank routing number whose check digit holds (091000019). */
export const ACH_DEFAULTS = {
  companyName: 'LENDLINE LEASING',
  companyId: '1234567890',
  odfiRouting: '091000019',
  odfiName: 'DEMO ODFI BANK',
  cutoffTime: '16:00',
  cutoffTimeZone: 'America/New_York',
} as const;

/** The settings from the environment, each one left unset taking its demo default. */
export function achSettingsOf(env: AchEnv = {}): AchSettings {
  const companyId = env.ACH_COMPANY_ID ?? ACH_DEFAULTS.companyId;
  return {
    companyName: env.ACH_COMPANY_NAME ?? ACH_DEFAULTS.companyName,
    companyId,
    odfiRouting: env.ACH_ODFI_ROUTING ?? ACH_DEFAULTS.odfiRouting,
    odfiName: env.ACH_ODFI_NAME ?? ACH_DEFAULTS.odfiName,
    immediateOrigin: env.ACH_IMMEDIATE_ORIGIN ?? companyId,
    cutoff: {
      time: env.ACH_CUTOFF_TIME ?? ACH_DEFAULTS.cutoffTime,
      timeZone: env.ACH_CUTOFF_TIME_ZONE ?? ACH_DEFAULTS.cutoffTimeZone,
    },
  };
}

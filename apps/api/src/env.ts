import { isValidRouting } from '@lendline/nacha';
import * as v from 'valibot';

// The only module that reads process.env. Everything else receives a typed Env.

const integer = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );

const flag = (fallback: 'true' | 'false') =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    fallback,
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: integer(3000, 1, 65535),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.url('must be an absolute URL such as https://lendline.example.com')),
  ),
  PRODUCT_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)), 'Lendline'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')),
  ),
  DB_POOL_SIZE: integer(10, 1, 200),
  DB_STATEMENT_TIMEOUT_MS: integer(5000, 100, 600_000),
  API_MAX_LIMIT: integer(100_000, 1, 100_000_000),
  // Exports of more rows than this run as jobs and land in Downloads (issue 20).
  EXPORT_INLINE_ROWS: integer(5000, 1, 100_000_000),
  SEED_DEMO_DATA: flag('true'),
  SEED_REFERENCE_DATE: v.optional(v.pipe(v.string(), v.isoDate('must be a date like 2026-11-21'))),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'warn', 'info', 'debug']), 'info'),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters (256 bits)'))),
  TRUST_PROXY: flag('false'),
  RESULT_CACHE: flag('true'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Lendline <no-reply@lendline.localhost>'),
  /** Base64 of 32 random bytes; without it a key is generated under DATA_DIR (pii-encryption.key). */
  PII_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => /^[A-Za-z0-9+/]+={0,2}$/.test(text) && Buffer.from(text, 'base64').length === 32,
        'must be the base64 text of 32 random bytes (openssl rand -base64 32)',
      ),
    ),
  ),
  /** Where credit applications go when `toName` names nobody; default: the first active administrator. */
  CREDIT_APPLICATIONS_INBOX: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'))),
  SALESFORCE_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must be the org URL, https://...'))),
  SALESFORCE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  SALESFORCE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  SALESFORCE_API_VERSION: v.optional(
    v.pipe(v.string(), v.regex(/^\d{2,3}\.0$/, 'must look like 62.0')),
    '62.0',
  ),
  /** Dynamics GP's Service Based Architecture root; unset: documents go to the embedded GP journal. */
  GP_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must be the GP service URL, https://...'))),
  GP_USER: v.optional(v.pipe(v.string(), v.minLength(1))),
  GP_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1))),
  GP_COMPANY: v.optional(v.pipe(v.string(), v.minLength(1))),
  // ACH (issue 24): the originator and its bank; unset, each takes its demo default (features/ach/ach-settings.ts).
  ACH_COMPANY_NAME: v.optional(
    v.pipe(v.string(), v.regex(/^[ -~]{1,16}$/, 'must be 1 to 16 plain ASCII characters')),
  ),
  ACH_COMPANY_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9 ]{1,10}$/, 'must be 1 to 10 letters or digits')),
  ),
  ACH_ODFI_ROUTING: v.optional(
    v.pipe(v.string(), v.check(isValidRouting, 'must be a 9-digit routing number with a valid check digit')),
  ),
  ACH_ODFI_NAME: v.optional(
    v.pipe(v.string(), v.regex(/^[ -~]{1,23}$/, 'must be 1 to 23 plain ASCII characters')),
  ),
  ACH_IMMEDIATE_ORIGIN: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9 ]{1,10}$/, 'must be 1 to 10 letters or digits')),
  ),
  ACH_CUTOFF_TIME: v.optional(
    v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour)')),
  ),
  ACH_CUTOFF_TIME_ZONE: v.optional(
    v.pipe(
      v.string(),
      v.check((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as America/New_York'),
    ),
  ),
  // The bank's SFTP server (issue 24 transmission); unset, NACHA files wait in Downloads "ready to upload".
  ACH_SFTP_HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  ACH_SFTP_PORT: integer(22, 1, 65535),
  ACH_SFTP_USERNAME: v.optional(v.pipe(v.string(), v.minLength(1))),
  ACH_SFTP_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1))),
  ACH_SFTP_PRIVATE_KEY_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  ACH_SFTP_PRIVATE_KEY_PASSPHRASE: v.optional(v.pipe(v.string(), v.minLength(1))),
  ACH_SFTP_HOST_KEY_SHA256: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^SHA256:[A-Za-z0-9+/]{43}=?$/, 'must be the SHA256:... fingerprint ssh-keygen -lf prints'),
    ),
  ),
  ACH_SFTP_OUTBOUND_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  ACH_SFTP_INBOUND_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  ACH_SFTP_PROCESSED_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
});

type RawEnv = v.InferOutput<typeof EnvSchema>;

/** Every setting's name, for the README's settings table test (docs match the code). */
export const SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.entries);

export interface Env extends Omit<RawEnv, 'PUBLIC_URL'> {
  PUBLIC_URL: string;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Validates the configuration once at start-up and fails fast, naming every bad variable.
 * Empty strings count as unset, so `DATABASE_URL=` in a shell falls back to the embedded store.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const keys = Object.keys(EnvSchema.entries);
  const present = Object.fromEntries(
    keys
      .map((key) => [key, source[key] === '' ? undefined : source[key]])
      .filter(([, val]) => val !== undefined),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = result.output;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new EnvError(
      'Invalid configuration:\n  AUTH_SECRET: is required in production (32+ random characters)',
    );
  }
  const salesforceKeys = ['SALESFORCE_URL', 'SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET'] as const;
  const missing = salesforceKeys.filter((key) => !env[key]);
  if (missing.length > 0 && missing.length < salesforceKeys.length) {
    throw new EnvError(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: is required with the other SALESFORCE_ settings`).join('\n')}`,
    );
  }
  const gpKeys = ['GP_URL', 'GP_USER', 'GP_PASSWORD', 'GP_COMPANY'] as const;
  const gpMissing = gpKeys.filter((key) => !env[key]);
  if (gpMissing.length > 0 && gpMissing.length < gpKeys.length) {
    throw new EnvError(
      `Invalid configuration:\n${gpMissing.map((key) => `  ${key}: is required with the other GP_ settings`).join('\n')}`,
    );
  }
  const sftpProblems = achSftpProblems(env);
  if (sftpProblems.length > 0) {
    throw new EnvError(`Invalid configuration:\n${sftpProblems.map((line) => `  ${line}`).join('\n')}`);
  }
  return { ...env, PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') };
}

/**
 * The bank's SFTP settings hang together: with ACH_SFTP_HOST, a user, a password or key, the pinned host
 * key and both folders; without it, none of the others, so a forgotten host does not quietly leave files
 * in Downloads while the operators think they go to the bank.
 */
function achSftpProblems(env: RawEnv): string[] {
  const others = [
    'ACH_SFTP_USERNAME',
    'ACH_SFTP_PASSWORD',
    'ACH_SFTP_PRIVATE_KEY_FILE',
    'ACH_SFTP_PRIVATE_KEY_PASSPHRASE',
    'ACH_SFTP_HOST_KEY_SHA256',
    'ACH_SFTP_OUTBOUND_DIR',
    'ACH_SFTP_INBOUND_DIR',
    'ACH_SFTP_PROCESSED_DIR',
  ] as const;
  if (!env.ACH_SFTP_HOST)
    return others.filter((key) => env[key]).map((key) => `${key}: is set but ACH_SFTP_HOST is not`);
  const problems = (
    [
      'ACH_SFTP_USERNAME',
      'ACH_SFTP_HOST_KEY_SHA256',
      'ACH_SFTP_OUTBOUND_DIR',
      'ACH_SFTP_INBOUND_DIR',
    ] as const
  )
    .filter((key) => !env[key])
    .map((key) => `${key}: is required with ACH_SFTP_HOST`);
  if (!env.ACH_SFTP_PASSWORD && !env.ACH_SFTP_PRIVATE_KEY_FILE)
    problems.push('ACH_SFTP_PASSWORD or ACH_SFTP_PRIVATE_KEY_FILE: one is required with ACH_SFTP_HOST');
  return problems;
}

/** The PostgreSQL the API suite runs on a second time in CI (`TEST_DATABASE_URL`), if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

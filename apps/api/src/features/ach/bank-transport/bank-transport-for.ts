import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Env } from '../../../env.ts';
import type { FileStore } from '../../../jobs/file-store.ts';
import type { BankTransport } from './bank-transport.ts';
import { downloadsBankTransport } from './downloads-bank-transport.ts';
import { sftpBankTransport } from './sftp-bank-transport.ts';

/** The settings the bank transport reads (README "Configuration", `ACH_SFTP_*`); loadEnv checks they hang together. */
export type BankTransportEnv = Partial<
  Pick<
    Env,
    | 'ACH_SFTP_HOST'
    | 'ACH_SFTP_PORT'
    | 'ACH_SFTP_USERNAME'
    | 'ACH_SFTP_PASSWORD'
    | 'ACH_SFTP_PRIVATE_KEY_FILE'
    | 'ACH_SFTP_PRIVATE_KEY_PASSPHRASE'
    | 'ACH_SFTP_HOST_KEY_SHA256'
    | 'ACH_SFTP_OUTBOUND_DIR'
    | 'ACH_SFTP_INBOUND_DIR'
    | 'ACH_SFTP_PROCESSED_DIR'
  >
>;

/**
 * The bank's SFTP server when `ACH_SFTP_HOST` is set, or Downloads, so transmission works offline. The
 * private key file is read here, once at start: an unreadable one stops the server with its path named.
 *
 * @example
 * const bank = bankTransportFor(env, { db, files }); // bank.describe: 'SFTP lendline@sftp.bank.example:22'
 */
export function bankTransportFor(
  env: BankTransportEnv,
  deps: { db: Kysely<Database>; files: FileStore },
): BankTransport {
  const { ACH_SFTP_HOST: host, ACH_SFTP_USERNAME: username, ACH_SFTP_HOST_KEY_SHA256: hostKey } = env;
  const { ACH_SFTP_OUTBOUND_DIR: outboundDir, ACH_SFTP_INBOUND_DIR: inboundDir } = env;
  if (!host || !username || !hostKey || !outboundDir || !inboundDir)
    return downloadsBankTransport(deps.db, deps.files);
  let privateKey: Buffer | undefined;
  if (env.ACH_SFTP_PRIVATE_KEY_FILE) {
    try {
      privateKey = readFileSync(env.ACH_SFTP_PRIVATE_KEY_FILE);
    } catch (error) {
      throw new Error(
        `ACH_SFTP_PRIVATE_KEY_FILE: cannot read ${env.ACH_SFTP_PRIVATE_KEY_FILE} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        { cause: error },
      );
    }
  }
  return sftpBankTransport({
    host,
    port: env.ACH_SFTP_PORT ?? 22,
    username,
    password: env.ACH_SFTP_PASSWORD,
    privateKey,
    passphrase: env.ACH_SFTP_PRIVATE_KEY_PASSPHRASE,
    hostKeySha256: hostKey,
    outboundDir,
    inboundDir,
    processedDir: env.ACH_SFTP_PROCESSED_DIR ?? posix.join(inboundDir, 'processed'),
  });
}

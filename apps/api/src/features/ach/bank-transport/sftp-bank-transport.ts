import { randomBytes } from 'node:crypto';
import { posix } from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import {
  BankTransportError,
  checkFileName,
  type BankTransport,
  type OutboundAchFile,
  type UploadReceipt,
} from './bank-transport.ts';
import { fingerprintOf, normalizeFingerprint } from './host-key.ts';

export interface SftpBankOptions {
  host: string;
  port: number;
  username: string;
  password?: string | undefined;
  /** An OpenSSH or PEM private key's text; with a password too, the key is tried first. */
  privateKey?: string | Buffer | undefined;
  passphrase?: string | undefined;
  /** The bank server's host key, `SHA256:...`: any other key is refused before we authenticate. */
  hostKeySha256: string;
  /** Where our NACHA files go. */
  outboundDir: string;
  /** Where the bank leaves return and NOC files. */
  inboundDir: string;
  /** Where an imported file is moved; created when missing. */
  processedDir: string;
  /** Longest wait for the connection and handshake. */
  timeoutMs?: number;
}

/** Files bigger than this are not a return file: refused before they are read into memory. */
const MAX_INBOUND_BYTES = 64 * 1024 * 1024;
const MESSAGE_MAX = 300;

const quiet = { error: () => undefined, end: () => undefined, close: () => undefined };

/**
 * The bank's SFTP server through ssh2-sftp-client, one connection per call (a few files a day; no idle
 * session to keep alive or close at shutdown). The host key is pinned: a server presenting any other is
 * refused before our password or key is sent. An upload is written under a hidden temporary name and
 * renamed to its final name only once whole, so the bank never picks up half a file; SFTP's rename
 * (unlike posix-rename) refuses an existing target, so a file of the same name is never replaced.
 *
 * @example
 * const bank = sftpBankTransport({ host: 'sftp.bank.example', port: 22, username: 'lendline', password,
 *   hostKeySha256: 'SHA256:…', outboundDir: '/outbound', inboundDir: '/inbound', processedDir: '/inbound/processed' });
 * await bank.upload({ fileName: 'ACH-20261127-001-A.ach', bytes, batchId: 12, by: 3 }); // { mode: 'sftp', remotePath: '/outbound/ACH-20261127-001-A.ach', ... }
 */
export function sftpBankTransport(options: SftpBankOptions): BankTransport {
  const where = `${options.host}:${options.port}`;
  const pinned = normalizeFingerprint(options.hostKeySha256);
  const secrets = [options.password, options.passphrase].filter((text): text is string => !!text);

  /** The library's own words, with anything secret blanked out and the length capped. */
  const clean = (error: unknown) => {
    let text = String((error as { message?: unknown })?.message ?? error)
      .replace(/\s+/g, ' ')
      .trim();
    for (const secret of secrets) text = text.split(secret).join('***');
    return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
  };

  /** Why connecting failed, in words; the presented key when it was not the pinned one. */
  function connectFailure(error: unknown, presentedKey: string | undefined): BankTransportError {
    const { code } = error as { code?: unknown };
    const text = clean(error);
    if (presentedKey !== undefined && presentedKey !== pinned)
      return new BankTransportError(
        'HOST_KEY_MISMATCH',
        `The SFTP server at ${where} presented host key ${presentedKey}, not the pinned ${pinned} ` +
          '(ACH_SFTP_HOST_KEY_SHA256); nothing was sent. If the bank changed its key, confirm the new ' +
          'fingerprint with the bank and update the setting.',
      );
    if (code === 'ECONNREFUSED')
      return new BankTransportError(
        'CONNECTION_REFUSED',
        `The SFTP server at ${where} refused the connection.`,
      );
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return new BankTransportError('HOST_NOT_FOUND', `The SFTP host ${options.host} could not be found.`);
    if (code === 'ETIMEDOUT' || /timed out/i.test(text))
      return new BankTransportError('TIMEOUT', `The SFTP server at ${where} did not answer in time.`);
    if (/authentication/i.test(text))
      return new BankTransportError(
        'AUTH_FAILED',
        `The SFTP server at ${where} refused the sign-in of ${options.username} ` +
          '(check ACH_SFTP_USERNAME and its password or key).',
      );
    return new BankTransportError(
      'TRANSFER_FAILED',
      `Connecting to the SFTP server at ${where} failed: ${text}`,
    );
  }

  /** Why an operation on a connected server failed. */
  function operationFailure(error: unknown, action: string, path: string): BankTransportError {
    if (error instanceof BankTransportError) return error;
    const { code } = error as { code?: unknown };
    const text = clean(error);
    if (code === 'ENOENT' || code === 2 || /no such file/i.test(text))
      return new BankTransportError('REMOTE_NOT_FOUND', `${action}: ${path} does not exist on ${where}.`);
    if (code === 'EACCES' || code === 3 || /permission denied/i.test(text))
      return new BankTransportError('PERMISSION_DENIED', `${action}: ${where} denied access to ${path}.`);
    return new BankTransportError('TRANSFER_FAILED', `${action} (${path} on ${where}) failed: ${text}`);
  }

  /** Runs `work` on a fresh connection to the pinned server and closes it whatever happens. */
  async function session<T>(work: (client: SftpClient) => Promise<T>): Promise<T> {
    const client = new SftpClient('ach-bank', quiet);
    let presentedKey: string | undefined;
    try {
      await client.connect({
        host: options.host,
        port: options.port,
        username: options.username,
        ...(options.password ? { password: options.password } : {}),
        ...(options.privateKey ? { privateKey: options.privateKey } : {}),
        ...(options.passphrase ? { passphrase: options.passphrase } : {}),
        readyTimeout: options.timeoutMs ?? 20_000,
        // Called with the key's wire-format blob during key exchange, before any credential is sent.
        hostVerifier: (key: Buffer) => {
          presentedKey = fingerprintOf(key);
          return presentedKey === pinned;
        },
      });
    } catch (error) {
      await client.end().catch(() => undefined);
      throw connectFailure(error, presentedKey);
    }
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  const remoteExists = (path: string) =>
    new BankTransportError(
      'REMOTE_FILE_EXISTS',
      `${path} already exists on ${where}; it was not overwritten. A new file needs the next File ID Modifier.`,
    );

  async function upload(file: OutboundAchFile): Promise<UploadReceipt> {
    const name = checkFileName(file.fileName);
    const finalPath = posix.join(options.outboundDir, name);
    // Hidden and suffixed: banks collect `*.ach`/`*.txt`, and skip dot-files, while it is being written.
    const tempPath = posix.join(options.outboundDir, `.${name}.${randomBytes(6).toString('hex')}.part`);
    return session(async (client) => {
      try {
        if (await client.exists(finalPath)) throw remoteExists(finalPath);
      } catch (error) {
        throw operationFailure(error, 'Checking the outbound folder', finalPath);
      }
      try {
        await client.put(Buffer.from(file.bytes), tempPath, {
          // Exclusive create: ssh2 opens with CREAT|EXCL for 'wx' (the typings list only 'a' and 'w').
          writeStreamOptions: { flags: 'wx' as 'w', mode: 0o600 },
        });
        const written = await client.stat(tempPath);
        if (written.size !== file.bytes.byteLength)
          throw new BankTransportError(
            'TRANSFER_FAILED',
            `The upload of ${name} to ${where} stopped at ${written.size} of ${file.bytes.byteLength} bytes.`,
          );
        await client.rename(tempPath, finalPath);
      } catch (error) {
        await client.delete(tempPath, true).catch(() => undefined);
        // Another upload took the name between our check and the rename: the rename refused to replace it.
        if (!(error instanceof BankTransportError) && (await client.exists(finalPath).catch(() => false)))
          throw remoteExists(finalPath);
        throw operationFailure(error, `Uploading ${name}`, finalPath);
      }
      return { mode: 'sftp', remotePath: finalPath, uploadedAt: new Date() };
    });
  }

  return {
    mode: 'sftp',
    describe: `SFTP ${options.username}@${where}`,
    upload,

    listInbound: () =>
      session(async (client) => {
        try {
          const entries = await client.list(options.inboundDir);
          return entries
            .filter((entry) => entry.type === '-' && !entry.name.startsWith('.'))
            .map((entry) => entry.name)
            .sort();
        } catch (error) {
          throw operationFailure(error, 'Listing the inbound folder', options.inboundDir);
        }
      }),

    fetchInbound: (name) =>
      session(async (client) => {
        const path = posix.join(options.inboundDir, checkFileName(name));
        try {
          const { size, isFile } = await client.stat(path);
          if (!isFile) throw new BankTransportError('REMOTE_NOT_FOUND', `${path} on ${where} is not a file.`);
          if (size > MAX_INBOUND_BYTES)
            throw new BankTransportError(
              'TRANSFER_FAILED',
              `${path} on ${where} is ${size} bytes, more than a return file can be (${MAX_INBOUND_BYTES}).`,
            );
          const bytes = (await client.get(path)) as Buffer;
          return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          throw operationFailure(error, `Fetching ${name}`, path);
        }
      }),

    markInboundTaken: (name) =>
      session(async (client) => {
        const from = posix.join(options.inboundDir, checkFileName(name));
        let to = posix.join(options.processedDir, name);
        try {
          if (!(await client.exists(options.processedDir))) await client.mkdir(options.processedDir, true);
          if (!(await client.exists(from))) {
            // Another server (or an earlier try whose answer was lost) already moved it: nothing to do.
            if (await client.exists(to)) return;
            throw new BankTransportError('REMOTE_NOT_FOUND', `${from} does not exist on ${where}.`);
          }
          // The bank may send a later file under a name it used before: keep both.
          if (await client.exists(to)) to = `${to}.${new Date().toISOString().replace(/[:.]/g, '-')}`;
          await client.rename(from, to);
        } catch (error) {
          throw operationFailure(error, `Moving ${name} to the processed folder`, from);
        }
      }),
  };
}

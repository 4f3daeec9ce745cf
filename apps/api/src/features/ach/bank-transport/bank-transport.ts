/** A NACHA file on its way to the bank. */
export interface OutboundAchFile {
  /** The name the bank sees, e.g. `ACH-20261127-001-A.ach`; the File ID Modifier keeps it unique. */
  fileName: string;
  bytes: Uint8Array;
  /** The batch it carries, for the Downloads row and the caller's audit entry. */
  batchId: number;
  /** The user transmitting it: the embedded default's "ready to upload" file is theirs (and ACH download holders'). */
  by: number;
}

/** Where the file went: the path on the bank's server, or the Downloads row a person uploads from. */
export type UploadReceipt =
  | { mode: 'sftp'; remotePath: string; uploadedAt: Date }
  | { mode: 'download'; downloadId: number; uploadedAt: Date };

/**
 * How NACHA files reach the bank and its return and NOC files come back: the bank's SFTP server when
 * `ACH_SFTP_*` is configured, else Downloads, where the file waits "ready to upload" and returns arrive
 * by drag and drop. Every failure is a BankTransportError whose message may be shown to the user.
 */
export interface BankTransport {
  readonly mode: 'sftp' | 'download';
  /** Where files go, for screens and logs: `SFTP ach@bank.example.com:22` or `Downloads (ready to upload)`. */
  readonly describe: string;
  /** Hands the file over once: never overwrites a file of the same name (REMOTE_FILE_EXISTS instead). */
  upload(file: OutboundAchFile): Promise<UploadReceipt>;
  /** Names of the return and NOC files waiting on the bank's side, oldest name first; none for Downloads. */
  listInbound(): Promise<string[]>;
  /** One waiting file's bytes. */
  fetchInbound(name: string): Promise<Uint8Array>;
  /** Moves an imported file out of the way (to the processed folder) so it is not offered again. */
  markInboundTaken(name: string): Promise<void>;
}

export type BankTransportErrorCode =
  | 'CONNECTION_REFUSED'
  | 'HOST_NOT_FOUND'
  | 'TIMEOUT'
  | 'AUTH_FAILED'
  | 'HOST_KEY_MISMATCH'
  | 'REMOTE_FILE_EXISTS'
  | 'REMOTE_NOT_FOUND'
  | 'PERMISSION_DENIED'
  | 'INVALID_FILE_NAME'
  | 'NOT_SUPPORTED'
  | 'TRANSFER_FAILED';

/**
 * A transport failure in words a person can act on. The message names the server, the user and the
 * path, never a password, key or passphrase, so it may go to the screen, a job's failure reason and the log.
 */
export class BankTransportError extends Error {
  override name = 'BankTransportError';
  constructor(
    readonly code: BankTransportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A file name the bank gave or we chose, never a path: no folders, no `..`, no hidden or control
 * characters, so a name from the bank's listing (or a caller) cannot reach outside its folder.
 */
export function checkFileName(name: string): string {
  if (!/^[A-Za-z0-9_][A-Za-z0-9._ -]{0,199}$/.test(name) || name.includes('..'))
    throw new BankTransportError(
      'INVALID_FILE_NAME',
      `"${name.slice(0, 80)}" is not a plain file name (letters, digits, dot, dash, underscore, space).`,
    );
  return name;
}

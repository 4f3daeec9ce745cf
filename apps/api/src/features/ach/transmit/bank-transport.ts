// TODO(bank-transport): replace with the BankTransport of apps/api/src/features/ach/bank-transport/ (SFTP
// client or embedded Downloads) once it is committed; this is the least the transmit route needs of it.

/** A generated NACHA file on its way to the bank. */
export interface OutgoingAchFile {
  batchName: string;
  fileName: string;
  text: string;
  /** The file already in Downloads. */
  fileId: number;
}

/** How a file reaches the bank: uploaded over SFTP, or left in Downloads for a person to upload. */
export interface BankTransport {
  readonly mode: 'SFTP' | 'DOWNLOAD';
  upload(file: OutgoingAchFile): Promise<void>;
}

/**
 * The embedded default: the file generated at approval already sits in Downloads for ACH download holders,
 * "ready to upload"; transmitting records that it was handed over (who downloads it is audited by Downloads).
 */
export const downloadsTransport: BankTransport = {
  mode: 'DOWNLOAD',
  upload: async () => undefined,
};

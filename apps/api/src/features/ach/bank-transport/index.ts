/** How NACHA files reach the bank and return files come back (issue 24 items 6 and 8); the app picks one. */
export {
  BankTransportError,
  checkFileName,
  type BankTransport,
  type BankTransportErrorCode,
  type OutboundAchFile,
  type UploadReceipt,
} from './bank-transport.ts';
export { bankTransportFor, type BankTransportEnv } from './bank-transport-for.ts';
export { downloadsBankTransport, READY_TO_UPLOAD } from './downloads-bank-transport.ts';
export { sftpBankTransport, type SftpBankOptions } from './sftp-bank-transport.ts';
export { fingerprintOf } from './host-key.ts';

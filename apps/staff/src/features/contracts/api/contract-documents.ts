import { config } from '../../../config.ts';
import { api } from '../../../lib/api.ts';
import {
  contractDocumentRecord,
  portfolioPath,
  type ContractDocumentRecord,
  type DocumentKind,
} from './contracts-resource.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** `PATCH /modules/{module}/contract-documents/{id}` with `isValid`, the one thing staff change on it. */
export function setDocumentValidity(module: string, documentId: number, isValid: boolean): Promise<void> {
  return api.patch(portfolioPath(module, 'contract-documents'), documentId, { isValid });
}

/** `GET /modules/{module}/contract-documents/{id}/content` (Contracts › view), saved under its name. */
export function downloadDocument(module: string, document: ContractDocumentRecord): Promise<string> {
  const url = new URL(
    `${config.apiBaseUrl}/${portfolioPath(module, 'contract-documents')}/${document.id}/content`,
    location.href,
  );
  return downloadFile(url.href, document.contentType, document.name);
}

/** The largest file the server keeps (CONTRACT.md: 10 MB); bigger ones are refused before they are sent. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * `POST /modules/{module}/contract-documents` as `multipart/form-data` (Contracts › create): the file as
 * it is, its kind, and the name it is listed under (the file's own name when left blank). `onProgress`
 * hears the share of the file sent, from 0 to 1.
 */
export function uploadDocument(
  module: string,
  upload: { contractId: number; kind: DocumentKind; name?: string; file: File },
  onProgress?: (sent: number) => void,
): Promise<ContractDocumentRecord> {
  const form = new FormData();
  form.set('contractId', String(upload.contractId));
  form.set('kind', upload.kind);
  if (upload.name?.trim()) form.set('name', upload.name.trim());
  form.set('file', upload.file, upload.file.name);
  return api.upload(portfolioPath(module, 'contract-documents'), form, {
    schema: contractDocumentRecord,
    ...(onProgress ? { onProgress: (done, total) => onProgress(total > 0 ? done / total : 0) } : {}),
  });
}

import { config } from '../../../config.ts';
import { api } from '../../../lib/api.ts';
import { portfolioPath, type ContractDocumentRecord } from './contracts-resource.ts';
import { downloadFile } from './export-contracts.ts';

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

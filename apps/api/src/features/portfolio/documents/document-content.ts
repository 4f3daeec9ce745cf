import { randomUUID } from 'node:crypto';
import { contractDocumentRecord, DOCUMENT_KINDS } from '@lendline/wire';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { validationFailed } from '../../../resources/body-schema.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import { findOne, findScoped, pathId } from '../contracts/scoped-contract.ts';
import { contractInScope } from '../module-scope/contract-in-scope.ts';
import { CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { documentContent, insertDocument } from './documents.repo.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  multipartFieldsSchema,
  readDocumentUpload,
  uploadJsonSchema,
} from './document-upload.ts';

/** `GET /contract-documents/{id}/content`: the bytes as uploaded, under their own type, never run inline. */
export const documentContentRoute = declareRoute({
  method: 'get',
  path: '/:id/content',
  summary: "A document's bytes",
  description: `Sent as an attachment under the type it was uploaded with (one of ${DOCUMENT_CONTENT_TYPES.join(', ')}).`,
  access: CONTRACTS_VIEW,
  response: { status: 200, description: 'The file as uploaded', mediaType: 'application/octet-stream' },
  errors: { 404: 'Not in this module, or no content stored' },
  handle: async (c, { kit }) => {
    const id = pathId(c);
    const meta = await findScoped(kit, c, id);
    const content = await documentContent(kit.db, id);
    if (!content) {
      throw new HttpError(404, 'Error', `Document ${String(meta.documentId)} has no stored content`, {
        code: 'CONTENT_NOT_FOUND',
      });
    }
    const name = String(meta.name).replace(/[^\w. -]/g, '_');
    return c.body(new Uint8Array(content), 200, {
      'Content-Type': String(meta.contentType),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  },
});

/**
 * `POST /contract-documents`: multipart (the staff form) or JSON with base64. The handler reads the body
 * itself (readDocumentUpload) rather than the factory, which reads JSON only: a multipart form's `file`
 * part is bytes (its size and type checked as such, its type filling `contentType`), and its other parts
 * arrive as text. readDocumentUpload validates each form with the schema declared here for the document.
 */
export const documentUploadRoute = declareRoute({
  method: 'post',
  path: '/',
  summary: "Upload a document to one of the module's contracts",
  description:
    '`multipart/form-data` with a `file` part, `contractId`, `kind` and an optional `name` (the file name ' +
    'by default), or JSON `{ contractId, name, kind, contentType, contentBase64 }`; at most 10 MB of ' +
    `content, of type ${DOCUMENT_CONTENT_TYPES.join(', ')}; kind one of ${DOCUMENT_KINDS.join(', ')}.`,
  access: CONTRACTS_CREATE,
  verb: 'create',
  bodyReadByHandler: {
    json: uploadJsonSchema,
    multipart: { fields: multipartFieldsSchema, files: ['file'] },
  },
  response: { status: 200, description: 'The document (metadata)', schema: contractDocumentRecord },
  errors: { 413: 'Too large', 415: 'Neither JSON nor multipart', 422: 'Invalid body' },
  handle: async (c, { kit }) => {
    const { content, ...body } = await readDocumentUpload(c);
    if (!(await contractInScope(c, kit.db, body.contractId))) {
      throw validationFailed([
        {
          path: '/contractId',
          code: 'reference',
          message: `Contract ${body.contractId} does not exist in this module`,
          info: {},
        },
      ]);
    }
    const principal = requirePrincipal(c.get('principal'));
    const { after } = await kit.write(c, async (trx) => {
      const id = await insertDocument(trx, {
        ...body,
        documentId: randomUUID(),
        content,
        uploadedBy: principal.userId,
      });
      const created = await findOne(trx, kit.model, id);
      return {
        after: created,
        events: [
          {
            action: 'create' as const,
            resource: kit.definitionOf('ContractDocument'),
            entityId: id,
            after: created,
          },
        ],
      };
    });
    return c.json(after);
  },
});

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ApiOperation } from '../../../lib/openapi-operation.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { validationFailed } from '../../../resources/body-schema.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { findOne, findScoped, pathId } from '../contracts/scoped-contract.ts';
import { contractInScope } from '../module-scope/contract-in-scope.ts';
import { CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { DOCUMENT_CONTENT_TYPES, readDocumentUpload, uploadJsonSchema } from './document-upload.ts';

/** `GET /contract-documents/{id}/content` and the upload `POST /contract-documents` (multipart or JSON). */
export function documentContentRoutes(kit: ResourceRouteKit): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:id/content', async (c) => {
    await kit.authorize(c, CONTRACTS_VIEW);
    const id = pathId(c);
    const meta = await findScoped(kit, c, id);
    const row = await kit.db
      .selectFrom('contract_document')
      .select(['content'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!row.content) {
      throw new HttpError(404, 'Error', `Document ${String(meta.documentId)} has no stored content`, {
        code: 'CONTENT_NOT_FOUND',
      });
    }
    const name = String(meta.name).replace(/[^\w. -]/g, '_');
    return c.body(new Uint8Array(row.content as Uint8Array), 200, {
      'Content-Type': String(meta.contentType),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  routes.post('/', async (c) => {
    await kit.authorize(c, CONTRACTS_CREATE, 'create');
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
      const { id } = await trx
        .insertInto('contract_document')
        .values({
          document_id: randomUUID(),
          contract_id: body.contractId,
          name: body.name,
          kind: body.kind,
          content_type: body.contentType,
          size_bytes: content.byteLength,
          content,
          uploaded_by: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
  });
  return routes;
}

export const documentContentOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/modules/{module}/contract-documents',
    tag: 'ContractDocument',
    summary: "Upload a document to one of the module's contracts ({module} › Contracts › create)",
    description:
      '`multipart/form-data` with a `file` part, `contractId`, `kind` and an optional `name` (the file name ' +
      'by default), or JSON `{ contractId, name, kind, contentType, contentBase64 }`; at most 10 MB of ' +
      `content, of type ${DOCUMENT_CONTENT_TYPES.join(', ')}.`,
    auth: true,
    body: { schema: uploadJsonSchema },
    responses: {
      200: 'The document (metadata)',
      413: 'Too large',
      415: 'Neither JSON nor multipart',
      422: 'Invalid body',
    },
  },
  {
    method: 'get',
    path: '/modules/{module}/contract-documents/{id}/content',
    tag: 'ContractDocument',
    summary: "A document's bytes ({module} › Contracts › view)",
    auth: true,
    responses: { 200: 'The file as uploaded', 404: 'Not in this module, or no content stored' },
  },
];

import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../app/app-env.ts';
import { HttpError } from '../../../app/http-error.ts';
import type { ApiOperation } from '../../../app/openapi.ts';
import { parseJsonSafely } from '../../../app/request-body.ts';
import { requirePrincipal } from '../../../app/require-principal.ts';
import { validateBody, validationFailed } from '../../../resources/body-schema.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { findOne, findScoped, pathId } from '../contracts/scoped-contract.ts';
import { oneOf, recordId, requiredText } from '../field-schemas/portfolio-schemas.ts';
import { contractInScope } from '../module-scope/contract-in-scope.ts';
import { DOCUMENT_KINDS } from './document-kinds.ts';
import { CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';

const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
// Base64 is 4/3 of the bytes, plus the JSON around it.
const MAX_UPLOAD_BODY = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

const uploadSchema = v.strictObject({
  contractId: recordId('Contract'),
  name: requiredText('Name', 200),
  kind: oneOf(DOCUMENT_KINDS, 'Kind'),
  contentType: v.pipe(
    v.string(),
    v.regex(/^[\w.+-]+\/[\w.+-]+$/, 'Content type must look like application/pdf'),
    v.maxLength(100),
  ),
  contentBase64: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Content must be base64')),
});

const tooLarge = () => new HttpError(413, 'PayloadTooLargeError', 'request entity too large');

async function readUpload(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(
      415,
      'UnsupportedMediaTypeError',
      `Content-type ${type || '(none)'} does not match [application/json].`,
      {
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    );
  }
  if (Number(c.req.header('content-length') ?? '0') > MAX_UPLOAD_BODY) throw tooLarge();
  const text = await c.req.text();
  if (text.length > MAX_UPLOAD_BODY) throw tooLarge();
  try {
    return parseJsonSafely(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'SyntaxError', error instanceof Error ? error.message : 'Invalid JSON');
  }
}

/** `GET /contract-documents/{id}/content` and the JSON upload `POST /contract-documents`. */
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
    const body = validateBody(uploadSchema, await readUpload(c)) as v.InferOutput<typeof uploadSchema>;
    const content = Buffer.from(body.contentBase64, 'base64');
    if (content.byteLength > MAX_DOCUMENT_BYTES) {
      throw validationFailed([
        { path: '/contentBase64', code: 'maxSize', message: 'A document may be at most 10 MB', info: {} },
      ]);
    }
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
    description: 'JSON `{ contractId, name, kind, contentType, contentBase64 }`, at most 10 MB of content.',
    auth: true,
    body: { schema: uploadSchema },
    responses: { 200: 'The document (metadata)', 413: 'Too large', 422: 'Invalid body' },
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

import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { parseJsonBody } from '../../../lib/request-body.ts';
import { validateBody, validationFailed } from '../../../resources/body-schema.ts';
import { oneOf, recordId, requiredText } from '../field-schemas/portfolio-schemas.ts';
import { DOCUMENT_KINDS } from '@lendline/wire';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/**
 * The largest upload body (the body limit, app/body-limits.ts): base64 is 4/3 of the bytes, with room for the
 * other fields. A multipart body carries the bytes as they are, so this bounds it too; its file's own size is
 * checked after parsing.
 */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

/**
 * What a contract file may be: the papers of a lease (PDF, scans, office files, text). Anything else
 * (HTML, scripts, archives) is refused, so a download never hands a browser something it would run.
 */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/tiff',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

const contentTypeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist(DOCUMENT_CONTENT_TYPES, `Content type must be one of ${DOCUMENT_CONTENT_TYPES.join(', ')}`),
);

export const uploadJsonSchema = v.strictObject({
  contractId: recordId('Contract'),
  name: requiredText('Name', 200),
  kind: oneOf(DOCUMENT_KINDS, 'Kind'),
  contentType: contentTypeSchema,
  contentBase64: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Content must be base64')),
});

/** The text parts of a multipart upload (its `file` part is read apart, as bytes). */
export const multipartFieldsSchema = v.strictObject({
  contractId: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'Contract must be a record id'),
    v.transform(Number),
    recordId('Contract'),
  ),
  name: v.optional(requiredText('Name', 200)),
  kind: oneOf(DOCUMENT_KINDS, 'Kind'),
  contentType: contentTypeSchema,
});

/** An upload, whichever way it came. */
export interface DocumentUpload {
  contractId: number;
  name: string;
  kind: (typeof DOCUMENT_KINDS)[number];
  contentType: string;
  content: Buffer;
}

const tooBig = (path: string) =>
  validationFailed([{ path, code: 'maxSize', message: 'A document may be at most 10 MB', info: {} }]);

async function readJsonUpload(c: Context<AppEnv>): Promise<DocumentUpload> {
  const parsed = parseJsonBody(await c.req.text());
  const body = validateBody(uploadJsonSchema, parsed) as v.InferOutput<typeof uploadJsonSchema>;
  const content = Buffer.from(body.contentBase64, 'base64');
  if (content.byteLength > MAX_DOCUMENT_BYTES) throw tooBig('/contentBase64');
  return { ...body, content };
}

async function readMultipartUpload(c: Context<AppEnv>): Promise<DocumentUpload> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, 'BadRequestError', 'The multipart/form-data body could not be read', {
      code: 'MALFORMED_MULTIPART',
    });
  }
  const file = form.get('file');
  if (!(file instanceof File)) {
    throw validationFailed([
      { path: '/file', code: 'required', message: 'A file part named "file" is required', info: {} },
    ]);
  }
  if (file.size > MAX_DOCUMENT_BYTES) throw tooBig('/file');
  const fields: Record<string, unknown> = { contentType: file.type || 'application/octet-stream' };
  for (const [key, value] of form.entries()) {
    if (key === 'file') continue;
    if (typeof value !== 'string') {
      throw validationFailed([
        { path: `/${key}`, code: 'type', message: `Only "file" may be a file part`, info: {} },
      ]);
    }
    fields[key] = value;
  }
  const body = validateBody(multipartFieldsSchema, fields) as v.InferOutput<typeof multipartFieldsSchema>;
  const name = body.name ?? (file.name.trim().slice(0, 200) || 'document');
  return { ...body, name, content: Buffer.from(await file.arrayBuffer()) };
}

/**
 * Reads `POST /contract-documents`: `multipart/form-data` (a `file` part, `contractId`, `kind`,
 * optional `name`, defaulting to the file's name) or JSON with the bytes in base64. Other content
 * types get LoopBack's 415. The body arrived bounded by MAX_UPLOAD_BODY_BYTES (app/body-limits.ts).
 */
export async function readDocumentUpload(c: Context<AppEnv>): Promise<DocumentUpload> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json\b/i.test(type)) return readJsonUpload(c);
  if (/^multipart\/form-data\b/i.test(type)) return readMultipartUpload(c);
  throw new HttpError(
    415,
    'UnsupportedMediaTypeError',
    `Content-type ${type || '(none)'} does not match [application/json,multipart/form-data].`,
    { code: 'UNSUPPORTED_MEDIA_TYPE' },
  );
}

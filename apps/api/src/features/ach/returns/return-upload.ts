import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { validationFailed } from '../../../resources/body-schema.ts';

/** A return file of 10,000 returns is about 2 MB; banks send far fewer. */
export const MAX_RETURN_FILE_BYTES = 16 * 1024 * 1024;

/** The text parts of a multipart import (its `file` part is read apart, as bytes): none besides the file. */
export const returnUploadFields = v.strictObject({});
/** The raw body: the file's bytes, named by `?fileName=` (default `return-file.ach`). */
export const returnUploadRaw = v.pipe(v.string(), v.description('The file as sent by the bank (text/plain)'));

export interface ReturnUpload {
  fileName: string;
  bytes: Uint8Array;
}

// A name to show, never a path: folders and control characters dropped, 200 characters at most.
const cleanName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[^\w. -]/g, '_')
    .slice(0, 200) || 'return-file.ach';

const tooBig = (path: string) =>
  validationFailed([{ path, code: 'maxSize', message: 'A return file may be at most 16 MB', info: {} }]);

/**
 * Reads `POST /ach-return-files`: `multipart/form-data` with a `file` part (the staff drop zone), or the
 * file itself as `text/plain` / `application/octet-stream` (a script, the bank's own tool). Other types
 * get LoopBack's 415; an empty file is 422.
 */
export async function readReturnUpload(c: Context<AppEnv>): Promise<ReturnUpload> {
  const type = c.req.header('content-type') ?? '';
  let upload: ReturnUpload;
  if (/^multipart\/form-data\b/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new HttpError(400, 'BadRequestError', 'The multipart/form-data body could not be read', {
        code: 'MALFORMED_MULTIPART',
      });
    }
    const file = form.get('file');
    if (!(file instanceof File))
      throw validationFailed([
        { path: '/file', code: 'required', message: 'A file part named "file" is required', info: {} },
      ]);
    if (file.size > MAX_RETURN_FILE_BYTES) throw tooBig('/file');
    upload = { fileName: cleanName(file.name), bytes: new Uint8Array(await file.arrayBuffer()) };
  } else if (/^(text\/plain|application\/octet-stream)\b/i.test(type)) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > MAX_RETURN_FILE_BYTES) throw tooBig('');
    upload = { fileName: cleanName(c.req.query('fileName') ?? ''), bytes };
  } else
    throw new HttpError(
      415,
      'UnsupportedMediaTypeError',
      `Content-type ${type.slice(0, 80) || '(none)'} does not match [multipart/form-data,text/plain,application/octet-stream].`,
      { code: 'UNSUPPORTED_MEDIA_TYPE' },
    );
  if (upload.bytes.byteLength === 0)
    throw validationFailed([{ path: '/file', code: 'required', message: 'The file is empty', info: {} }]);
  return upload;
}

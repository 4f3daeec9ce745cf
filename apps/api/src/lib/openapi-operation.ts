import type * as v from 'valibot';

/** A `multipart/form-data` body: the schema its text parts are validated with, and its file parts' names. */
export interface MultipartForm {
  fields: v.GenericSchema;
  files: readonly string[];
}

/** A route outside the resource factory (sign-in and the like), described from its own body schema. */
export interface ApiOperation {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth?: boolean;
  /**
   * The valibot schema the route validates with; `form` also accepts `application/x-www-form-urlencoded`,
   * `optional` the body may be left out, `multipart` a `multipart/form-data` form (its text parts' schema
   * and its file parts' names).
   */
  body?: {
    schema: v.GenericSchema;
    form?: boolean;
    optional?: boolean;
    multipart?: MultipartForm;
  };
  /** The success answer's schema (a wire schema from `@lendline/wire`) or media type, for its content. */
  response?: { status: number; schema?: v.GenericSchema; mediaType?: string };
  responses: Record<number, string>;
}

/** LoopBack's error envelope, as both API documents (staff and widget) declare it. */
export const ERROR_ENVELOPE_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['statusCode', 'message'],
      properties: {
        statusCode: { type: 'integer' },
        name: { type: 'string' },
        message: { type: 'string' },
        code: { type: 'string' },
        details: {},
      },
    },
  },
};

import type * as v from 'valibot';

/** A route outside the resource factory (sign-in and the like), described from its own body schema. */
export interface ApiOperation {
  method: 'get' | 'post';
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth?: boolean;
  /** The valibot schema the route validates with; `form` also accepts `application/x-www-form-urlencoded`. */
  body?: { schema: v.GenericSchema; form?: boolean };
  responses: Record<number, string>;
}

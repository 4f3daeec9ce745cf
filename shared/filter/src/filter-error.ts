import { describeValue } from './describe-value.ts';

export type FilterErrorCode =
  /** The REST layer's code for a parameter that fails its schema (LoopBack's AJV check). */
  | 'INVALID_PARAMETER_VALUE'
  /** The juggler refuses most bad filters without a code; ours always carries one. */
  | 'INVALID_FILTER'
  | 'INVALID_INCLUSION_FILTER'
  | 'QUERY_OBJECT_TOO_DEEP'
  | 'OPERATOR_NOT_ALLOWED_IN_QUERY'
  | 'QUERY_TOO_COMPLEX'
  | 'QUERY_TIMEOUT';

/** One AJV-style entry of `details`, as LoopBack reports schema failures (`path` is a JSON Pointer). */
export interface ParameterIssue {
  path: string;
  code: string;
  message: string;
  info: Record<string, unknown>;
}

export type FilterErrorDetails = ParameterIssue[] | Record<string, unknown>;

export interface FilterErrorInit {
  name: 'BadRequestError' | 'Error';
  message: string;
  code: FilterErrorCode;
  details?: FilterErrorDetails | undefined;
}

/**
 * A filter the client got wrong: always HTTP 400, with the fields of LoopBack's error envelope
 * (`{"error":{statusCode,name,message,code,details}}`), so the HTTP layer can serialise it as is.
 *
 * @example
 * try { parseFilter(raw, userModel); } catch (e) { if (e instanceof FilterError) return c.json({ error: e.toJSON() }, 400); }
 */
export class FilterError extends Error {
  readonly statusCode = 400;
  override readonly name: 'BadRequestError' | 'Error';
  readonly code: FilterErrorCode;
  readonly details: FilterErrorDetails | undefined;

  constructor(init: FilterErrorInit) {
    super(init.message);
    this.name = init.name;
    this.code = init.code;
    this.details = init.details;
  }

  /**
   * The body of LoopBack's error envelope, without `details` when there are none.
   *
   * @example
   * new FilterError({ name: 'Error', message: 'x', code: 'INVALID_FILTER' }).toJSON(); // { statusCode: 400, name: 'Error', message: 'x', code: 'INVALID_FILTER' }
   */
  toJSON(): Record<string, unknown> {
    const body: Record<string, unknown> = {
      statusCode: this.statusCode,
      name: this.name,
      message: this.message,
      code: this.code,
    };
    if (this.details !== undefined) body['details'] = this.details;
    return body;
  }
}

/**
 * A juggler-level refusal (LoopBack names these plain "Error").
 *
 * @example
 * throw filterError('The order "seq ABC" has invalid direction');
 */
export function filterError(
  message: string,
  code: FilterErrorCode = 'INVALID_FILTER',
  details?: FilterErrorDetails,
): FilterError {
  return new FilterError({ name: 'Error', message, code, details });
}

/**
 * A schema-level refusal worded like LoopBack's REST layer: `Invalid data <json> for parameter "<name>".`.
 *
 * @example
 * throw invalidParameter('filter', { foo: 1 }, [{ path: '', code: 'additionalProperties', message: 'must NOT have additional properties', info: { additionalProperty: 'foo' } }]);
 */
export function invalidParameter(
  parameter: string,
  value: unknown,
  details: FilterErrorDetails,
): FilterError {
  return new FilterError({
    name: 'BadRequestError',
    message: `Invalid data ${describeValue(value)} for parameter "${parameter}".`,
    code: 'INVALID_PARAMETER_VALUE',
    details,
  });
}

import { FilterError } from '@lendline/filter';
import type { Context } from 'hono';
import { filterErrorFromDatabaseError } from '../filter-sql/index.ts';
import { HttpError, toEnvelope } from '../lib/http-error.ts';
import type { Logger } from '../lib/logger.ts';

// Constraint failures are the client's doing (a duplicate, a dangling reference, a record still in use),
// so they get a 4xx with a plain message. A deleted row still referenced raises 23001 (PostgreSQL 18,
// ON DELETE RESTRICT) or 23503 (older servers): on DELETE both mean "still in use".
const PG_CLIENT_ERRORS: Record<string, { status: number; name: string; code: string; message: string }> = {
  '23505': {
    status: 409,
    name: 'ConflictError',
    code: 'DUPLICATE_ENTRY',
    message: 'A record with the same unique value already exists.',
  },
  '23001': {
    status: 409,
    name: 'ConflictError',
    code: 'REFERENCE_CONSTRAINT',
    message: 'The record is still in use by other records.',
  },
  '23503': {
    status: 422,
    name: 'UnprocessableEntityError',
    code: 'INVALID_REFERENCE',
    message: 'A referenced record does not exist.',
  },
  '23502': {
    status: 422,
    name: 'UnprocessableEntityError',
    code: 'VALIDATION_FAILED',
    message: 'A required value is missing.',
  },
  '22001': {
    status: 422,
    name: 'UnprocessableEntityError',
    code: 'VALIDATION_FAILED',
    message: 'A value is too long.',
  },
};

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Every error leaves in the LoopBack envelope. Client mistakes keep their message; anything unexpected
 * is logged with the request id and answered with a bare 500, never a stack trace or SQL.
 */
export function handleError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof HttpError || error instanceof FilterError) {
      return c.json(toEnvelope(error), error.statusCode as 400);
    }
    const filterError = filterErrorFromDatabaseError(error);
    if (filterError) return c.json(toEnvelope(filterError), 400);
    const code = pgCode(error);
    const inUse = c.req.method === 'DELETE' && code === '23503';
    const known = code ? PG_CLIENT_ERRORS[inUse ? '23001' : code] : undefined;
    if (known) {
      return c.json(
        toEnvelope({ statusCode: known.status, name: known.name, message: known.message, code: known.code }),
        known.status as 409,
      );
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: error.message,
      pgCode: code,
      stack: error.stack,
    });
    return c.json(toEnvelope({ statusCode: 500, message: 'Internal Server Error' }), 500);
  };
}

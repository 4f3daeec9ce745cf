import * as v from 'valibot';
import { HttpError } from '../app/http-error.ts';
import type { FieldDef } from './field-def.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** One AJV-style detail, the shape LoopBack clients already parse (`path` is a JSON Pointer). */
export interface ValidationDetail {
  path: string;
  code: string;
  message: string;
  info: Record<string, unknown>;
}

// The ISO pattern alone lets 2026-02-30 through, which the database would then refuse. Text that is not
// even shaped like a day is isoDate's to report, once.
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return true;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function fieldSchema(def: FieldDef): AnySchema {
  let schema: AnySchema;
  if (def.schema) return def.nullable ? (v.nullable(def.schema) as AnySchema) : (def.schema as AnySchema);
  switch (def.type) {
    case 'string': {
      const checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [];
      if (def.format === 'email') checks.push(v.email());
      if (def.maxLength !== undefined) checks.push(v.maxLength(def.maxLength));
      schema = v.pipe(v.string(), ...checks) as AnySchema;
      break;
    }
    case 'number':
      schema = v.pipe(v.number(), v.finite()) as AnySchema;
      break;
    case 'boolean':
      schema = v.boolean() as AnySchema;
      break;
    case 'date':
      schema = (
        def.format === 'date'
          ? v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay, 'must be a day of the calendar'))
          : v.pipe(v.string(), v.isoTimestamp())
      ) as AnySchema;
      break;
    case 'json':
      schema = (
        def.jsonText ? v.pipe(v.string(), v.parseJson()) : v.record(v.string(), v.unknown())
      ) as AnySchema;
      break;
  }
  return def.nullable ? (v.nullable(schema) as AnySchema) : schema;
}

/** The body schema for POST (required fields required) or PATCH (everything optional). */
export function bodySchema(fields: Record<string, FieldDef>, mode: 'create' | 'update'): AnySchema {
  const entries: Record<string, AnySchema> = {};
  for (const [name, def] of Object.entries(fields)) {
    if (def.readOnly) continue;
    const schema = fieldSchema(def);
    entries[name] = mode === 'create' && def.required ? schema : (v.optional(schema) as AnySchema);
  }
  return v.strictObject(entries) as AnySchema;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  record: 'object',
  strict_object: 'object',
  nullable: 'null',
};

function toDetail(issue: v.BaseIssue<unknown>): ValidationDetail {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  const pointer = keys.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  const last = keys[keys.length - 1];
  if (issue.type === 'strict_object' && issue.received === 'undefined' && last !== undefined) {
    return {
      path: parent,
      code: 'required',
      message: `must have required property '${last}'`,
      info: { missingProperty: last },
    };
  }
  if (issue.type === 'strict_object' && issue.expected === 'never' && last !== undefined) {
    return {
      path: parent,
      code: 'additionalProperties',
      message: 'must NOT have additional properties',
      info: { additionalProperty: last },
    };
  }
  if (issue.type === 'picklist') {
    return { path: pointer, code: 'enum', message: issue.message, info: { allowedValues: issue.expected } };
  }
  if (issue.kind === 'schema') {
    const type = TYPE_NAMES[issue.type] ?? issue.type;
    return { path: pointer, code: 'type', message: `must be ${type}`, info: { type } };
  }
  switch (issue.type) {
    case 'max_length':
      return {
        path: pointer,
        code: 'maxLength',
        // A field that words its own limit ("Note must be at most 2000 characters") keeps its words.
        message: issue.message.startsWith('Invalid length')
          ? `must NOT have more than ${String(issue.requirement)} characters`
          : issue.message,
        info: { limit: issue.requirement },
      };
    case 'email':
      return {
        path: pointer,
        code: 'format',
        message: 'must match format "email"',
        info: { format: 'email' },
      };
    case 'iso_date':
      return {
        path: pointer,
        code: 'format',
        message: 'must match format "date" (YYYY-MM-DD)',
        info: { format: 'date' },
      };
    case 'iso_timestamp':
      return {
        path: pointer,
        code: 'format',
        message: 'must match format "date-time"',
        info: { format: 'date-time' },
      };
    case 'parse_json':
      return { path: pointer, code: 'format', message: 'must be a JSON string', info: { format: 'json' } };
    default:
      return { path: pointer, code: issue.type, message: issue.message, info: {} };
  }
}

/** LoopBack's 422 VALIDATION_FAILED with the given details. */
export const validationFailed = (details: readonly ValidationDetail[]): HttpError =>
  new HttpError(
    422,
    'UnprocessableEntityError',
    'The request body is invalid. See error object `details` property for more info.',
    { code: 'VALIDATION_FAILED', details },
  );

/**
 * The details a schema finds in one value of a body, under that value's JSON Pointer: for rules that
 * pick a schema by another field (a promo's params by its type).
 */
export function schemaDetails(schema: AnySchema, value: unknown, pointer: string): ValidationDetail[] {
  const result = v.safeParse(schema, value, { abortEarly: false });
  if (result.success) return [];
  return result.issues.map(toDetail).map((detail) => ({ ...detail, path: pointer + detail.path }));
}

/** Validates a parsed body and returns its typed output, or throws LoopBack's 422 VALIDATION_FAILED. */
export function validateBody(schema: AnySchema, body: unknown): Record<string, unknown> {
  const result = v.safeParse(schema, body, { abortEarly: false });
  if (result.success) return result.output as Record<string, unknown>;
  throw validationFailed(result.issues.map(toDetail));
}

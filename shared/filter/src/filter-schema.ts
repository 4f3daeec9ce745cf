import * as v from 'valibot';
import { isPlainObject } from './is-plain-object.ts';

/** The structural shape of a filter once `filterSchema` accepts it: types checked, numeric strings coerced. */
export interface FilterShape {
  where?: Record<string, unknown>;
  fields?: string[] | Record<string, boolean>;
  order?: string | string[];
  limit?: number;
  skip?: number;
  offset?: number;
  include?: InclusionShape[];
}

export interface InclusionShape {
  relation: string;
  scope?: FilterShape;
}

/**
 * The message of a `fields` that is neither an object nor an array (the juggler's bare string `"id"` too):
 * LoopBack's REST layer checks it against a `oneOf` of the two and reports all three failures.
 */
export const FIELDS_ONE_OF = 'must match exactly one schema in oneOf';

// Numeric strings arrive from the bracket form (`filter[limit]=5`); a fraction is let through here so that the
// integer check, not the type check, refuses it, as AJV does.
const NUMERIC_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

// Messages are AJV's wording: they become `details[].message` of the 400 answer.
function pagingNumber(minimum: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(NUMERIC_TEXT), v.transform(Number))], 'must be integer'),
    v.safeInteger('must be integer'),
    v.minValue(minimum, `must be >= ${minimum}`),
  );
}

const plainObject = v.custom<Record<string, unknown>>(isPlainObject, 'must be object');

// valibot's object schemas take arrays for objects; LoopBack's schema does not.
function strictPlainObject<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(plainObject, v.strictObject(entries, 'must be object'));
}

const booleanish = v.union(
  [
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((text) => text === 'true'),
    ),
  ],
  'must be boolean',
);

const inclusionSchema: v.GenericSchema<unknown, InclusionShape> = v.pipe(
  v.unknown(),
  v.transform((item) => (typeof item === 'string' ? { relation: item } : item)),
  strictPlainObject({
    relation: v.string('must be string'),
    scope: v.optional(v.lazy(() => filterSchema)),
  }),
);

/**
 * The valibot schema of a LoopBack filter's structure, the counterpart of `@loopback/repository-json-schema`'s
 * filter schema: only the keys `where, fields, order, limit, skip, offset, include`; `limit` an integer >= 1 and
 * `skip`/`offset` integers >= 0 (numeric strings coerced); `order` a string or an array of strings; `fields` an
 * array of strings or an object of booleans; `include` an array of relation names or
 * `{relation, scope}`. What depends on a model (known fields, relations, operators) is `parseFilter`'s job.
 *
 * @example
 * v.parse(filterSchema, { limit: '5', order: 'id DESC' }); // { limit: 5, order: 'id DESC' }
 */
export const filterSchema: v.GenericSchema<unknown, FilterShape> = strictPlainObject({
  where: v.optional(plainObject),
  fields: v.optional(
    v.union(
      [v.array(v.string('must be string')), v.pipe(plainObject, v.record(v.string(), booleanish))],
      FIELDS_ONE_OF,
    ),
  ),
  order: v.optional(v.union([v.string(), v.array(v.string('must be string'))], 'must be string or array')),
  limit: v.optional(pagingNumber(1)),
  skip: v.optional(pagingNumber(0)),
  offset: v.optional(pagingNumber(0)),
  include: v.optional(v.array(inclusionSchema, 'must be array')),
});

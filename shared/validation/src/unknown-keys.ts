import type * as v from 'valibot';

/** A key a body carries that its schema does not declare: the object's path and the key. */
export interface UnknownKey {
  /** The keys leading to the object holding it (`['owners', 0]`); empty at the top. */
  path: (string | number)[];
  key: string;
}

type Walkable = v.GenericSchema & {
  entries?: Record<string, v.GenericSchema>;
  wrapped?: v.GenericSchema;
  item?: v.GenericSchema;
};

const OBJECT_TYPES = new Set(['object', 'strict_object']);
const WRAPPER_TYPES = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys of a body that its valibot schema does not declare, at any depth of its objects and arrays. The
 * shared form schemas are plain objects, so the widgets can check one step of a whole form with them; a
 * server uses this to refuse what a client sent beyond them, as LoopBack refuses additional properties.
 *
 * @example
 * unknownKeys(v.object({ owners: v.array(v.object({ name: v.string() })) }), { owners: [{ name: 'A', age: 3 }] });
 * // [{ path: ['owners', 0], key: 'age' }]
 */
export function unknownKeys(schema: v.GenericSchema, value: unknown): UnknownKey[] {
  const found: UnknownKey[] = [];
  const visit = (node: Walkable, input: unknown, path: (string | number)[]): void => {
    if (WRAPPER_TYPES.has(node.type) && node.wrapped) {
      visit(node.wrapped as Walkable, input, path);
    } else if (OBJECT_TYPES.has(node.type) && node.entries && isRecord(input)) {
      for (const key of Object.keys(input)) {
        const entry = Object.hasOwn(node.entries, key) ? node.entries[key] : undefined;
        if (entry) visit(entry as Walkable, input[key], [...path, key]);
        else found.push({ path, key });
      }
    } else if (node.type === 'array' && node.item && Array.isArray(input)) {
      input.forEach((item, index) => visit(node.item as Walkable, item, [...path, index]));
    }
  };
  visit(schema as Walkable, value, []);
  return found;
}

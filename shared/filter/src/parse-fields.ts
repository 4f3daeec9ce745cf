import type { ParameterIssue } from './filter-error.ts';
import type { FilterShape } from './filter-schema.ts';
import type { QueryModel } from './query-model.ts';

/** Throws the 400 for a schema-level issue; the caller knows the parameter's name and raw value. */
export type RejectIssue = (issue: ParameterIssue) => never;

/**
 * Resolves LoopBack's `fields` to the list of fields to return, in model order. Array form: exactly those
 * (unknown names and duplicates are schema errors, as in LoopBack's REST layer); empty: all. Object form: if
 * any value is true only the true keys, otherwise every field but the false ones; an unknown key is ignored when
 * false and refused when true.
 *
 * @example
 * resolveFields({ name: false, id: true }, model, '/fields', reject); // ['id']
 * resolveFields({ name: false }, model, '/fields', reject); // every field but name
 */
export function resolveFields(
  fields: FilterShape['fields'],
  model: QueryModel,
  path: string,
  reject: RejectIssue,
): string[] {
  const all = Object.keys(model.fields);
  if (fields === undefined) return all;
  if (Array.isArray(fields)) return resolveList(fields, all, path, reject);
  const entries = Object.entries(fields);
  const unknownSelected = entries.find(([name, keep]) => keep && !all.includes(name));
  if (unknownSelected) {
    reject({
      path,
      code: 'additionalProperties',
      message: 'must NOT have additional properties',
      info: { additionalProperty: unknownSelected[0] },
    });
  }
  const selected = new Set(entries.filter(([, keep]) => keep).map(([name]) => name));
  if (selected.size > 0) return all.filter((name) => selected.has(name));
  const excluded = new Set(entries.map(([name]) => name));
  return all.filter((name) => !excluded.has(name));
}

function resolveList(names: string[], all: string[], path: string, reject: RejectIssue): string[] {
  if (names.length === 0) return all;
  for (const [index, name] of names.entries()) {
    if (!all.includes(name)) {
      reject({
        path: `${path}/${index}`,
        code: 'enum',
        message: 'must be equal to one of the allowed values',
        info: { allowedValues: all },
      });
    }
    const first = names.indexOf(name);
    if (first !== index) {
      reject({
        path,
        code: 'uniqueItems',
        message: `must NOT have duplicate items (items ## ${index} and ${first} are identical)`,
        info: { i: index, j: first },
      });
    }
  }
  const chosen = new Set(names);
  return all.filter((name) => chosen.has(name));
}

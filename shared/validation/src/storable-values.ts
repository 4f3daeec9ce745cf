// What PostgreSQL can hold, checked before it is asked: refused there, these values would come back in the
// database's own words ("invalid byte sequence for encoding UTF8", "out of range for type integer").

/** PostgreSQL's integer column types an id or a count is stored in. */
export type IntegerColumn = 'integer' | 'bigint';

/**
 * The whole numbers each integer column type holds. A `bigint` holds more than JavaScript counts exactly, so
 * its range here stops at the safe integers: a number past them is no longer the one the client meant.
 */
export const INTEGER_COLUMN_RANGES: Readonly<Record<IntegerColumn, { min: number; max: number }>> = {
  integer: { min: -2_147_483_648, max: 2_147_483_647 },
  bigint: { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
};

/**
 * True for a whole number a column of that type can hold.
 *
 * @example
 * fitsIntegerColumn(99_999_999_999, 'integer'); // false
 * fitsIntegerColumn(99_999_999_999, 'bigint'); // true
 */
export function fitsIntegerColumn(value: number, column: IntegerColumn): boolean {
  const { min, max } = INTEGER_COLUMN_RANGES[column];
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Why a text cannot be stored: PostgreSQL text has no NUL, and UTF-8 has no lone UTF-16 surrogate. */
export type TextFault = 'nul' | 'lone-surrogate';

/** What each fault is called in a refusal, after the field's name or alone. */
export const TEXT_FAULT_MESSAGES: Readonly<Record<TextFault, string>> = {
  nul: 'must not contain the NUL character (\\u0000)',
  'lone-surrogate': 'must be well-formed Unicode (a lone surrogate such as \\ud800 is not)',
};

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a surrogate standing alone.
const FAULTY_TEXT = /[\0\p{Cs}]/u;

/**
 * What keeps a text out of the database, or undefined when it can be stored. A NUL character makes
 * PostgreSQL refuse the whole statement; a lone surrogate (`"\ud800"` in JSON) is refused in a json column
 * and silently turned into U+FFFD in a text one.
 *
 * @example
 * textFault('Ann\u0000'); // 'nul'
 * textFault('\ud800'); // 'lone-surrogate'
 * textFault('Zoë 👍'); // undefined
 */
export function textFault(text: string): TextFault | undefined {
  const found = FAULTY_TEXT.exec(text)?.[0];
  if (found === undefined) return undefined;
  return found === '\0' ? 'nul' : 'lone-surrogate';
}

/** One text inside a JSON value that cannot be stored: where it is (a JSON Pointer) and why. */
export interface TextFaultAt {
  path: string;
  fault: TextFault;
}

const pointerStep = (key: string | number) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

interface Visit {
  node: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

// Built only for a fault: a 1 MB body can nest so deep that a path kept for every node would not fit.
function pointerOf(visit: Visit): string {
  const steps: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent)
    steps.push(pointerStep(at.key));
  return steps.reverse().join('');
}

/**
 * The strings in a parsed JSON value, object keys included, that the database cannot store, in document
 * order and at most `limit` of them, each with its JSON Pointer: for a refusal that names the field
 * (`/config/pages/0/title`). A bad key is reported at the pointer it would have.
 *
 * @example
 * findTextFaults({ name: 'ok', config: { note: 'a\u0000b' } }); // [{ path: '/config/note', fault: 'nul' }]
 */
export function findTextFaults(value: unknown, limit = 20): TextFaultAt[] {
  const found: TextFaultAt[] = [];
  // A walk with its own stack, children pushed last-first: the call stack would overflow on deep nesting.
  const pending: Visit[] = [{ node: value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit && found.length < limit; visit = pending.pop()) {
    const { node } = visit;
    if (typeof node === 'string') {
      const fault = textFault(node);
      if (fault) found.push({ path: pointerOf(visit), fault });
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1)
        pending.push({ node: node[index], key: index, parent: visit });
    } else if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node);
      for (const [key] of entries) {
        const fault = textFault(key);
        if (fault) found.push({ path: pointerOf({ node: undefined, key, parent: visit }), fault });
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ node: item, key, parent: visit });
      }
    }
  }
  return found.slice(0, limit);
}

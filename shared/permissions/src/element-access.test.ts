import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, type ActionFlags, type PermissionMap } from './catalog.ts';
import { elementAccess, type ElementAccess } from './element-access.ts';

/** Every subset of the three actions, in a fixed order; used both as requests and as granted flags. */
const SUBSETS: Action[][] = [
  [],
  ['view'],
  ['create'],
  ['download'],
  ['view', 'create'],
  ['view', 'download'],
  ['create', 'download'],
  ['view', 'create', 'download'],
];
const label = (actions: readonly Action[]): string => (actions.length ? actions.join('+') : 'nothing');

// Rows: requested actions. Columns: granted flags, in SUBSETS order
// (nothing, v, c, d, v+c, v+d, c+d, v+c+d). V = visible, H = hidden, D = disabled.
const EXPECTED: Record<string, string> = {
  nothing: 'H H H H H H H H',
  view: 'H V H H V V H V',
  create: 'H H V H V H V V',
  download: 'H H H V H V V V',
  'view+create': 'H D H H V D H V',
  'view+download': 'H D H H D V H V',
  'create+download': 'H H V V V V V V',
  'view+create+download': 'H D H H V V H V',
};
const ACCESS: Record<string, ElementAccess> = { V: 'visible', H: 'hidden', D: 'disabled' };

/** Each granted subset in two shapes: missing flags absent, and missing flags spelled out as false. */
const grants = (granted: readonly Action[]): ActionFlags[] => [
  Object.fromEntries(granted.map((action) => [action, true])),
  Object.fromEntries(ACTIONS.map((action) => [action, granted.includes(action)])),
];

const cases = SUBSETS.flatMap((requested) =>
  SUBSETS.map((granted, column) => {
    const code = EXPECTED[label(requested)]?.split(' ')[column] ?? '?';
    return [label(requested), label(granted), ACCESS[code], requested, granted] as const;
  }),
);

describe('elementAccess()', () => {
  it('covers every requested set x granted set', () => {
    expect(cases).toHaveLength(64);
    expect(cases.every(([, , expected]) => expected !== undefined)).toBe(true);
  });

  it.each(cases)('requesting %s with %s granted is %s', (_r, _g, expected, requested, granted) => {
    for (const flags of grants(granted)) {
      const permissions: PermissionMap = { extensions: { Invoices: flags } };
      expect(elementAccess(permissions, { module: 'extensions', menu: 'Invoices', actions: requested })).toBe(
        expected,
      );
    }
  });

  it.each<[string, PermissionMap | null, Action[], ElementAccess]>([
    [
      'module, menu and actions in another case',
      { EXTENSIONS: { invoices: { view: true } } },
      ['VIEW' as Action],
      'visible',
    ],
    [
      'a repeated action counts once',
      { extensions: { Invoices: { view: true } } },
      ['view', 'view'],
      'visible',
    ],
    [
      'a repeated action in another case counts once',
      { extensions: { Invoices: { view: true } } },
      ['view', 'View' as Action],
      'visible',
    ],
    [
      'another menu granted does not count',
      { extensions: { Contracts: { view: true, create: true } } },
      ['view'],
      'hidden',
    ],
    ['no permissions at all', null, ['view'], 'hidden'],
  ])('%s', (_case, permissions, actions, expected) => {
    expect(elementAccess(permissions, { module: 'extensions', menu: 'Invoices', actions })).toBe(expected);
  });

  it.each<[string, PermissionMap | null]>([
    ['no permissions', null],
    ['an empty map', {}],
    ['a full grant', { extensions: { Invoices: { view: true, create: true, download: true } } }],
  ])('stays visible without a request, given %s', (_case, permissions) => {
    expect(elementAccess(permissions)).toBe('visible');
  });
});

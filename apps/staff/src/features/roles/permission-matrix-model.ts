import {
  ACTIONS,
  MODULES,
  can,
  parsePermissions,
  type Action,
  type PermissionMap,
} from '@lendline/permissions';

/** One row of the matrix: a module's menu. */
export interface MatrixRow {
  moduleId: string;
  moduleName: string;
  menu: string;
}

export interface MatrixGroup {
  moduleId: string;
  moduleName: string;
  rows: MatrixRow[];
}

/** Every module with menus and its menus, in catalog order; modules without menus grant nothing to edit. */
export const MATRIX_GROUPS: MatrixGroup[] = MODULES.filter((module) => module.menus.length > 0).map(
  (module) => ({
    moduleId: module.id,
    moduleName: module.name,
    rows: module.menus.map((entry) => ({ moduleId: module.id, moduleName: module.name, menu: entry.menu })),
  }),
);

export const MATRIX_ROWS: MatrixRow[] = MATRIX_GROUPS.flatMap((group) => group.rows);

/** A cell or a set of cells: every action of the given rows. */
export type Selection = 'all' | 'some' | 'none';

/**
 * A role's stored permissions as a full matrix: every catalog module and menu with all three flags set
 * explicitly, spelled as the catalog spells them. Stored keys in another case still count (as `can()`
 * reads them); entries the catalog does not know are dropped, since they grant nothing.
 *
 * @example matrixFrom('{"ach":{"ACH":{"view":true}}}').ach.ACH // { view: true, create: false, download: false }
 */
export function matrixFrom(stored: string | object | null): PermissionMap {
  const parsed = parsePermissions(stored);
  const matrix: PermissionMap = {};
  for (const { moduleId, menu } of MATRIX_ROWS) {
    const flags = Object.fromEntries(ACTIONS.map((action) => [action, can(parsed, moduleId, menu, action)]));
    matrix[moduleId] = { ...matrix[moduleId], [menu]: flags };
  }
  return matrix;
}

export const isGranted = (matrix: PermissionMap, row: MatrixRow, action: Action): boolean =>
  matrix[row.moduleId]?.[row.menu]?.[action] === true;

/** The same matrix with the given actions of the given rows switched on or off. */
export function setCells(
  matrix: PermissionMap,
  rows: readonly MatrixRow[],
  actions: readonly Action[],
  granted: boolean,
): PermissionMap {
  const next = structuredClone(matrix);
  for (const row of rows) {
    const flags = { ...next[row.moduleId]?.[row.menu] };
    for (const action of actions) flags[action] = granted;
    next[row.moduleId] = { ...next[row.moduleId], [row.menu]: flags };
  }
  return next;
}

/** Whether all, some or none of the given actions of the given rows are granted. */
export function selection(
  matrix: PermissionMap,
  rows: readonly MatrixRow[],
  actions: readonly Action[],
): Selection {
  const cells = rows.flatMap((row) => actions.map((action) => isGranted(matrix, row, action)));
  const granted = cells.filter(Boolean).length;
  if (granted === 0) return 'none';
  return granted === cells.length ? 'all' : 'some';
}

/** The JSON text the server stores (spec §3): module -> menu -> {view, create, download}, in catalog order. */
export const permissionsJson = (matrix: PermissionMap): string => JSON.stringify(matrixFrom(matrix));

/** RFC 6901: the server's detail paths escape `/` and `~` in module and menu names. */
const unescapePointer = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * Which matrix row a server detail path such as `/permissions/ach/ACH/approve` points at, or undefined
 * when it names no row of this matrix (an unknown module or menu).
 */
export function rowOfDetailPath(path: string): MatrixRow | undefined {
  const [, field, moduleId, menu] = path.split('/').map(unescapePointer);
  if (field !== 'permissions' || moduleId === undefined || menu === undefined) return undefined;
  return MATRIX_ROWS.find((row) => row.moduleId === moduleId && row.menu === menu);
}

export const rowKey = (row: MatrixRow): string => `${row.moduleId}/${row.menu}`;

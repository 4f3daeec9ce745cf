import { isAlwaysShown, type FitColumn } from './column-fit.ts';

/**
 * Which columns keep their place whatever the user's order: the first column when it always shows (the
 * record's name, which also stays in view on phones) and, in a table that pins it, the last one (the row
 * actions, whose header holds the Columns menu).
 */
export function anchoredKeys(columns: readonly FitColumn[], pinLastColumn: boolean): Set<string> {
  const anchored = new Set<string>();
  const first = columns[0];
  if (first && isAlwaysShown(first)) anchored.add(first.key);
  const last = columns.at(-1);
  if (pinLastColumn && last && columns.length > 1) anchored.add(last.key);
  return anchored;
}

/**
 * The columns in the user's saved order. The anchored columns keep their places; keys the table no
 * longer has are ignored; a column the saved order does not name (added since) comes right after the
 * column it follows by default, so it appears where the screen puts it rather than at the end. No saved
 * order (a config saved before columns could move) is the default order.
 *
 * @example orderColumns([{ key: 'a' }, { key: 'b' }, { key: 'c' }], ['c', 'gone', 'a'], new Set()) // c, a, b
 */
export function orderColumns<Column extends { key: string }>(
  columns: readonly Column[],
  order: readonly string[] | undefined,
  anchored: ReadonlySet<string>,
): Column[] {
  if (!order || order.length === 0) return [...columns];
  const movable = columns.filter((column) => !anchored.has(column.key));
  const byKey = new Map(movable.map((column) => [column.key, column]));
  const arranged: Column[] = [];
  for (const key of order) {
    const column = byKey.get(key);
    if (column && !arranged.includes(column)) arranged.push(column);
  }
  // Unnamed columns in default order, each after its default predecessor (which is placed by then).
  movable.forEach((column, index) => {
    if (arranged.includes(column)) return;
    const before = index === 0 ? -1 : arranged.indexOf(movable[index - 1]!);
    arranged.splice(before + 1, 0, column);
  });
  let next = 0;
  return columns.map((column) => (anchored.has(column.key) ? column : arranged[next++]!));
}

/**
 * The order to save after moving `key` one place up (-1) or down (+1) among the movable columns: every
 * movable key, so the saved order reads whole. The same order when the column is already at that end.
 */
export function movedColumnOrder(
  ordered: readonly { key: string }[],
  anchored: ReadonlySet<string>,
  key: string,
  step: -1 | 1,
): string[] {
  const keys = ordered.map((column) => column.key).filter((each) => !anchored.has(each));
  const from = keys.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= keys.length) return keys;
  [keys[from], keys[to]] = [keys[to]!, keys[from]!];
  return keys;
}

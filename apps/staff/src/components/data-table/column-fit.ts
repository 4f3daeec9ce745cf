import type { ColumnChoices } from './list-settings.ts';

/** What fitting needs of a column: its key, its fixed width in px and how much it matters. */
export interface FitColumn {
  key: string;
  width?: number | string;
  /** 1 always shows and cannot be hidden; higher numbers give way first when space runs out (default 2). */
  priority?: number;
}

/** The priority of a column that always shows: the record's name, its status, the row actions. */
export const ALWAYS_SHOWN = 1;
export const DEFAULT_PRIORITY = 2;
/** A column without a numeric width counts as this wide. */
export const DEFAULT_COLUMN_WIDTH = 120;
/**
 * Below this width a table stops giving up columns and scrolls sideways instead, with its first column
 * fixed (docs/ui.md: usable at 390 px), so a phone still shows the list's main columns.
 */
export const NARROWEST_FIT = 640;

export const columnWidth = (column: FitColumn): number =>
  typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH;

export const isAlwaysShown = (column: FitColumn): boolean => (column.priority ?? DEFAULT_PRIORITY) <= 1;

/**
 * The keys of the columns that show in `available` px, in the table's order. Columns that always show and
 * the ones the user chose to show come first; the rest join by priority (then by position) while they fit,
 * stopping at the first that does not, so a less important column never shows while a more important one
 * is hidden. Columns the user hid stay hidden. It depends only on the width, never on the rows, so the
 * columns do not change between pages or sorts.
 *
 * @example fitColumns([{ key: 'name', priority: 1, width: 200 }, { key: 'notes', priority: 3, width: 300 }], 400) // ['name']
 */
export function fitColumns<Column extends FitColumn>(
  columns: readonly Column[],
  available: number,
  choices: ColumnChoices = {},
): string[] {
  const shown = new Set<string>();
  let used = 0;
  for (const column of columns) {
    if (isAlwaysShown(column) || choices[column.key] === true) {
      shown.add(column.key);
      used += columnWidth(column);
    }
  }
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !shown.has(column.key) && choices[column.key] === undefined)
    .sort(
      (a, b) =>
        (a.column.priority ?? DEFAULT_PRIORITY) - (b.column.priority ?? DEFAULT_PRIORITY) ||
        a.index - b.index,
    );
  for (const { column } of candidates) {
    if (used + columnWidth(column) > available) break;
    shown.add(column.key);
    used += columnWidth(column);
  }
  return columns.filter((column) => shown.has(column.key)).map((column) => column.key);
}

/** The choices after the user ticks or unticks a column; a choice equal to the fit is still kept. */
export const withColumnChoice = (choices: ColumnChoices, key: string, show: boolean): ColumnChoices => ({
  ...choices,
  [key]: show,
});

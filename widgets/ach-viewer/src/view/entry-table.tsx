import type { EntryRow } from '../model/entries.ts';
import { correctedData, reasonAddenda } from '../model/entries.ts';
import { formatCents, showAccount } from '../model/format.ts';
import { VirtualList } from './virtual-list.ts';

export interface EntryTableProps {
  rows: readonly EntryRow[];
  /** Names the table's scrolling region for screen readers, e.g. "Entries of batch 1". */
  label: string;
  reveal: boolean;
  /** Adds a Batch column (the file-wide list spans batches). */
  showBatch: boolean;
  /** Scrolls back to the top whenever this changes (a new search). */
  resetKey?: unknown;
  onShowLine(line: number): void;
}

/** Keep in step with `.entries td` in the styles: the window arithmetic relies on it. */
export const ENTRY_ROW_HEIGHT = 32;

// Header and width (em) of each column; fixed widths keep columns still while rows come and go.
const COLUMNS: [string, number][] = [
  ['Line', 5],
  ['Batch', 4.5],
  ['Name', 14],
  ['Transaction', 14],
  ['Account', 10],
  ['Amount', 9],
  ['Return / change', 22],
  ['Routing', 8.5],
  ['Trace number', 11.5],
  ['Individual ID', 11],
];

/** The reason an entry came back or must change: "R01 Insufficient funds", "C01 …, corrected to ••••1614". */
function reasonOf(row: EntryRow, reveal: boolean): string {
  const reason = reasonAddenda(row.entry);
  if (!reason) return '';
  const change = reason.typeCode === '98' ? correctedData(reason, reveal) : '';
  return (
    `${reason.reasonCode} ${reason.reasonDescription ?? ''}`.trim() + (change && `, corrected to ${change}`)
  );
}

/**
 * Entries as a table with real headers, rendering only the rows in view: the space of the others is two
 * spacer rows. `aria-rowcount` and `aria-rowindex` tell assistive technology where it is.
 */
export class EntryTable extends VirtualList<EntryTableProps> {
  override rowHeight = ENTRY_ROW_HEIGHT;

  override componentDidUpdate(previous: EntryTableProps): void {
    if (previous.resetKey !== this.props.resetKey) this.scrollTo(0);
  }

  override render({ rows, label, reveal, showBatch, onShowLine }: EntryTableProps) {
    const [first, last, before, after] = this.window(rows.length);
    const columns = COLUMNS.filter(([name]) => showBatch || name !== 'Batch');
    const spacer = (height: number) =>
      height > 0 && (
        <tr class="spacer" aria-hidden="true">
          <td colSpan={columns.length} style={{ height: `${height}px` }} />
        </tr>
      );

    return (
      <div
        class="scroll entries"
        ref={this.box}
        onScroll={this.onScroll}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table aria-rowcount={rows.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map(([name, width]) => (
                <th
                  key={name}
                  scope="col"
                  class={name === 'Amount' ? 'num' : undefined}
                  style={{ width: `${width}em` }}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spacer(before)}
            {rows.slice(first, last).map((row, offset) => {
              const { entry } = row;
              const reason = reasonOf(row, reveal);
              return (
                <tr key={entry.line} aria-rowindex={first + offset + 2}>
                  <td>
                    <button
                      type="button"
                      class="link"
                      onClick={() => onShowLine(entry.line)}
                      aria-label={`Line ${entry.line}: show in the raw file`}
                    >
                      {entry.line}
                    </button>
                  </td>
                  {showBatch && <td>{row.batchNumber || '—'}</td>}
                  <td title={entry.name}>{entry.name}</td>
                  <td title={entry.transactionLabel}>{entry.transactionLabel}</td>
                  <td class="mono">{showAccount(entry.accountNumber, reveal)}</td>
                  <td class="num">{formatCents(entry.amountCents)}</td>
                  <td title={reason} class={reason ? 'reason' : undefined}>
                    {reason}
                  </td>
                  <td class="mono">{entry.rdfiRouting}</td>
                  <td class="mono">{entry.traceNumber}</td>
                  <td title={entry.individualId}>{entry.individualId}</td>
                </tr>
              );
            })}
            {spacer(after)}
          </tbody>
        </table>
      </div>
    );
  }
}

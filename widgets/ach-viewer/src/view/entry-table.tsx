import type { EntryRow } from '../model/entries.ts';
import { correctedData, reasonAddenda } from '../model/entries.ts';
import { formatCents, showAccount } from '../model/format.ts';
import { useVirtualWindow } from './use-virtual-window.ts';

export interface EntryTableProps {
  rows: readonly EntryRow[];
  /** Names the table and its scrolling region for screen readers, e.g. "Entries of batch 1". */
  label: string;
  reveal: boolean;
  /** Adds a Batch column (the search results span batches). */
  showBatch: boolean;
  /** Scrolls back to the top whenever this changes (a new search). */
  resetKey?: unknown;
  onShowLine(line: number): void;
}

/** Keep in step with `.entries tr` in the styles: the window arithmetic relies on it. */
export const ENTRY_ROW_HEIGHT = 32;

/**
 * Entries as a table with real headers, rendering only the rows in view: the space of the others is
 * two spacer rows. `aria-rowcount` and `aria-rowindex` tell assistive technology where it is.
 */
export function EntryTable({ rows, label, reveal, showBatch, resetKey, onShowLine }: EntryTableProps) {
  const view = useVirtualWindow(rows.length, ENTRY_ROW_HEIGHT, resetKey);
  const columns = showBatch ? 10 : 9;
  const spacer = (height: number) =>
    height > 0 && (
      <tr class="spacer" aria-hidden="true">
        <td colSpan={columns} style={{ height: `${height}px` }} />
      </tr>
    );

  return (
    <div
      class="scroller entries"
      ref={view.ref}
      onScroll={view.onScroll}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table aria-label={label} aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" class="c-line">
              Line
            </th>
            {showBatch && (
              <th scope="col" class="c-batch">
                Batch
              </th>
            )}
            <th scope="col" class="c-name">
              Name
            </th>
            <th scope="col" class="c-code">
              Transaction
            </th>
            <th scope="col" class="c-routing">
              Routing
            </th>
            <th scope="col" class="c-account">
              Account
            </th>
            <th scope="col" class="c-amount">
              Amount
            </th>
            <th scope="col" class="c-trace">
              Trace number
            </th>
            <th scope="col" class="c-id">
              Individual ID
            </th>
            <th scope="col" class="c-reason">
              Return / change
            </th>
          </tr>
        </thead>
        <tbody>
          {spacer(view.before)}
          {rows.slice(view.first, view.last).map((row, offset) => {
            const { entry } = row;
            const reason = reasonAddenda(entry);
            const change = reason && reason.typeCode === '98' ? correctedData(reason, reveal) : '';
            const reasonText = reason
              ? `${reason.reasonCode} ${reason.reasonDescription ?? ''}`.trim() +
                (change ? `, corrected to ${change}` : '')
              : '';
            return (
              <tr
                key={entry.line}
                aria-rowindex={view.first + offset + 2}
                class={reason ? 'has-reason' : undefined}
              >
                <td>
                  <button
                    type="button"
                    class="link"
                    onClick={() => onShowLine(entry.line)}
                    aria-label={`Show line ${entry.line} in the raw file`}
                  >
                    {entry.line}
                  </button>
                </td>
                {showBatch && <td>{row.batchNumber || '—'}</td>}
                <td title={entry.name}>{entry.name}</td>
                <td title={entry.transactionLabel}>{entry.transactionLabel}</td>
                <td class="mono">{entry.rdfiRouting}</td>
                <td class="mono">{showAccount(entry.accountNumber, reveal)}</td>
                <td class="num">{formatCents(entry.amountCents)}</td>
                <td class="mono">{entry.traceNumber}</td>
                <td title={entry.individualId}>{entry.individualId}</td>
                <td title={reasonText}>{reasonText}</td>
              </tr>
            );
          })}
          {spacer(view.after)}
        </tbody>
      </table>
    </div>
  );
}

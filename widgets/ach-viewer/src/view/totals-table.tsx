import type { BatchTotals, FileTotals } from '@lendline/nacha';
import { formatCents, formatCount } from '../model/format.ts';

interface TotalsTableProps {
  /** e.g. "Batch 1 totals" */
  heading: string;
  stored: BatchTotals | FileTotals | null;
  computed: BatchTotals | FileTotals;
  /** Where the stored figures come from: "batch control" or "file control". */
  control: string;
}

type Figure = [label: string, read: (totals: BatchTotals | FileTotals) => string | undefined];

const FIGURES: Figure[] = [
  ['Batches', (totals) => ('batchCount' in totals ? formatCount(totals.batchCount) : undefined)],
  ['Blocks', (totals) => ('blockCount' in totals ? formatCount(totals.blockCount) : undefined)],
  ['Entries and addenda', (totals) => formatCount(totals.entryAddendaCount)],
  ['Entry hash', (totals) => totals.entryHash],
  ['Debits', (totals) => formatCents(totals.debitCents)],
  ['Credits', (totals) => formatCents(totals.creditCents)],
];

/** Whether the control record disagrees with the records it totals. */
export function totalsMismatch(
  stored: BatchTotals | FileTotals | null,
  computed: BatchTotals | FileTotals,
): boolean {
  return stored !== null && FIGURES.some(([, read]) => read(stored) !== read(computed));
}

/**
 * The control record's totals next to the ones recomputed from the records, a row per figure; a mismatch
 * is marked in words as well as colour.
 */
export function TotalsTable({ heading, stored, computed, control }: TotalsTableProps) {
  return (
    <div class="wide">
      <table class="totals">
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" class="num">
              Stored ({control})
            </th>
            <th scope="col" class="num">
              Recomputed
            </th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {FIGURES.map(([label, read]) => {
            const recomputed = read(computed);
            if (recomputed === undefined) return null;
            const written = stored ? read(stored) : undefined;
            const state = written === undefined ? 'missing' : written === recomputed ? 'match' : 'mismatch';
            return (
              <tr key={label} class={state}>
                <th scope="row">{label}</th>
                <td class="num">{written ?? '—'}</td>
                <td class="num">{recomputed}</td>
                <td>{state === 'match' ? 'Matches' : state === 'mismatch' ? 'Mismatch' : `No ${control}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

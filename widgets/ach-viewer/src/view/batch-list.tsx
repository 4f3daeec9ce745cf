import type { Batch } from '@lendline/nacha';
import { Component } from 'preact';
import { batchLabel, type EntryRow } from '../model/entries.ts';
import { formatCents, formatYymmdd, plural } from '../model/format.ts';
import { EntryTable } from './entry-table.tsx';
import { Facts } from './facts.tsx';
import { TotalsTable, totalsMismatch } from './totals-table.tsx';

interface BatchListProps {
  batches: readonly Batch[];
  /** The file's entry rows; a batch's rows are the run starting at its offset. */
  rows: readonly EntryRow[];
  reveal: boolean;
  onShowLine(line: number): void;
}

/** The batches, folded: each opens to its header, its totals and its entries. */
export class BatchList extends Component<BatchListProps, { unfolded: ReadonlySet<number> }> {
  override state = { unfolded: new Set<number>() as ReadonlySet<number> };

  toggle(index: number): void {
    this.setState(({ unfolded }) => {
      const next = new Set(unfolded);
      if (!next.delete(index)) next.add(index);
      return { unfolded: next };
    });
  }

  override render(
    { batches, rows, reveal, onShowLine }: BatchListProps,
    { unfolded }: { unfolded: ReadonlySet<number> },
  ) {
    let offset = 0;
    return (
      <section aria-labelledby="batches-title">
        <h3 id="batches-title">Batches ({batches.length})</h3>
        {batches.length === 0 ? (
          <p>The file has no batches.</p>
        ) : (
          <ul class="batches">
            {batches.map((batch, index) => {
              const batchRows = rows.slice(offset, (offset += batch.entries.length));
              const expanded = unfolded.has(index);
              const mismatch = totalsMismatch(batch.stored, batch.computed);
              const panel = `batch-${index + 1}`;
              const number = batchLabel(batch, index);
              return (
                <li key={batch.line} class={mismatch || !batch.stored ? 'batch off' : 'batch'}>
                  <h4>
                    <button
                      type="button"
                      class="fold"
                      aria-expanded={expanded}
                      aria-controls={panel}
                      onClick={() => this.toggle(index)}
                    >
                      <span>
                        Batch {number} · {batch.secCode} {batch.companyName}
                      </span>
                      <span class="sub">
                        {plural(batch.entries.length, 'entry', 'entries')} · debits{' '}
                        {formatCents(batch.computed.debitCents)} · credits{' '}
                        {formatCents(batch.computed.creditCents)}
                        {mismatch ? ' · totals mismatch' : batch.stored ? '' : ' · no batch control'}
                      </span>
                    </button>
                  </h4>
                  {expanded && (
                    <div id={panel} class="panel">
                      <Facts
                        facts={[
                          ['Company', `${batch.companyName} (${batch.companyId})`],
                          ['SEC code', batch.secCode],
                          ['Service class', batch.serviceClassLabel],
                          ['Description', batch.entryDescription],
                          ['Effective date', formatYymmdd(batch.effectiveDate)],
                          [
                            'Header',
                            <button type="button" class="link" onClick={() => onShowLine(batch.line)}>
                              Line {batch.line}
                            </button>,
                          ],
                        ]}
                      />
                      <TotalsTable
                        heading={`Batch ${number} totals`}
                        stored={batch.stored}
                        computed={batch.computed}
                        control="batch control"
                      />
                      {batchRows.length > 0 && (
                        <EntryTable
                          rows={batchRows}
                          label={`Entries of batch ${number}`}
                          reveal={reveal}
                          showBatch={false}
                          onShowLine={onShowLine}
                        />
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    );
  }
}

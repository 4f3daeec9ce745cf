import type { LeaseStructure, RateBasis } from '@lendline/finance';
import { Alert, Badge, List, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useState, type ClipboardEvent } from 'react';
import { formatMoney, formatPercent } from '../../../components/data-table/format-number.ts';
import { cellKey, previewPayment, type Cells } from '../matrix-model.ts';
import type { BandValues } from '../rate-program-form-rules.ts';
import { bandLabel } from './band-label.ts';
import classes from './matrix-editor.module.css';

export interface MatrixPricing {
  structure: LeaseStructure | null;
  advancePayments: number;
  /** A fraction of cost. */
  residualPct: number;
}

export interface MatrixEditorProps {
  tiers: string[];
  bands: BandValues[];
  terms: number[];
  basis: RateBasis;
  cells: Cells;
  onChange: (cells: Cells) => void;
  /** Cell errors by `cellKey`, and `matrix` for the whole. */
  errors: Record<string, string | undefined>;
  /** What the preview prices with: the program's product, advance payments and residual. */
  pricing: MatrixPricing;
  /** The example amount of the preview column. */
  previewAmount?: number;
  disabled?: boolean;
}

interface Selection {
  tier: number;
  band: number;
  term: number;
}

const MAX_LISTED_PROBLEMS = 6;

/**
 * The rate matrix, one grid per credit tier on its own tab: amount bands down, terms across, an annual
 * rate in percent or a five-decimal rate factor in each cell. A block copied from a spreadsheet pastes
 * across and down from the cell it lands in. The last column shows, for the selected term, what each
 * band's rate means for a buyer: the monthly payment on the example amount, priced with
 * `@lendline/finance` exactly as the calculator will.
 */
export function MatrixEditor({
  tiers,
  bands,
  terms,
  basis,
  cells,
  onChange,
  errors,
  pricing,
  previewAmount = 50_000,
  disabled = false,
}: MatrixEditorProps) {
  const [tab, setTab] = useState<string | null>('0');
  const [selected, setSelected] = useState<Selection>({ tier: 0, band: 0, term: 0 });
  const tierIndex = Math.min(Number(tab ?? 0), Math.max(tiers.length - 1, 0));
  const selectedTerm = Math.min(selected.term, Math.max(terms.length - 1, 0));
  const unit = basis === 'RATE' ? '%' : undefined;

  const setCell = (tier: number, band: number, term: number, text: string) =>
    onChange(
      cells.map((rows, t) =>
        t !== tier
          ? rows
          : rows.map((row, b) => (b !== band ? row : row.map((cell, k) => (k === term ? text : cell)))),
      ),
    );

  // A block from a spreadsheet: rows by line, cells by tab, filled from the cell it was pasted into.
  const paste = (tier: number, band: number, term: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.trim())) return;
    event.preventDefault();
    const block = text
      .replace(/\r/g, '')
      .replace(/\n+$/, '')
      .split('\n')
      .map((line) => line.split('\t').map((cell) => cell.trim().replace(/[%$,]/g, '')));
    onChange(
      cells.map((rows, t) =>
        t !== tier ? rows : rows.map((row, b) => row.map((cell, k) => block[b - band]?.[k - term] ?? cell)),
      ),
    );
  };

  const problemsOf = (tier: number) =>
    bands.flatMap((_, band) =>
      terms.flatMap((term, index) => {
        const message = errors[cellKey(tier, band, index)];
        return message ? [{ band, term, message }] : [];
      }),
    );

  const preview = (tier: number, band: number) =>
    previewPayment({
      text: cells[tier]?.[band]?.[selectedTerm] ?? '',
      basis,
      termMonths: terms[selectedTerm] ?? 0,
      amount: previewAmount,
      ...pricing,
    });

  if (tiers.length === 0 || bands.length === 0 || terms.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Choose the terms, amount bands and credit tiers first; the matrix has a cell for each combination.
      </Text>
    );
  }

  const chosen = preview(tierIndex, selected.tier === tierIndex ? selected.band : 0);
  const chosenBand = selected.tier === tierIndex ? selected.band : 0;

  return (
    <Stack gap="sm">
      {errors.matrix && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {errors.matrix}
        </Alert>
      )}
      <Tabs value={String(tierIndex)} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {tiers.map((tier, index) => {
            const count = problemsOf(index).length;
            return (
              <Tabs.Tab
                key={tier}
                value={String(index)}
                rightSection={
                  count > 0 ? (
                    <Badge size="xs" color="red" circle aria-label={`${count} to fix`}>
                      {count}
                    </Badge>
                  ) : undefined
                }
              >
                Tier {tier}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tiers.map((tier, index) => {
          const problems = problemsOf(index);
          return (
            <Tabs.Panel key={tier} value={String(index)} pt="sm">
              <div style={{ overflowX: 'auto' }}>
                <Table
                  className={classes.grid}
                  aria-label={`Tier ${tier} ${basis === 'RATE' ? 'annual rates' : 'rate factors'}`}
                  withTableBorder
                  withColumnBorders
                  verticalSpacing={4}
                  horizontalSpacing="xs"
                  fz="sm"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Amount band</Table.Th>
                      {terms.map((term) => (
                        <Table.Th key={term} scope="col" ta="right">
                          {term} mo
                        </Table.Th>
                      ))}
                      <Table.Th scope="col" ta="right">
                        Payment on {formatMoney(previewAmount).replace('.00', '')} ({terms[selectedTerm]} mo)
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {bands.map((band, bandIndex) => {
                      const rowPreview = preview(index, bandIndex);
                      const isSelected = selected.tier === index && selected.band === bandIndex;
                      return (
                        <Table.Tr key={bandIndex} data-selected={isSelected || undefined}>
                          <Table.Th scope="row" fw={500}>
                            {bandLabel(band, bandIndex)}
                          </Table.Th>
                          {terms.map((term, termIndex) => {
                            const key = cellKey(index, bandIndex, termIndex);
                            return (
                              <Table.Td key={term} p={2}>
                                <TextInput
                                  className={classes.cell}
                                  size="xs"
                                  inputMode="decimal"
                                  autoComplete="off"
                                  aria-label={`Tier ${tier}, ${bandLabel(band, bandIndex)}, ${term} months`}
                                  value={cells[index]?.[bandIndex]?.[termIndex] ?? ''}
                                  placeholder={basis === 'RATE' ? '0.00' : '0.00000'}
                                  rightSection={unit}
                                  rightSectionWidth={unit ? 20 : undefined}
                                  error={Boolean(errors[key])}
                                  aria-invalid={Boolean(errors[key])}
                                  title={errors[key]}
                                  disabled={disabled}
                                  onFocus={() =>
                                    setSelected({ tier: index, band: bandIndex, term: termIndex })
                                  }
                                  onChange={(event) =>
                                    setCell(index, bandIndex, termIndex, event.currentTarget.value)
                                  }
                                  onPaste={paste(index, bandIndex, termIndex)}
                                />
                              </Table.Td>
                            );
                          })}
                          <Table.Td className={classes.preview}>
                            {rowPreview.ok ? (
                              formatMoney(rowPreview.payment)
                            ) : (
                              <Text span size="xs" c="dimmed">
                                —
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </div>
              {problems.length > 0 && (
                <List size="xs" c="red" mt="xs" aria-label={`Tier ${tier} cells to fix`}>
                  {problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => (
                    <List.Item key={`${problem.band}-${problem.term}`}>
                      {bandLabel(bands[problem.band]!, problem.band)}, {problem.term} months:{' '}
                      {problem.message}
                    </List.Item>
                  ))}
                  {problems.length > MAX_LISTED_PROBLEMS && (
                    <List.Item>and {problems.length - MAX_LISTED_PROBLEMS} more</List.Item>
                  )}
                </List>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <Text size="sm" role="status" aria-label="Payment preview">
        <Text span size="sm" fw={500}>
          Tier {tiers[tierIndex]}, {bandLabel(bands[chosenBand] ?? { min: '', max: '' }, chosenBand)},{' '}
          {terms[selectedTerm]} months:
        </Text>{' '}
        {chosen.ok ? (
          `${formatMoney(chosen.payment)} a month on ${formatMoney(previewAmount)} · factor ${chosen.rateFactor.toFixed(5)} · ${formatPercent(chosen.annualRate)} a year`
        ) : (
          <Text span size="sm" c="dimmed">
            {chosen.message}
          </Text>
        )}
      </Text>
    </Stack>
  );
}

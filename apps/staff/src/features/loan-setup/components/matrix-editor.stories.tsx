import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { cellKey, formatCell, type Cells } from '../matrix-model.ts';
import { PROGRAM_FIXTURES } from '../testing/setup-fixtures.ts';
import { MatrixEditor, type MatrixEditorProps } from './matrix-editor.tsx';

const [RATES, FACTORS] = PROGRAM_FIXTURES;

const cellsOf = (program: typeof RATES) =>
  program!.matrix!.map((rows) =>
    rows.map((row) => row.map((value) => formatCell(value, program!.rateBasis))),
  );

/** The editor with its cells in state, as the rate program form holds them. */
function Editable({ initial, ...props }: Omit<MatrixEditorProps, 'cells' | 'onChange'> & { initial: Cells }) {
  const [cells, setCells] = useState(initial);
  return <MatrixEditor {...props} cells={cells} onChange={setCells} />;
}

const meta = {
  title: 'Loan setup/Matrix editor',
  component: Editable,
  args: {
    tiers: RATES!.creditTiers,
    bands: RATES!.amountBands,
    terms: RATES!.terms,
    basis: 'RATE',
    initial: cellsOf(RATES),
    errors: {},
    pricing: { structure: 'ONE_DOLLAR', advancePayments: 1, residualPct: 0 },
  },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Annual rates in percent; focusing a cell prices every band at its term in the last column. */
export const AnnualRates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('textbox', { name: 'Tier A, $2,500.00–$24,999.99, 36 months' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '8');
    await expect(canvas.getByRole('status', { name: 'Payment preview' })).toHaveTextContent(
      '$1,556.44 a month on $50,000.00 · factor 0.03113 · 8% a year',
    );
  },
};

/** domain.md §3.5's $1-out factors, five decimals. */
export const RateFactors: Story = {
  args: {
    basis: 'RATE_FACTOR',
    initial: cellsOf(FACTORS),
    terms: FACTORS!.terms,
    bands: FACTORS!.amountBands,
  },
};

/** A new program: every cell still to fill, with the count on each tier's tab. */
export const Empty: Story = {
  args: {
    initial: RATES!.creditTiers.map(() => RATES!.amountBands.map(() => RATES!.terms.map(() => ''))),
    errors: Object.fromEntries([
      ['matrix', '48 cells need a valid rate'],
      ...RATES!.creditTiers.flatMap((_, tier) =>
        RATES!.amountBands.flatMap((_, band) =>
          RATES!.terms.map((_, term) => [cellKey(tier, band, term), 'Enter a rate']),
        ),
      ),
    ]),
  },
};

/** What a 422 from the server looks like on the cell it names. */
export const ServerError: Story = {
  args: {
    errors: { [cellKey(0, 1, 2)]: 'Each rate must be at most 1', matrix: 'The server refused one rate.' },
  },
};

export const ReadOnly: Story = { args: { disabled: true } };

import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';
import type { ColumnSettings } from './list-settings.ts';

interface Loan {
  id: number;
  borrower: string;
  status: string;
  amount: string;
  notes: string;
}

const columns: DataColumn<Loan>[] = [
  { key: 'borrower', header: 'Borrower', width: 200, priority: 1, cell: (loan) => loan.borrower },
  { key: 'status', header: 'Status', width: 150, priority: 1, cell: (loan) => loan.status },
  { key: 'amount', header: 'Amount', width: 150, cell: (loan) => loan.amount },
  { key: 'notes', header: 'Notes', width: 300, priority: 3, cell: (loan) => loan.notes },
  { key: 'actions', header: 'Actions', hideHeader: true, width: 64, priority: 1, cell: () => null },
];
const rows: Loan[] = [
  { id: 1, borrower: 'Acme Paving', status: 'Active', amount: '$12,345.67', notes: 'Called on Monday' },
];

// jsdom lays nothing out: the table's box says it is 800 px wide, as a narrow laptop window would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ChoosingTable({
  onChoices,
  saved = {},
}: {
  onChoices?: (settings: ColumnSettings) => void;
  /** What the list's settings held when the page opened. */
  saved?: ColumnSettings;
}) {
  const [settings, setSettings] = useState<ColumnSettings>(saved);
  return (
    <DataTable
      label="Loans"
      columns={columns}
      rows={rows}
      rowKey={(loan) => loan.id}
      empty={null}
      columnSettings={settings}
      onColumnSettingsChange={(next) => {
        setSettings(next);
        onChoices?.(next);
      }}
      pinLastColumn
    />
  );
}

// The header cells' own names (in tests the Columns menu opens inside the last one, not in a portal).
const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/Columns.*$/, ''));

describe('column priorities and the Columns menu', () => {
  it('hides the least important column when the box is too narrow, and sizes the table to what shows', () => {
    render(
      <MantineProvider env="test">
        <ChoosingTable />
      </MantineProvider>,
    );

    // 200 + 150 + 150 + 64 = 564 px fit in 800; Notes (priority 3, 300 px) does not.
    expect(headers()).toEqual(['Borrower', 'Status', 'Amount', 'Actions']);
    const widths = [...document.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toEqual(['200px', '150px', '150px', '64px']);
  });

  it("shows and hides columns from the menu and reports the choice for the list's settings", () => {
    const onChoices = vi.fn();
    render(
      <MantineProvider env="test">
        <ChoosingTable onChoices={onChoices} />
      </MantineProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('group', { name: 'Columns' });
    expect(within(menu).getByRole('checkbox', { name: 'Notes' })).not.toBeChecked();
    // The record's name and status always show: ticked and locked.
    expect(within(menu).getByRole('checkbox', { name: /Status/ })).toBeChecked();
    expect(within(menu).getByRole('checkbox', { name: /Status/ })).toBeDisabled();

    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Notes' }));
    expect(onChoices).toHaveBeenLastCalledWith({ columns: { notes: true } });
    // The chosen Notes take the room: Amount, not chosen, gives way so the table still fits.
    expect(headers()).toEqual(['Borrower', 'Status', 'Notes', 'Actions']);
    expect(within(menu).getByRole('checkbox', { name: 'Amount' })).not.toBeChecked();

    // Chosen too, it shows beside Notes, and the table scrolls sideways (the user's call).
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Amount' }));
    expect(onChoices).toHaveBeenLastCalledWith({ columns: { notes: true, amount: true } });
    expect(headers()).toEqual(['Borrower', 'Status', 'Amount', 'Notes', 'Actions']);

    fireEvent.click(within(menu).getByRole('button', { name: 'Reset columns' }));
    expect(onChoices).toHaveBeenLastCalledWith({ columns: undefined, columnOrder: undefined });
    expect(headers()).toEqual(['Borrower', 'Status', 'Amount', 'Actions']);
  });

  it('offers no Columns menu where the list keeps no settings, and then hides no column', () => {
    render(
      <MantineProvider env="test">
        <DataTable label="Loans" columns={columns} rows={rows} rowKey={(loan) => loan.id} empty={null} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(headers()).toEqual(['Borrower', 'Status', 'Amount', 'Notes', 'Actions']);
  });
});

const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return within(screen.getByRole('group', { name: 'Columns' }));
};
// The menu's rows in order, by their checkboxes' labels.
const menuOrder = (menu: ReturnType<typeof openMenu>) =>
  menu
    .getAllByRole('checkbox')
    .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent ?? '');

describe('reordering columns from the Columns menu', () => {
  it('moves a column up and down, shows the table in that order and reports the whole order', () => {
    const onChoices = vi.fn();
    render(
      <MantineProvider env="test">
        <ChoosingTable onChoices={onChoices} />
      </MantineProvider>,
    );
    const menu = openMenu();

    fireEvent.click(menu.getByRole('button', { name: 'Move Amount up' }));
    expect(onChoices).toHaveBeenLastCalledWith({ columnOrder: ['amount', 'status', 'notes'] });
    expect(headers()).toEqual(['Borrower', 'Amount', 'Status', 'Actions']);
    expect(menuOrder(menu)).toEqual(['Borrower', 'Amount', 'Status', 'Notes', 'Actions']);

    // Hiding a column afterwards keeps the order: both are saved together.
    fireEvent.click(menu.getByRole('button', { name: 'Move Status down' }));
    fireEvent.click(menu.getByRole('checkbox', { name: 'Notes' }));
    expect(onChoices).toHaveBeenLastCalledWith({
      columns: { notes: true },
      columnOrder: ['amount', 'notes', 'status'],
    });
    expect(headers()).toEqual(['Borrower', 'Notes', 'Status', 'Actions']);
  });

  it('keeps the record name first and the row actions last: they have no move buttons', () => {
    render(
      <MantineProvider env="test">
        <ChoosingTable />
      </MantineProvider>,
    );
    const menu = openMenu();
    expect(menu.queryByRole('button', { name: /Move Borrower/ })).not.toBeInTheDocument();
    expect(menu.queryByRole('button', { name: /Move Actions/ })).not.toBeInTheDocument();
    // Status always shows, but may still move.
    expect(menu.getByRole('button', { name: 'Move Status down' })).toBeInTheDocument();
  });

  it('leaves the first movable column where it is on Move up, the button staying focusable', () => {
    const onChoices = vi.fn();
    render(
      <MantineProvider env="test">
        <ChoosingTable onChoices={onChoices} />
      </MantineProvider>,
    );
    const menu = openMenu();
    const up = menu.getByRole('button', { name: 'Move Status up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(up).not.toBeDisabled();
    fireEvent.click(up);
    expect(onChoices).not.toHaveBeenCalled();
    expect(menu.getByRole('button', { name: 'Move Notes down' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('applies a saved order, ignoring keys the table no longer has and placing new columns by default', () => {
    render(
      <MantineProvider env="test">
        <ChoosingTable
          saved={{ columns: { notes: true, amount: true }, columnOrder: ['notes', 'retired', 'status'] }}
        />
      </MantineProvider>,
    );
    // Amount is not in the saved order (added since): it comes after Status, as by default.
    expect(headers()).toEqual(['Borrower', 'Notes', 'Status', 'Amount', 'Actions']);
  });

  it('reads a config saved before columns could move (choices only) in the default order', () => {
    render(
      <MantineProvider env="test">
        <ChoosingTable saved={{ columns: { notes: true, amount: true } }} />
      </MantineProvider>,
    );
    expect(headers()).toEqual(['Borrower', 'Status', 'Amount', 'Notes', 'Actions']);
    expect(openMenu().getByRole('button', { name: 'Reset columns' })).toBeEnabled();
  });

  it('resets columns to the default order and the fit to the screen', () => {
    const onChoices = vi.fn();
    render(
      <MantineProvider env="test">
        <ChoosingTable
          onChoices={onChoices}
          saved={{ columns: { amount: false, notes: true }, columnOrder: ['notes', 'status', 'amount'] }}
        />
      </MantineProvider>,
    );
    expect(headers()).toEqual(['Borrower', 'Notes', 'Status', 'Actions']);
    const menu = openMenu();
    fireEvent.click(menu.getByRole('button', { name: 'Reset columns' }));
    expect(onChoices).toHaveBeenLastCalledWith({ columns: undefined, columnOrder: undefined });
    expect(headers()).toEqual(['Borrower', 'Status', 'Amount', 'Actions']);
    expect(menu.getByRole('button', { name: 'Reset columns' })).toBeDisabled();
  });
});

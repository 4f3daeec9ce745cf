import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';
import { PaginationBar } from './pagination-bar.tsx';

afterEach(cleanup);

interface Loan {
  id: number;
  borrower: string;
  amount: string;
}

const columns: DataColumn<Loan>[] = [
  {
    key: 'borrower',
    header: 'Borrower',
    sortable: true,
    cell: (loan) => <a href={`#${loan.id}`}>{loan.borrower}</a>,
  },
  { key: 'amount', header: 'Amount', align: 'right', cell: (loan) => loan.amount },
];
const rows: Loan[] = [
  { id: 1, borrower: 'Acme Paving', amount: '$12,345.67' },
  { id: 2, borrower: 'Birch Dental', amount: '$980.00' },
];

const inMantine = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('data table', () => {
  it('shows skeleton rows in the page size and announces the load', () => {
    inMantine(
      <DataTable
        label="Loans"
        columns={columns}
        rows={undefined}
        rowKey={(loan) => loan.id}
        empty={null}
        skeletonRows={4}
      />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading loans');
    // The placeholders are hidden from screen readers, which hear the status instead.
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'Loans' }).parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('opens a row on click, but leaves clicks on its links to the link', () => {
    const onRowClick = vi.fn();
    inMantine(
      <DataTable
        label="Loans"
        columns={columns}
        rows={rows}
        rowKey={(loan) => loan.id}
        empty={null}
        onRowClick={onRowClick}
      />,
    );

    fireEvent.click(screen.getByText('$980.00'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(screen.getByRole('link', { name: 'Acme Paving' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('sorts ascending first unless the column says otherwise', () => {
    const onSortChange = vi.fn();
    inMantine(
      <DataTable
        label="Loans"
        columns={[{ ...columns[0]!, firstSortDirection: 'desc' }, columns[1]!]}
        rows={rows}
        rowKey={(loan) => loan.id}
        empty={null}
        sort={null}
        onSortChange={onSortChange}
      />,
    );

    expect(screen.getByRole('columnheader', { name: 'Borrower' })).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByRole('button', { name: 'Borrower' }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'borrower', direction: 'desc' });
    expect(screen.queryByRole('button', { name: 'Amount' })).not.toBeInTheDocument();
  });

  it('shows the empty state and the error with a retry in place of rows', () => {
    const onRetry = vi.fn();
    const { rerender } = inMantine(
      <DataTable label="Loans" columns={columns} rows={[]} rowKey={(loan) => loan.id} empty="No loans yet" />,
    );
    expect(screen.getByRole('cell', { name: 'No loans yet' })).toHaveAttribute('colspan', '2');

    rerender(
      <MantineProvider>
        <DataTable
          label="Loans"
          columns={columns}
          rows={rows}
          rowKey={(loan) => loan.id}
          empty={null}
          error={{ title: 'Loans could not be loaded', message: 'Timed out', onRetry }}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Loans could not be loadedTimed out');
    expect(screen.queryByText('Acme Paving')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('pagination bar', () => {
  it('counts the rows shown out of the total and keeps the page size when paging', () => {
    const onChange = vi.fn();
    inMantine(
      <PaginationBar pagination={{ page: 3, perPage: 10 }} total={25} noun="loans" onChange={onChange} />,
    );

    expect(screen.getByText('21–25 of 25 loans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenCalledWith({ page: 2, perPage: 10 });
  });

  it('shows a count the server capped as a floor, and pages up to it', () => {
    const onChange = vi.fn();
    inMantine(
      <PaginationBar
        pagination={{ page: 1, perPage: 25 }}
        total={10000}
        totalCapped
        noun="contracts"
        onChange={onChange}
      />,
    );

    expect(screen.getByText('1–25 of 10,000+ contracts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 400' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 400' }));
    expect(onChange).toHaveBeenCalledWith({ page: 400, perPage: 25 });
  });

  it('goes past a capped count with Next while pages are full, and counts all on demand', () => {
    const onChange = vi.fn();
    const onCountAll = vi.fn();
    const bar = (page: number, pageRows: number) => (
      <PaginationBar
        pagination={{ page, perPage: 25 }}
        total={10000}
        totalCapped
        pageRows={pageRows}
        onCountAll={onCountAll}
        noun="invoices"
        onChange={onChange}
      />
    );
    inMantine(bar(400, 25));
    // The last counted page is full: there may be more, so Next stays open (12,546 demo invoices).
    expect(screen.getByText('9,976–10,000 of 10,000+ invoices')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith({ page: 401, perPage: 25 });
    fireEvent.click(screen.getByRole('button', { name: 'Count all' }));
    expect(onCountAll).toHaveBeenCalledTimes(1);
    cleanup();
    inMantine(bar(502, 21));
    // The last page: short, so nothing after it; its rows say where the list ends.
    expect(screen.getByText('12,526–12,546 of more than 10,000 invoices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('groups the thousands of an exact count and of the rows shown', () => {
    inMantine(
      <PaginationBar
        pagination={{ page: 101, perPage: 10 }}
        total={3400}
        noun="contracts"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('1,001–1,010 of 3,400 contracts')).toBeInTheDocument();
    // The last page's button too: 1,232 pages of 25 for 30,800 invoices.
    cleanup();
    inMantine(
      <PaginationBar
        pagination={{ page: 1, perPage: 25 }}
        total={30_800}
        noun="invoices"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 1232' })).toHaveTextContent('1,232');
  });

  it('names one row in the singular', () => {
    inMantine(
      <PaginationBar pagination={{ page: 1, perPage: 10 }} total={1} noun="inquiries" onChange={vi.fn()} />,
    );
    expect(screen.getByText('1–1 of 1 inquiry')).toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    inMantine(
      <PaginationBar pagination={{ page: 1, perPage: 10 }} total={0} noun="loans" onChange={vi.fn()} />,
    );

    expect(screen.getByText('0 loans')).toBeInTheDocument();
  });
});

import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { atViewportWidth } from '../../testing/viewport.ts';
import { PaginationBar, type PaginationBarProps } from './pagination-bar.tsx';

// The wide bar's counting and paging are tested in data-table.test.tsx; here, the phone's one-row bar.

function renderBar(props: Partial<PaginationBarProps> = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <PaginationBar
        pagination={{ page: 101, perPage: 10 }}
        total={3400}
        noun="contracts"
        onChange={onChange}
        {...props}
      />
    </MantineProvider>,
  );
  const noun = props.noun ?? 'contracts';
  return { onChange, nav: screen.getByRole('navigation', { name: `${noun} pages` }) };
}

// Without layout in the test DOM the menu's positioner hides its items, so they are looked up among hidden
// elements (as in user-actions.test.tsx).
async function openPageOptions() {
  fireEvent.click(screen.getByRole('button', { name: 'Page options' }));
  return screen.findByRole('menu', { hidden: true });
}

describe('pagination bar on a phone', () => {
  it('keeps to one row: previous, the rows shown and next, with no page-size field or page numbers', () => {
    atViewportWidth(390);
    const { onChange, nav } = renderBar();

    expect(within(nav).getByText('1,001–1,010 of 3,400')).toBeInTheDocument();
    // The noun is read out after the figures, not shown: the list's title says what is counted.
    expect(within(nav).getByText('1,001–1,010 of 3,400')).toHaveTextContent('1,001–1,010 of 3,400 contracts');
    expect(within(nav).queryByText('Rows per page')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Page 102' })).not.toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Next page', 'Page options']);

    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 102, perPage: 10 });
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 100, perPage: 10 });
  });

  it('offers the first and last pages and the page size in its menu', async () => {
    atViewportWidth(390);
    const { onChange } = renderBar({ pagination: { page: 1, perPage: 15 } });

    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    let menu = await openPageOptions();
    expect(within(menu).getByText('Page 1 of 227')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'First page', hidden: true })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: '15 rows per page', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(menu).getByRole('menuitem', { name: '25 rows per page', hidden: true }),
    ).not.toHaveAttribute('aria-current');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Last page', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 227, perPage: 15 });

    menu = await openPageOptions();
    fireEvent.click(within(menu).getByRole('menuitem', { name: '50 rows per page', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 50 });
  });

  it('goes past a capped count with Next while pages are full, and counts all from the menu', async () => {
    atViewportWidth(390);
    const onCountAll = vi.fn();
    const capped = { total: 10000, totalCapped: true, onCountAll, noun: 'invoices' } as const;
    const { onChange } = renderBar({ ...capped, pagination: { page: 400, perPage: 25 }, pageRows: 25 });

    expect(screen.getByText('9,976–10,000 of 10,000+')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 401, perPage: 25 });
    const menu = await openPageOptions();
    // The last page is not known past the cap.
    expect(within(menu).getByText('Page 400')).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Count all', hidden: true }));
    expect(onCountAll).toHaveBeenCalledTimes(1);
  });

  it('stops at the short last page past a capped count', () => {
    atViewportWidth(390);
    renderBar({ total: 10000, totalCapped: true, pagination: { page: 502, perPage: 25 }, pageRows: 21 });

    expect(screen.getByText('12,526–12,546 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('keeps the wide bar, page-size field and page buttons, from 768 px up', () => {
    atViewportWidth(1366);
    const { nav } = renderBar();

    expect(within(nav).getByText('1,001–1,010 of 3,400 contracts')).toBeInTheDocument();
    expect(within(nav).getByLabelText('Rows per page')).toHaveValue('10');
    expect(within(nav).getByRole('button', { name: 'Page 102' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Page options' })).not.toBeInTheDocument();
  });
});

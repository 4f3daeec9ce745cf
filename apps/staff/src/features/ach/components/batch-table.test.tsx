import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { batchAmount } from './batch-table.tsx';

const shown = (debitTotal: number, creditTotal: number) => {
  render(<MantineProvider>{batchAmount({ debitTotal, creditTotal })}</MantineProvider>);
};

describe('the batch list’s Amount column', () => {
  it('shows a reversal’s credits as credits, never $0.00 of debits', () => {
    shown(0, 16522.24);
    expect(screen.getByText('$16,522.24 Cr')).toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });

  it('shows a collection’s debits, and both directions when a batch carries both', () => {
    shown(42257.43, 0);
    expect(screen.getByText('$42,257.43 Dr')).toBeInTheDocument();
    shown(100, 25.5);
    expect(screen.getByText('$100.00 Dr · $25.50 Cr')).toHaveAttribute('title', '$100.00 Dr · $25.50 Cr');
  });
});

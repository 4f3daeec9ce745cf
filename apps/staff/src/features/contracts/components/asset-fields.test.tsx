import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionsContext } from '../../../lib/access/permissions-context.ts';
import { resetAfterTest } from '../../../testing/render-app.tsx';
import type { ContractFormValues } from '../contract-form-rules.ts';
import { ContractForm } from './contract-form.tsx';

afterEach(resetAfterTest);

const picker = { data: [], searchValue: '', onSearchChange: () => {}, loading: false, error: false };

function renderForm() {
  const onSubmit = vi.fn(async (_values: ContractFormValues) => {});
  render(
    <MantineProvider>
      <MemoryRouter>
        <PermissionsContext.Provider value={{ assetManagement: { Contracts: { view: true, create: true } } }}>
          <ContractForm
            kind="asset-contract"
            customers={picker}
            vendors={picker}
            salesReps={picker}
            debtSources={[]}
            onSubmit={onSubmit}
            cancelHref="/assetManagement/contract/list"
            gate={{ module: 'assetManagement', menu: 'Contracts', actions: ['view', 'create'] }}
          />
        </PermissionsContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return onSubmit;
}

const asset = (number: number) => within(screen.getByRole('group', { name: `Asset ${number}` }));
const typeIn = (number: number, label: string, value: string) =>
  fireEvent.change(asset(number).getByRole('textbox', { name: new RegExp(`^${label}`) }), {
    target: { value },
  });

describe('the assets of an asset contract', () => {
  it('keeps each asset in its own inputs when one above it is removed', async () => {
    renderForm();
    typeIn(1, 'Make', 'Caterpillar');
    fireEvent.click(screen.getByRole('button', { name: 'Add another asset' }));
    typeIn(2, 'Make', 'Deere');
    typeIn(2, 'Serial number', 'DEERE-2');

    fireEvent.click(screen.getByRole('button', { name: 'Remove asset 1' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Asset 2' })).not.toBeInTheDocument());
    expect(asset(1).getByRole('textbox', { name: /^Make/ })).toHaveValue('Deere');
    expect(asset(1).getByRole('textbox', { name: /^Serial number/ })).toHaveValue('DEERE-2');
    expect(screen.queryByRole('button', { name: 'Remove asset 1' })).not.toBeInTheDocument();
  });

  it("shows each asset's messages on its own fields once saving was tried", async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add another asset' }));
    typeIn(2, 'Make', 'Deere');
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));

    expect(await asset(1).findByText('Enter the make.')).toBeInTheDocument();
    expect(asset(2).queryByText('Enter the make.')).not.toBeInTheDocument();
    typeIn(1, 'Make', 'Caterpillar');
    await waitFor(() => expect(asset(1).queryByText('Enter the make.')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

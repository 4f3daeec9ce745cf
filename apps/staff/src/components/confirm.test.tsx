import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirm } from './confirm.tsx';

afterEach(cleanup);

function renderModals() {
  render(
    <MantineProvider env="test">
      <ModalsProvider />
    </MantineProvider>,
  );
}

describe('confirm()', () => {
  it("asks with the spec's default words and resolves true on Confirm", async () => {
    renderModals();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm();
    });

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Do you want to proceed with this action?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on Cancel', async () => {
    renderModals();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Delete template', message: 'Delete "Q3 tape"?', confirmLabel: 'Delete' });
    });

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete template' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await expect(answer).resolves.toBe(false);
  });
});

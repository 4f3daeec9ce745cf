import '@testing-library/jest-dom/vitest';
import { MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAfterTest } from '../../testing/render-app.tsx';
import { amountProps } from './input-props.ts';
import { MoneyInput } from './money-input.tsx';
import { useRecordForm } from './use-record-form.ts';

afterEach(resetAfterTest);

interface Values {
  name: string;
  cost: number | '';
}

const Schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Field is required'), v.maxLength(5, 'At most 5')),
  cost: v.pipe(
    v.union([v.number(), v.literal('')]),
    v.check((cost) => cost !== '', 'Field is required'),
  ),
});

function Form({ save }: { save: (values: Values) => Promise<void> }) {
  const form = useRecordForm<Values>({
    initialValues: { name: '', cost: '' },
    schema: Schema,
    save,
    placeRefusal: () => ({ fields: { name: 'Taken.' }, form: 'Check the name.' }),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextInput label="Name" {...form.getInputProps('name')} />
      <MoneyInput label="Cost" {...amountProps(form, 'cost')} />
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = (save = vi.fn(async (_values: Values) => {})) => {
  render(
    <MantineProvider>
      <Form save={save} />
    </MantineProvider>,
  );
  return save;
};
const name = () => screen.getByRole('textbox', { name: 'Name' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('a record form on @mantine/form', () => {
  it('shows the rules only once saving was tried, then follows every change', async () => {
    const onSave = renderForm();
    fireEvent.change(name(), { target: { value: 'Too long' } });
    expect(screen.queryByText('At most 5')).not.toBeInTheDocument();

    save();
    expect(screen.getByText('At most 5')).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    fireEvent.change(name(), { target: { value: 'Acme' } });
    expect(screen.queryByText('At most 5')).not.toBeInTheDocument();
    fireEvent.change(name(), { target: { value: '' } });
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes money as money and sends the number', async () => {
    const onSave = renderForm();
    const cost = screen.getByRole('textbox', { name: 'Cost' });
    await userEvent.type(cost, '-2500');
    await userEvent.tab();
    expect(cost).toHaveValue('$2,500.00');
    fireEvent.change(name(), { target: { value: 'Acme' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Acme', cost: 2500 }));
  });

  it("keeps the server's objection on its field until that value changes", async () => {
    renderForm(vi.fn(async () => Promise.reject(new Error('refused'))));
    fireEvent.change(name(), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cost' }), { target: { value: '12' } });
    save();
    expect(await screen.findByText('Taken.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the name.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Cost' }), { target: { value: '13' } });
    expect(screen.getByText('Taken.')).toBeInTheDocument();
    fireEvent.change(name(), { target: { value: 'Acme2' } });
    expect(screen.queryByText('Taken.')).not.toBeInTheDocument();
  });
});

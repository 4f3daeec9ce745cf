import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import { invalidBody, type ApiCall } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { BATCH_LIST } from '../testing/ach-fixtures.ts';
import { importFixture, MANDATES } from '../testing/ach-return-fixtures.ts';
import {
  ACH_OPERATOR,
  ACH_VIEW_ONLY,
  fakeAchApi,
  writes,
  type FakeAchApiOptions,
} from '../testing/fake-ach-api.ts';

afterEach(settleAndReset);

// The ACH Operator's role: ACH, and Contract Inquiry's contracts (links, and the mandate form's picker).
const OPERATOR_ROLE = { ...ACH_OPERATOR, enquiry: { Contracts: { view: true } } };
const open = (url: string, { permissions = OPERATOR_ROLE, ...options }: FakeAchApiOptions = {}) =>
  renderApp(url, { permissions, api: fakeAchApi({ permissions, ...options }) });
const chooseFile = async (name = 'RETURNS-20261124.ach') => {
  const input = await screen.findByLabelText('Return file');
  fireEvent.change(input, { target: { files: [new File(['101 091000019'], name)] } });
};
const calls = (api: { calls: ApiCall[] }, path: string) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === path);

describe('ACH returns and NOCs', () => {
  it('reaches Returns & NOCs and Mandates as tabs of ach/list', async () => {
    const { router } = open('/ach/ach/list');
    expect(await screen.findByText(`1–9 of ${BATCH_LIST.length} batches`)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Returns & NOCs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=returns'));
    expect(await screen.findByRole('heading', { name: 'Imported files' })).toBeInTheDocument();
    // Each list counts its own rows (three unfiltered lists once shared one cached count).
    expect(await screen.findByText('1–6 of 6 returns')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Mandates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=mandates'));
    expect(await screen.findByText('Whitfield Dental Group')).toBeInTheDocument();
    expect(await screen.findByText('1–4 of 4 mandates')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Batches' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('imports a dropped file and shows what it did, then lists the returns with contract and invoice links', async () => {
    const { api } = open('/ach/ach/list?view=returns');
    const zone = await screen.findByTestId('return-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['101'], 'RETURNS-20261124.ach')] } });
    const result = within(await screen.findByRole('status', { name: 'Import of RETURNS-20261124.ach' }));
    expect(writes(api.calls).map((call) => call.path)).toEqual(['/api/ach-return-files']);
    // Figures: 4 returns matched, 2 NOCs, 1 reinitiated (R01), 3 refused (R02, R07, a NOC), 1 unmatched.
    // The figures come first; the lines' result badges below repeat some of their words.
    const figure = (label: string) => result.getAllByText(label)[0]!.nextElementSibling?.textContent;
    expect(figure('Returns matched')).toBe('4');
    expect(figure('NOCs')).toBe('2');
    expect(figure('Reinitiated')).toBe('1');
    expect(figure('Refused')).toBe('3');
    expect(figure('Unmatched')).toBe('1');
    expect(result.getByText(/Reinitiated debits wait in draft batch ACH-20261201-01/)).toBeInTheDocument();
    // Refusals with the rule's reason, without the "Not reinitiated:" / "Refused:" lead.
    const refused = within(result.getByRole('list'));
    expect(refused.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'R02 LL-2026-1002: R02 (Account closed): the debit may be presented again only after the cause of the return is corrected.',
      'R07 LL-2026-1003: R07 (Authorization revoked by customer): the customer revoked the authorisation; never present it again. Mandate revoked.',
      'C01 LL-2026-1005: the NOC names account ••••1222, not the mandate’s ••••4455.',
    ]);
    // The file's lines come from /ach-returns by its id.
    const lines = calls(api, '/api/ach-returns').find((call) => filterOf(call).where);
    expect(filterOf(lines!).where).toEqual({ returnFileId: 41 });
    const invoice = result.getByRole('link', { name: 'INV-70002' });
    expect(invoice).toHaveAttribute('href', '/ach/ach/list?view=returns&invoice=3002');
    expect(result.getByRole('link', { name: 'LL-2026-1002' })).toHaveAttribute(
      'href',
      '/enquiry/contract/detail/902',
    );
  });

  it('says a file imported before changed nothing', async () => {
    open('/ach/ach/list?view=returns', { importAnswer: importFixture({ duplicate: true }) });
    await chooseFile();
    expect(
      await screen.findByText('RETURNS-20261124.ach was already imported, nothing changed'),
    ).toBeInTheDocument();
  });

  it('lists a refused file’s problems by line', async () => {
    open('/ach/ach/list?view=returns', {
      importAnswer: invalidBody([
        { path: '/line/6', message: 'Batch control debit total is off', code: 'x' },
      ]),
    });
    await chooseFile('bad.ach');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('bad.ach was not imported')).toBeInTheDocument();
    expect(alert.getByText('Line 6: Batch control debit total is off')).toBeInTheDocument();
  });

  it('shows the lists but no import to a role that may only view', async () => {
    const { api } = open('/ach/ach/list?view=returns', { permissions: ACH_VIEW_ONLY });
    expect(await screen.findByText('RETURNS-20261014.ach')).toBeInTheDocument();
    expect(await screen.findAllByText('R07')).not.toHaveLength(0);
    expect(screen.queryByLabelText('Return file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fetch from bank' })).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  it('narrows the returns to one file and searches them on the server', async () => {
    const { api } = open('/ach/ach/list?view=returns');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the lines of RETURNS-20261124.ach' }));
    await waitFor(() =>
      expect(filterOf(calls(api, '/api/ach-returns').at(-1)!).where).toEqual({ and: [{ returnFileId: 41 }] }),
    );
  });

  it('opens an invoice’s ACH debits and returns from the address', async () => {
    const { api } = open('/ach/ach/list?view=returns&invoice=3001');
    const drawer = within(await screen.findByRole('dialog', { name: 'Invoice INV-70001' }));
    expect(await drawer.findByText('Returned R01: Insufficient funds')).toBeInTheDocument();
    expect(drawer.getByText(/R01: INSUFFICIENT FUNDS/)).toBeInTheDocument();
    expect(filterOf(calls(api, '/api/ach-entries').at(-1)!).where).toEqual({ invoiceId: 3001 });
  });
});

describe('ACH mandates', () => {
  it('checks the routing number’s check digit before sending, then shows the server’s field refusal', async () => {
    const { api } = open('/ach/ach/list?view=mandates', {
      mandateAnswer: invalidBody([{ path: '/accountNumber', message: 'Not a known account', code: 'x' }]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New mandate' }));
    const form = within(await screen.findByRole('dialog', { name: 'New ACH mandate' }));
    const contract = form.getByRole('combobox', { name: /^Contract/ });
    fireEvent.click(contract);
    const listbox = document.getElementById(contract.getAttribute('aria-controls') ?? '')!;
    fireEvent.click(await within(listbox).findByRole('option', { name: /LL-2026-1002/, hidden: true }));
    fireEvent.change(form.getByRole('textbox', { name: /Account holder/ }), {
      target: { value: 'HARBOR FREIGHT CO' },
    });
    fireEvent.change(form.getByRole('textbox', { name: /Routing number/ }), {
      target: { value: '021000022' },
    });
    fireEvent.change(form.getByLabelText(/Account number/), { target: { value: '44556677889' } });
    const day = form.getByRole('textbox', { name: /Authorised on/ });
    fireEvent.change(day, { target: { value: '11/20/2026' } });
    fireEvent.blur(day);
    fireEvent.click(form.getByRole('button', { name: 'Add mandate' }));
    expect(await form.findByText('This routing number’s check digit is wrong')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);

    fireEvent.change(form.getByRole('textbox', { name: /Routing number/ }), {
      target: { value: '021000021' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Add mandate' }));
    expect(await form.findByText('Not a known account')).toBeInTheDocument();
    expect(JSON.parse(writes(api.calls)[0]!.body)).toEqual({
      contractId: 902,
      accountHolderName: 'HARBOR FREIGHT CO',
      routingNumber: '021000021',
      accountNumber: '44556677889',
      accountType: 'CHECKING',
      authorizedAt: '2026-11-20',
      authMethod: 'WRITTEN',
    });
  });

  it('revokes a mandate with a reason', async () => {
    const { api } = open('/ach/ach/list?view=mandates');
    fireEvent.click(
      await screen.findByRole('button', { name: `Actions for ${MANDATES[0]!.contractNumber}` }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Revoke mandate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke mandate' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Customer closed the account' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke mandate' }));
    await waitFor(() =>
      expect(writes(api.calls).map((call) => call.path)).toEqual(['/api/ach-mandates/61/revoke']),
    );
    expect(JSON.parse(writes(api.calls)[0]!.body)).toEqual({ reason: 'Customer closed the account' });
  });

  it('offers no revoke and a disabled New mandate to a role that may only view', async () => {
    open('/ach/ach/list?view=mandates', { permissions: ACH_VIEW_ONLY });
    expect(await screen.findByText('Whitfield Dental Group')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'New mandate' });
    expect(button.closest('[aria-disabled="true"]')).not.toBeNull();
  });
});

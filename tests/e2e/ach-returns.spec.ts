import { expect, test, type APIRequestContext } from '@playwright/test';
import { returnFileText } from '../../apps/api/src/features/ach/returns/testing/return-file.ts';
import { openInApp } from './support/in-app.ts';
import { DEMO_PASSWORD, signInThroughPage } from './support/sign-in.ts';

// Issue 24 item 8 end to end: the ACH Operator imports a bank return file for a debit the seeded demo
// sent, sees what it did, and opens the invoice to find the return's code and reason on it. The file is
// written here from the server's own entries (the e2e server seeds relative to today, so a fixture built
// for another reference date would not match).

const OPERATOR = 'tomas.herrera@example.com';

interface SentEntry {
  traceNumber: string;
  routingNumber: string;
  accountLast4: string;
  amount: number;
  invoiceNumber: string;
  contractNumber: string;
  receiverName: string;
  individualId: string;
}

/** The newest settled first presentment on an invoice, not returned: what the bank would return. */
async function settledEntry(request: APIRequestContext): Promise<SentEntry> {
  const login = await request.post('/api/login', { data: { email: OPERATOR, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const filter = {
    where: { and: [{ status: 'SETTLED' }, { presentment: 1 }, { invoiceId: { neq: null } }] },
    order: ['id DESC'],
    limit: 1,
  };
  const response = await request.get(
    `/api/ach-entries?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(response.ok()).toBe(true);
  const [entry] = (await response.json()) as SentEntry[];
  expect(entry, 'the demo seed has settled ACH debits').toBeDefined();
  return entry!;
}

test('the ACH Operator imports a return file and the invoice shows the return', async ({ page, request }) => {
  const entry = await settledEntry(request);
  const today = new Date().toISOString();
  const fileName = `RETURNS-E2E-${today.replace(/\D/g, '').slice(0, 14)}.ach`;
  const text = returnFileText(
    [
      {
        kind: 'RETURN',
        code: 'R01',
        originalTrace: entry.traceNumber,
        // The whole number never leaves the server; matching goes by trace, so its last 4 do here.
        accountNumber: `00000${entry.accountLast4}`,
        originalRdfi: entry.routingNumber.slice(0, 8),
        amountCents: Math.round(entry.amount * 100),
        individualId: entry.individualId,
        name: entry.receiverName.slice(0, 22),
        data: 'INSUFFICIENT FUNDS',
      },
    ],
    { date: today.slice(2, 4) + today.slice(5, 7) + today.slice(8, 10) },
  );

  await signInThroughPage(page, OPERATOR);
  await openInApp(page, '/ach/ach/list');
  await page.getByRole('tab', { name: 'Returns & NOCs' }).click();
  await expect(page).toHaveURL(/view=returns/);

  // Dropped on the zone, as a person drags the bank's file from their desktop.
  const zone = page.getByTestId('return-drop-zone');
  const dataTransfer = await page.evaluateHandle(
    ({ content, name }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type: 'application/octet-stream' }));
      return transfer;
    },
    { content: text, name: fileName },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });

  const result = page.getByRole('status', { name: `Import of ${fileName}` });
  await expect(result).toBeVisible({ timeout: 15_000 });
  const figure = (label: string) =>
    result.getByText(label, { exact: true }).first().locator('xpath=following-sibling::*[1]');
  await expect(figure('Returns matched')).toHaveText('1');
  await expect(figure('Unmatched')).toHaveText('0');
  await expect(figure('Reinitiated')).toHaveText('1');
  await expect(result.getByText(/Reinitiated debits wait in draft batch ACH-\d{8}-\d{2}/)).toBeVisible();

  // The line names the contract and invoice; the invoice opens with the return on it.
  await result.getByRole('link', { name: entry.invoiceNumber }).click();
  const invoice = page.getByRole('dialog', { name: `Invoice ${entry.invoiceNumber}` });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByText('Returned R01: Insufficient funds')).toBeVisible();
  await expect(invoice.getByText(`Invoice ${entry.invoiceNumber} reopened`, { exact: false })).toBeVisible();
  const debits = invoice.getByRole('table', { name: 'ACH debits of this invoice' });
  const returned = debits.getByRole('row').filter({ hasText: entry.traceNumber });
  await expect(returned.getByText('Returned', { exact: true })).toBeVisible();
  await expect(returned.getByText(/^R01/)).toBeVisible();
  // Its reinitiation waits as presentment 2.
  await expect(debits.getByText(/Presentment 2/)).toBeVisible();

  // The same file again changes nothing, and says so.
  await invoice.getByRole('button', { name: 'Close invoice' }).click();
  // Chosen through Choose file this time.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (
    await chooser
  ).setFiles({
    name: fileName,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(text),
  });
  await expect(page.getByText(`${fileName} was already imported, nothing changed`)).toBeVisible();
});

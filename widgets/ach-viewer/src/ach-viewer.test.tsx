// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handBuiltFile } from './testing/hand-built.ts';

const file = handBuiltFile(
  [
    {
      company: 'LENDLINE LEASING',
      entries: [
        { name: 'Wade Arnold', account: '123456789', cents: 123456 },
        { name: 'Ann Lee', account: '987654321', cents: 100, returnCode: ['R01', 'Insufficient funds'] },
      ],
      storedDebitCents: 1,
    },
  ],
  [
    {
      severity: 'error',
      code: 'ErrBatchCalculatedControlEquality',
      message: 'Batch control debit total does not match the entries.',
      line: 3,
      recordType: '6',
      field: { name: 'amount', start: 30, end: 39 },
    },
  ],
);

vi.mock('@lendline/nacha', () => ({
  readAchFile: () => file,
  describeRecord: () => [],
  secCodeDescription: () => 'Prearranged payment and deposit',
}));

await import('./index.tsx');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('ach-viewer');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const root = (element: HTMLElement) => element.shadowRoot!;

async function paste(element: HTMLElement, text: string) {
  const area = root(element).querySelector<HTMLTextAreaElement>('#paste')!;
  area.value = text;
  area.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  root(element).querySelector<HTMLButtonElement>('.paste .button')!.click();
  await vi.waitFor(() => expect(root(element).querySelector('.file')).not.toBeNull());
}

afterEach(() => document.body.replaceChildren());

describe('<ach-viewer> on hand-built data', () => {
  it('loads pasted text and shows batches, problems, masked accounts', async () => {
    const element = mount();
    const loaded = vi.fn();
    document.addEventListener('lendline:ach-loaded', loaded);
    await paste(element, 'anything');
    const shadow = root(element);
    expect(shadow.querySelector('[role="status"]')!.textContent).toBe(
      'Loaded Pasted text: 1 batch, 2 entries, 1 error',
    );
    expect(shadow.querySelector('#problems-title')!.textContent).toBe('Problems (1)');
    const fold = shadow.querySelector<HTMLButtonElement>('.fold')!;
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    fold.click();
    await settle();
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    const cells = [...shadow.querySelectorAll('.panel .entries tbody tr:not(.spacer)')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      '3',
      'Wade Arnold',
      '27 Checking Debit',
      '091400606',
      '••••6789',
      '$1,234.56',
      '091000010000001',
      'C-1000',
      '',
    ]);
    expect(cells[1]?.[8]).toBe('R01 Insufficient funds');
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
    shadow.querySelector<HTMLButtonElement>('.problems .link')!.click();
    await vi.waitFor(() => expect(shadow.activeElement?.getAttribute('data-line')).toBe('3'));
    expect(shadow.querySelector('[data-line="3"] .bad')!.textContent).toBe('0000123456');
    expect(shadow.querySelector('[data-line="3"]')!.textContent).toContain('•••••6789');
  });
});

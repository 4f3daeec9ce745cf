// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AchLoadedDetail } from './ach-viewer.tsx';
import './index.tsx';

// Real NACHA files (moov-io/ach's fixtures, kept by @lendline/nacha) read by the real reader.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../../shared/nacha/test-data/ach');
const fixtureBytes = (name: string) => readFileSync(join(FIXTURES, name));
const fixtureText = (name: string) => fixtureBytes(name).toString('latin1');

function mount(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('ach-viewer');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadow = (element: HTMLElement) => element.shadowRoot!;
const find = <T extends Element = HTMLElement>(element: HTMLElement, selector: string) =>
  shadow(element).querySelector<T>(selector);
const findAll = <T extends Element = HTMLElement>(element: HTMLElement, selector: string) => [
  ...shadow(element).querySelectorAll<T>(selector),
];
const textOf = (element: HTMLElement, selector: string) => find(element, selector)?.textContent ?? undefined;
const statusOf = (element: HTMLElement) => textOf(element, '[role="status"]');

/** Lets Preact render what the last events changed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loaded(element: HTMLElement): Promise<HTMLElement> {
  await vi.waitFor(() => expect(statusOf(element)).toMatch(/^Loaded /), { timeout: 20_000 });
  return element;
}

/** Pastes a fixture's text and reads it, as a person would with the paste box. */
async function pasteFixture(name: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = mount(attributes);
  const area = find<HTMLTextAreaElement>(element, '#paste')!;
  area.value = fixtureText(name);
  area.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  const read = findAll<HTMLButtonElement>(element, '.paste button').find(
    (button) => button.textContent === 'Read pasted text',
  )!;
  read.click();
  return loaded(element);
}

function type(element: HTMLElement, selector: string, value: string): void {
  const input = find<HTMLInputElement>(element, selector)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The cell texts of the rendered (not spacer) rows of the entry table in `scope`. */
const rowsIn = (element: HTMLElement, scope: string) =>
  findAll(element, `${scope} tbody tr:not(.spacer)`).map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

async function openBatch(element: HTMLElement, index: number): Promise<HTMLButtonElement> {
  const fold = findAll<HTMLButtonElement>(element, '.fold')[index]!;
  fold.click();
  await settle();
  return fold;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<ach-viewer>', () => {
  it('offers the picker and the paste box, and says so when a named batch is not loaded', () => {
    const element = mount({ 'batch-name': '2026-11-21-A' });

    expect(textOf(element, 'h2')).toBe('ACH batch 2026-11-21-A');
    expect(textOf(element, '.note')).toBe(
      'Batch 2026-11-21-A is not loaded. You can open a local copy of its file.',
    );
    expect(find(element, 'label[for="file"]')?.textContent).toBe('Open a NACHA file');
    expect(find(element, 'input#file[type="file"]')).not.toBeNull();
    expect(find(element, '.file')).toBeNull();
    expect(document.body.querySelector('h2')).toBeNull();
  });

  it('reads pasted text, announces it and tells the page', async () => {
    const events: CustomEvent<AchLoadedDetail>[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent<AchLoadedDetail>);
    document.addEventListener('lendline:ach-loaded', listener);

    const element = await pasteFixture('valid-other/ppd-mixedDebitCredit.ach');

    expect(statusOf(element)).toBe('Loaded Pasted text: 1 batch, 3 entries, 0 errors');
    expect(find(element, '[role="status"]')?.getAttribute('aria-live')).toBeNull();
    expect(textOf(element, '#problems-title')).toBe('Problems (0)');
    expect(textOf(element, '#batches-title')).toBe('Batches (1)');
    expect(textOf(element, '#entries-title')).toBe('Entries (3)');
    const facts = findAll(element, '.facts dd').map((fact) => fact.textContent);
    expect(facts.slice(0, 3)).toEqual([
      'My Bank Name (0121042882)',
      'Federal Reserve Bank (231380104)',
      '07/18/2019 10:55',
    ]);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    document.removeEventListener('lendline:ach-loaded', listener);
    expect(events[0]!.detail).toEqual({
      fileName: 'Pasted text',
      batches: 1,
      entries: 3,
      errors: 0,
      warnings: 0,
      debitCents: 200_000_000,
      creditCents: 200_000_000,
    });
    expect(events[0]!.bubbles && events[0]!.composed).toBe(true);
  });

  it('folds batches open and shut; entries show labelled codes, money and masked accounts', async () => {
    const element = await pasteFixture('valid-other/ppd-mixedDebitCredit.ach');

    const fold = findAll<HTMLButtonElement>(element, '.fold')[0]!;
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(find(element, '#batch-1')).toBeNull();
    await openBatch(element, 0);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(fold.getAttribute('aria-controls')).toBe('batch-1');
    expect(find(element, '#batch-1 [role="region"]')?.getAttribute('aria-label')).toBe('Entries of batch 1');
    expect(rowsIn(element, '#batch-1 .entries')).toEqual([
      [
        '3',
        'Debit Account',
        '27 Checking Debit',
        '••••6789',
        '$2,000,000.00',
        '',
        '231380104',
        '121042880000001',
        '',
      ],
      [
        '4',
        'Credit Account 1',
        '22 Checking Credit',
        '••••4321',
        '$1,000,000.00',
        '',
        '231380104',
        '121042880000002',
        '',
      ],
      [
        '5',
        'Credit Account 2',
        '22 Checking Credit',
        '••••8765',
        '$1,000,000.00',
        '',
        '231380104',
        '121042880000003',
        '',
      ],
    ]);
    expect(
      findAll(element, '#batch-1 .entries thead th').map((header) => header.getAttribute('scope')),
    ).toEqual(Array(9).fill('col'));

    fold.click();
    await settle();
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(find(element, '#batch-1')).toBeNull();
  });

  it('shows full account numbers only with reveal, in the tables and the raw file', async () => {
    const masked = await pasteFixture('valid-other/ppd-mixedDebitCredit.ach');
    expect(rowsIn(masked, '#search ~ .entries').map((row) => row[4])).toEqual([
      '••••6789',
      '••••4321',
      '••••8765',
    ]);
    expect(textOf(masked, '[data-line="3"] code')).toContain('627231380104•••••6789        0200000000');
    expect(shadow(masked).textContent).not.toContain('123456789');

    masked.setAttribute('reveal', '');
    await settle();
    expect(rowsIn(masked, '#search ~ .entries').map((row) => row[4])).toEqual([
      '123456789',
      '987654321',
      '837098765',
    ]);
    expect(textOf(masked, '[data-line="3"] code')).toContain('627231380104123456789        0200000000');
  });

  it('puts return and change reasons inline, masking a corrected account number', async () => {
    const returns = await pasteFixture('returns-noc/return-WEB.ach');
    await openBatch(returns, 0);
    expect(textOf(returns, '#batch-1 .facts')).toContain('Effective date01/01/2000');
    expect(rowsIn(returns, '#batch-1 .entries')[0]).toEqual([
      '3',
      'Paul Jones',
      '26 Checking Return or NOC Debit',
      '••••6789',
      '$123.54',
      'R01 Insufficient funds',
      '091400606',
      '091000017611242',
      'MjMxNDAwMjAtOGQ',
    ]);

    const change = await pasteFixture('returns-noc/cor-example.ach');
    await openBatch(change, 0);
    // An effective date of 000000 is not a date: shown as written.
    expect(textOf(change, '#batch-1 .facts')).toContain('Effective date000000');
    expect(rowsIn(change, '#batch-1 .entries')[0]![5]).toBe(
      'C01 Incorrect DFI account number, corrected to ••••••1614',
    );
    change.setAttribute('reveal', '');
    await settle();
    expect(rowsIn(change, '#batch-1 .entries')[0]![5]).toBe(
      'C01 Incorrect DFI account number, corrected to 1918171614',
    );
  });

  it('searches entries by name, account last 4, trace number and amount', async () => {
    const element = await pasteFixture('valid-other/20110805A.ach');
    const names = () => rowsIn(element, '#search ~ .entries').map((row) => row[2]);
    const count = () => textOf(element, '#search-count');
    expect(count()).toBe('All 48 entries');

    type(element, '#search', ' Julia Lynch ');
    await settle();
    expect(names()).toEqual(['JULIA LYNCH', 'JULIA LYNCH']);
    expect(count()).toBe('2 entries of 48 match');

    type(element, '#search', '10000020');
    await settle();
    expect(names()).toEqual(['CARLOS COOK']);

    type(element, '#search', '$2,620.00');
    await settle();
    expect(names()).toEqual(['LUKE CRAIG', 'LUKE CRAIG']);
    type(element, '#search', '2620');
    await settle();
    expect(names()).toEqual(['LUKE CRAIG', 'LUKE CRAIG']);

    type(element, '#search', 'nobody here');
    await settle();
    expect(count()).toBe('0 entries of 48 match');
    expect(find(element, '#search ~ .entries')).toBeNull();

    const returns = await pasteFixture('returns-noc/return-WEB.ach');
    const found = () => rowsIn(returns, '#search ~ .entries').map((row) => row[2]);
    type(returns, '#search', '9999');
    await settle();
    expect(found()).toEqual(['Bob Marley']);
    // Without reveal only the last four are searched: the screen shows no more.
    type(returns, '#search', '12345');
    await settle();
    expect(found()).toEqual([]);
    returns.setAttribute('reveal', '');
    await settle();
    expect(found()).toEqual(['Paul Jones']);
  });

  it('lists every problem; a problem’s link focuses its raw line with the field marked and labelled', async () => {
    const element = await pasteFixture('malformed/ppd-debit-invalid-entryDetail-checkDigit.ach');
    expect(statusOf(element)).toBe('Loaded Pasted text: 1 batch, 1 entry, 1 error');
    expect(textOf(element, '#problems-title')).toBe('Problems (3)');
    expect(textOf(element, '#problems-title + p')).toBe('1 error, 2 warnings');
    const items = findAll(element, '.problems li');
    expect(items.map((item) => item.className)).toEqual(['error', 'warning', 'warning']);
    expect(items[0]!.textContent).toContain('RDFI check digit is "5" but routing 23138010 needs 4.');

    const link = items[0]!.querySelector('button')!;
    expect(link.textContent).toBe('Line 3, columns 12–12');
    link.click();
    await vi.waitFor(() => expect(shadow(element).activeElement?.getAttribute('data-line')).toBe('3'));
    const line = find(element, '[data-line="3"]')!;
    expect(line.classList.contains('selected')).toBe(true);
    expect(line.getAttribute('aria-label')).toBe(
      'Line 3. RDFI check digit is "5" but routing 23138010 needs 4.',
    );
    const marked = line.querySelectorAll('.bad');
    expect([...marked].map((field) => field.textContent)).toEqual(['5']);
    expect(marked[0]!.getAttribute('title')).toBe('RDFI check digit (columns 12–12)');

    // The selected line's fields take focus in turn; focusing one says what it holds.
    const fields = [...line.querySelectorAll<HTMLElement>('.field')];
    expect(fields.every((field) => field.tabIndex === 0)).toBe(true);
    expect(find(element, '[data-line="2"] .field')?.hasAttribute('tabindex')).toBe(false);
    fields[2]!.focus();
    fields[2]!.dispatchEvent(new FocusEvent('focus'));
    await settle();
    expect(textOf(element, '.field-info')).toMatch(/^Line 3, columns 4–11: .*RDFI.* “23138010”$/);
  });

  it('sets stored totals beside recomputed ones and marks the ones that disagree', async () => {
    const element = await pasteFixture('iat/iat-invalidEntryDetail.ach');
    const fold = findAll(element, '.fold')[0]!;
    expect(fold.textContent).toContain('totals mismatch');
    expect(fold.closest('li')?.classList.contains('off')).toBe(true);
    await openBatch(element, 0);
    const rows = findAll(element, '#batch-1 .totals tbody tr').map((row) => [
      row.className,
      ...[...row.children].map((cell) => cell.textContent),
    ]);
    expect(rows).toContainEqual(['mismatch', 'Credits', '$1,000.00', '$0.00', 'Mismatch']);
    expect(rows).toContainEqual(['match', 'Debits', '$0.00', '$0.00', 'Matches']);

    const file = await pasteFixture('valid-other/20110805A.ach');
    const fileRows = findAll(file, '.totals')[0]!.querySelectorAll('tbody tr');
    expect([...fileRows].find((row) => row.classList.contains('mismatch'))?.textContent).toBe(
      'Batches54Mismatch',
    );
  });

  it('renders a window of a 100,000-entry file fetched from src (gzip), and moves it on scroll', async () => {
    const gzip = fixtureBytes('large/PPD-200-batches-100000-entries.ach.gz');
    const fetch = vi.fn(async () => new Response(new Uint8Array(gzip)));
    vi.stubGlobal('fetch', fetch);
    const element = await loaded(mount({ src: '/files/PPD-200-batches-100000-entries.ach.gz' }));

    expect(fetch).toHaveBeenCalledWith('/files/PPD-200-batches-100000-entries.ach.gz', expect.anything());
    expect(statusOf(element)).toMatch(
      /^Loaded PPD-200-batches-100000-entries\.ach\.gz: 200 batches, 100,\d{3} entries, /,
    );
    const total = Number(/(\d+,\d+) entries/.exec(statusOf(element)!)![1]!.replace(',', ''));
    expect(total).toBeGreaterThanOrEqual(100_000);
    const table = find(element, '#search ~ .entries')!;
    expect(table.querySelector('table')?.getAttribute('aria-rowcount')).toBe(String(total + 1));
    const rendered = () => [...table.querySelectorAll('tbody tr:not(.spacer)')];
    expect(rendered().length).toBeLessThan(60);
    expect(rendered()[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(findAll(element, '.raw .line').length).toBeLessThan(60);

    table.scrollTop = 32 * 50_000;
    table.dispatchEvent(new Event('scroll'));
    await settle();
    const indexes = rendered().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes.length).toBeLessThan(60);
    expect(indexes[0]).toBeLessThanOrEqual(50_002);
    expect(indexes.at(-1)).toBeGreaterThan(50_002);
    const spacers = table.querySelectorAll<HTMLElement>('tr.spacer td');
    expect(spacers[0]!.style.height).toBe(`${(indexes[0]! - 2) * 32}px`);
  }, 60_000);

  it('downloads the entries as CSV and the parsed file as JSON, masked unless reveal', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let clicked = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked = this.download;
    });
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:test/${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const element = await pasteFixture('returns-noc/return-WEB.ach');
    const button = (label: string) =>
      findAll<HTMLButtonElement>(element, '.exports button').find(
        (candidate) => candidate.textContent === label,
      )!;

    button('Download entries CSV').click();
    saved.push({ name: clicked, blob: [...blobs.values()].at(-1)! });
    button('Download JSON').click();
    saved.push({ name: clicked, blob: [...blobs.values()].at(-1)! });

    expect(saved.map(({ name, blob }) => [name, blob.type])).toEqual([
      ['Pasted text-entries.csv', 'text/csv'],
      ['Pasted text.json', 'application/json'],
    ]);
    const csv = (await saved[0]!.blob.text()).split('\r\n');
    expect(csv[0]).toBe(
      'Batch,Line,Company name,Company ID,SEC code,Effective date,Transaction code,Transaction,Routing,Account,Amount,Name,Individual ID,Trace number,Addenda,Reason code,Reason,Corrected data,Original trace',
    );
    expect(csv[1]).toBe(
      '1,3,CoinLion,123456789,WEB,000101,26,26 Checking Return or NOC Debit,091400606,••••6789,123.54,Paul Jones,MjMxNDAwMjAtOGQ,091000017611242,1,R01,Insufficient funds,,091400600000001',
    );
    expect(csv).toHaveLength(4);
    expect(find(element, 'a')).toBeNull();

    const json = JSON.parse(await saved[1]!.blob.text());
    expect(json).toMatchObject({ fileName: 'Pasted text', accountsMasked: true });
    expect(json.records).toBeUndefined();
    expect(json.batches).toHaveLength(2);
    expect(json.batches[0].entries[0]).toMatchObject({ accountNumber: '••••6789', amountCents: 12354 });
    expect(json.batches[0].entries[0].fields).toBeUndefined();
    expect(json.batches[0].entries[0].addenda[0]).toMatchObject({ reasonCode: 'R01' });

    element.setAttribute('reveal', '');
    await settle();
    button('Download JSON').click();
    const revealed = JSON.parse(await [...blobs.values()].at(-1)!.text());
    expect(revealed.accountsMasked).toBe(false);
    expect(revealed.batches[0].entries[0].accountNumber).toBe('123456789');
  });

  it('opens a file from the picker and from a drop', async () => {
    const element = mount();
    const input = find<HTMLInputElement>(element, '#file')!;
    const file = new File([fixtureBytes('returns-noc/return-WEB.ach')], 'return-WEB.ach');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await loaded(element);
    expect(statusOf(element)).toBe('Loaded return-WEB.ach: 2 batches, 2 entries, 0 errors');

    const drop = new Event('drop', { bubbles: true, cancelable: true });
    const dropped = new File([fixtureBytes('valid-other/ppd-mixedDebitCredit.ach')], 'mixed.ach');
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [dropped], types: ['Files'] } });
    find(element, '.card')!.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(statusOf(element)).toBe('Loaded mixed.ach: 1 batch, 3 entries, 0 errors'));
  });

  it('opens files with a designed button that names the file on screen, never "No file chosen"', async () => {
    const element = mount();
    const input = find<HTMLInputElement>(element, 'input#file[type="file"]')!;
    const label = find(element, 'label[for="file"]')!;

    // The native input is still the control (focusable, labelled, described), drawn as its label's button.
    expect(label.className).toBe('button');
    expect(label.textContent).toBe('Open a NACHA file');
    expect(input.getAttribute('aria-describedby')).toBe('open-hint');
    expect(input.tabIndex).not.toBe(-1);
    expect(input.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(textOf(element, '.open .name')).toBe('');

    const file = new File([fixtureBytes('returns-noc/return-WEB.ach')], 'return-WEB.ach');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await loaded(element);
    // The picker is cleared so the same file can be opened again; the name beside it stays.
    expect(textOf(element, '.open .name')).toBe('return-WEB.ach');
    expect(find(element, '.open')?.textContent).not.toContain('No file chosen');
  });

  it('puts the downloads in a toolbar with the status, not in the row of the picker', async () => {
    const element = await pasteFixture('returns-noc/return-WEB.ach');
    const toolbar = find(element, '.tools')!;

    expect(toolbar.querySelector('[role="status"]')?.textContent).toMatch(/^Loaded Pasted text: /);
    expect(Array.from(toolbar.querySelectorAll('.exports button'), (button) => button.textContent)).toEqual([
      'Download JSON',
      'Download entries CSV',
    ]);
    expect(find(element, '.bar .exports')).toBeNull();
    // The toolbar lays its two ends out apart; the buttons have no margins of their own to throw them off.
    const rules = shadow(element)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
    const styleOf = (selector: string) =>
      rules
        .filter((rule) => rule.selectorText.split(/\s*,\s*/).includes(selector))
        .map((rule) => rule.style.cssText)
        .join(' ');
    expect(styleOf('.tools')).toMatch(/display: flex/);
    expect(styleOf('.tools')).toMatch(/justify-content: space-between/);
    expect(styleOf('.button')).not.toMatch(/margin/);
  });

  it('names a file fetched from a data: URL plainly, not by its contents', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Uint8Array(fixtureBytes('returns-noc/return-WEB.ach')))),
    );
    const element = await loaded(
      mount({
        src: `data:text/plain;base64,${fixtureBytes('returns-noc/return-WEB.ach').toString('base64')}`,
      }),
    );

    expect(statusOf(element)).toBe('Loaded ACH file: 2 batches, 2 entries, 0 errors');
  });

  it('says what went wrong when src cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404, statusText: 'Not Found' })),
    );
    const element = mount({ src: '/files/missing.ach', 'batch-name': '2026-11-21-A' });

    await vi.waitFor(() =>
      expect(textOf(element, '[role="alert"]')).toBe(
        'Could not open 2026-11-21-A: the server answered 404 Not Found.',
      ),
    );
    expect(find(element, '.note')).toBeNull();
  });

  it('survives the script being loaded twice on one page', async () => {
    const registered = customElements.get('ach-viewer');
    vi.resetModules();

    await expect(import('./index.tsx')).resolves.toBeDefined();

    expect(customElements.get('ach-viewer')).toBe(registered);
    expect(textOf(mount(), 'h2')).toBe('ACH file viewer');
  });
});

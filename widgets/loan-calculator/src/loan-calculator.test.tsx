// @vitest-environment happy-dom
import { quote, type QuoteInput } from '@lendline/finance';
import { mountWidget, settle } from '@lendline/widget-host/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './format.ts';
import './index.tsx';
import type { InquiryAnswer, WireQuote } from './offer/offer-types.ts';
import { DEMO_OFFER } from './testing/demo-offer.ts';
import { fakeWidgetApi, type FakeWidgetApiOptions } from './testing/fake-widget-api.ts';

const API_BASE = 'https://lendline.test';
const KEY = `llk_${'a1B2'.repeat(8)}`;
const REVOKED = `llk_${'Zz9y'.repeat(8)}`;

let api: ReturnType<typeof fakeWidgetApi>;

function serve(options: FakeWidgetApiOptions = {}) {
  api = fakeWidgetApi(options);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
}

const mountCalculator = (attributes: Record<string, string> = {}) =>
  mountWidget('loan-calculator', { 'api-key': KEY, 'api-base': API_BASE, ...attributes });

const shadow = (element: HTMLElement) => element.shadowRoot!;
const find = <T extends Element = HTMLElement>(element: HTMLElement, selector: string) =>
  shadow(element).querySelector<T>(selector);
const textOf = (element: HTMLElement, selector: string) => find(element, selector)?.textContent ?? undefined;

async function mountReady(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = mountCalculator(attributes);
  await vi.waitFor(() => expect(find(element, '.amount')).not.toBeNull());
  return element;
}

function type(element: HTMLElement, selector: string, value: string): void {
  const control = find<HTMLInputElement>(element, selector)!;
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(element: HTMLElement, selector: string, value: string): void {
  const select = find<HTMLSelectElement>(element, selector)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function submit(element: HTMLElement): Promise<void> {
  await settle();
  find<HTMLButtonElement>(element, 'button[type="submit"]')!.click();
}

function fillInquiry(element: HTMLElement): void {
  type(element, '#customerName', 'Ann Lee');
  type(element, '#businessName', 'Lee Dental');
  type(element, '#email', 'ann@example.com');
  type(element, '#phone', '555-010-0199');
  type(element, '#state', 'tx');
}

const inquiryRequests = () => api.requests.filter((request) => request.url.endsWith('/inquiries'));

/** The finance library's payment for the $1 Out program of the demo offer: one advance payment, doc fee billed. */
function financePayment(equipmentCost: number, termMonths: number, annualRate: number): number {
  const input: QuoteInput = {
    equipmentCost,
    termMonths,
    structure: 'ONE_DOLLAR',
    advancePayments: 1,
    docFee: { amount: 295, financed: false },
    annualRate,
  };
  const result = quote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.quote.payment;
}

beforeEach(() => serve());

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('<loan-calculator>', () => {
  it('shows a skeleton while the offer loads, then the payment @lendline/finance gives for the inputs', async () => {
    serve({ hangOffer: true });
    const loading = mountCalculator({ amount: '25000', term: '48' });
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(find(loading, '[aria-busy="true"]')).not.toBeNull();
    expect(textOf(loading, '[role="status"]')).toBe('Loading the payment calculator');
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: `${API_BASE}/widget-api/v1/keys/${KEY}/offer`,
    });

    serve();
    const element = await mountReady({ amount: '25000', term: '48' });

    // $25,000 falls in the second band; its 48-month rate is 8.74%.
    expect(textOf(element, '.amount')).toBe(formatMoney(financePayment(25_000, 48, 0.0874)));
    expect(textOf(element, '.detail')).toBe(
      `48 monthly payments, ${formatMoney(financePayment(25_000, 48, 0.0874) + 295)} due at signing`,
    );
    expect(textOf(element, 'h2')).toBe('Estimate your payment');
    expect(shadow(element).textContent).toContain('Financing through Summit Office Systems');
    expect(shadow(element).textContent).toContain(DEMO_OFFER.disclaimer);
    expect(find<HTMLInputElement>(element, '#cost')!.value).toBe('$25,000');
    expect(find<HTMLSelectElement>(element, '#term')!.value).toBe('48');
    expect(document.body.querySelector('h2')).toBeNull();
  });

  it('recomputes the payment as the buyer types and announces it politely once typing pauses', async () => {
    const element = await mountReady({ amount: '25000', term: '48' });
    const live = find(element, '[aria-live="polite"]')!;
    expect(live.textContent).toBe('');

    type(element, '#cost', '80,000');

    // $80,000 falls in the third band: 8.24% at 48 months, 8.49% at 60.
    const expected = formatMoney(financePayment(80_000, 48, 0.0824));
    await vi.waitFor(() => expect(textOf(element, '.amount')).toBe(expected));
    expect(live.textContent).toBe('');
    await vi.waitFor(() =>
      expect(live.textContent).toBe(`Estimated payment ${expected} a month for 48 months`),
    );
    expect(live.getAttribute('aria-atomic')).toBe('true');

    choose(element, '#term', '60');
    const longer = formatMoney(financePayment(80_000, 60, 0.0849));
    await vi.waitFor(() => expect(textOf(element, '.amount')).toBe(longer));
    await vi.waitFor(() =>
      expect(live.textContent).toBe(`Estimated payment ${longer} a month for 60 months`),
    );
  });

  it('explains an equipment cost it cannot price, linked to the input', async () => {
    const element = await mountReady();
    const cost = find<HTMLInputElement>(element, '#cost')!;

    type(element, '#cost', 'abc');
    await vi.waitFor(() => expect(textOf(element, '#cost-error')).toBe('Please enter valid number'));
    expect(textOf(element, '.amount')).toBe('—');
    expect(cost.getAttribute('aria-invalid')).toBe('true');
    expect(cost.getAttribute('aria-describedby')).toBe('cost-error cost-hint');

    type(element, '#cost', '100');
    await vi.waitFor(() =>
      expect(textOf(element, '#cost-error')).toBe('Enter an amount from $2,500 to $1,000,000'),
    );
    expect(textOf(element, '#cost-hint')).toBe('From $2,500 to $1,000,000');

    type(element, '#cost', '$30,000');
    await vi.waitFor(() => expect(find(element, '#cost-error')).toBeNull());
    expect(cost.getAttribute('aria-describedby')).toBe('cost-hint');
  });

  it('offers the programs as structures and keeps the term when the new program has it', async () => {
    const element = await mountReady({ amount: '25000', term: '72' });
    const structures = Array.from(
      find<HTMLSelectElement>(element, '#structure')!.options,
      (option) => option.textContent,
    );
    // Two $1 buyout programs are told apart by their names.
    expect(structures).toEqual([
      '$1 Buyout ($1 Out Standard)',
      'FMV Lease',
      '$1 Buyout (Medical Equipment $1 Out)',
    ]);

    choose(element, '#structure', '2');

    await vi.waitFor(() => expect(find<HTMLSelectElement>(element, '#term')!.value).toBe('60'));
    expect(textOf(element, '.detail')).toContain('60 monthly payments');
  });

  it('applies the promo in force that lowers the payment most, and lets the buyer choose another or none', async () => {
    const element = await mountReady({ amount: '25000', term: '36' });
    const promo = find<HTMLSelectElement>(element, '#promo')!;

    const regular = formatMoney(financePayment(25_000, 36, 0.0849));
    expect(textOf(element, '.amount')).toBe(formatMoney(financePayment(25_000, 36, 0.029)));
    expect(shadow(element).textContent).toContain(
      `Promo applied Spring 2.9% special. Regular payment ${regular} / month.`,
    );
    expect(promo.value).toBe('12');
    expect(Array.from(promo.options, (option) => [option.textContent, option.disabled])).toEqual([
      ['No promotion', false],
      ['0% for 12 months (12 months)', true],
      ['Spring 2.9% special', false],
      ['90 days to first payment', false],
    ]);

    choose(element, '#promo', '');
    await vi.waitFor(() => expect(textOf(element, '.amount')).toBe(regular));
    expect(shadow(element).textContent).not.toContain('Promo applied');

    // A deferral raises the payment: never applied on its own, only when chosen.
    choose(element, '#promo', '13');
    await vi.waitFor(() =>
      expect(shadow(element).textContent).toContain('Promo applied 90 days to first payment.'),
    );
    expect(textOf(element, '.amount')).not.toBe(regular);

    choose(element, '#structure', '2');
    await settle();
    choose(element, '#term', '12');
    await vi.waitFor(() => expect(shadow(element).textContent).toContain('Promo applied 0% for 12 months.'));
    expect(Array.from(promo.options, (option) => option.textContent)).toContain(
      'Spring 2.9% special (24, 36 months)',
    );
  });

  it('dispatches lendline:quote with the quote whenever the payment changes, across the shadow boundary', async () => {
    const quotes: WireQuote[] = [];
    const listener = (event: Event) => quotes.push((event as CustomEvent<WireQuote>).detail);
    document.addEventListener('lendline:quote', listener);
    try {
      const element = await mountReady({ amount: '25000', term: '48' });
      await vi.waitFor(() => expect(quotes).toHaveLength(1));
      expect(quotes[0]).toMatchObject({
        programId: 1,
        promoId: null,
        productType: 'ONE_DOLLAR',
        equipmentCost: 25_000,
        termMonths: 48,
        payment: financePayment(25_000, 48, 0.0874),
        annualRate: 0.0874,
        advancePayments: 1,
        amountFinanced: 25_000,
        residualAmount: 0,
      });

      type(element, '#cost', '30000');
      await vi.waitFor(() => expect(quotes).toHaveLength(2));
      expect(quotes[1]!.payment).toBe(financePayment(30_000, 48, 0.0874));
    } finally {
      document.removeEventListener('lendline:quote', listener);
    }
  });

  it('shows only "This calculator is not available." for a refused key, and tells nothing else', async () => {
    serve({ refusedKeys: [REVOKED] });
    const element = mountCalculator({ 'api-key': REVOKED });

    await vi.waitFor(() =>
      expect(textOf(element, '[role="status"]')).toBe('This calculator is not available.'),
    );
    expect(shadow(element).textContent).toBe('This calculator is not available.');
    expect(shadow(element).querySelectorAll('input, select, button, form')).toHaveLength(0);
    expect(api.requests).toHaveLength(1);
  });

  it('is unavailable without asking anyone when the api-key attribute is missing', async () => {
    const element = mountCalculator({ 'api-key': '' });

    await vi.waitFor(() => expect(shadow(element).textContent).toBe('This calculator is not available.'));
    expect(api.requests).toHaveLength(0);
  });

  it('offers a retry when the offer cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    const element = mountCalculator();
    await vi.waitFor(() =>
      expect(textOf(element, '[role="alert"]')).toBe(
        'The calculator could not load. Check your connection and try again.',
      ),
    );

    serve();
    find<HTMLButtonElement>(element, 'button')!.click();

    await vi.waitFor(() => expect(find(element, '.amount')).not.toBeNull());
  });

  describe('inquiry form', () => {
    it('shows the spec §5 messages linked to their fields and focuses the first one, sending nothing', async () => {
      const element = await mountReady();

      await submit(element);

      await vi.waitFor(() => expect(textOf(element, '#customerName-error')).toBe('Field is required'));
      expect(textOf(element, '#email-error')).toBe('Field is required');
      const name = find<HTMLInputElement>(element, '#customerName')!;
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(name.getAttribute('aria-describedby')).toBe('customerName-error');
      await vi.waitFor(() => expect(shadow(element).activeElement).toBe(name));

      type(element, '#customerName', 'R2D2');
      type(element, '#email', 'ann@');
      type(element, '#phone', '5550100199');
      type(element, '#state', 'T');
      await vi.waitFor(() => expect(textOf(element, '#customerName-error')).toBe('Please enter valid name'));
      expect(textOf(element, '#email-error')).toBe('Please enter valid email address');
      expect(textOf(element, '#phone-error')).toBe('Please enter valid phone number');
      expect(textOf(element, '#state-error')).toBe('Please enter valid state');
      expect(find(element, '#phone')!.getAttribute('aria-describedby')).toBe('phone-error phone-hint');
      expect(inquiryRequests()).toHaveLength(0);

      type(element, '#customerName', 'Ann Lee');
      await vi.waitFor(() => expect(find(element, '#customerName-error')).toBeNull());
      expect(find(element, '#customerName')!.hasAttribute('aria-invalid')).toBe(false);
    });

    it('sends an Idempotency-Key and sends the same one again when the buyer retries', async () => {
      serve({ failInquiries: 1 });
      const answers: InquiryAnswer[] = [];
      const listener = (event: Event) => answers.push((event as CustomEvent<InquiryAnswer>).detail);
      document.addEventListener('lendline:inquiry', listener);
      try {
        const element = await mountReady({ amount: '25000', term: '48' });
        fillInquiry(element);
        type(element, '#message', 'Two chairs.');

        await submit(element);
        await vi.waitFor(() =>
          expect(textOf(element, '[role="alert"]')).toBe(
            'Your request could not be sent. Check your connection and try again in a moment.',
          ),
        );
        expect(textOf(element, 'button[type="submit"]')).toBe('Try again');

        await submit(element);
        await vi.waitFor(() => expect(textOf(element, 'h2')).toBe('Thank you! Your request was sent.'));

        const [first, retry] = inquiryRequests();
        expect(first!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
        expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
        expect(retry!.body).toEqual({
          customerName: 'Ann Lee',
          businessName: 'Lee Dental',
          email: 'ann@example.com',
          phone: '555-010-0199',
          state: 'TX',
          message: 'Two chairs.',
          equipmentCost: 25_000,
          termMonths: 48,
          programId: 1,
          source: 'widget',
        });
        expect(retry!.headers['content-type']).toBe('application/json');
        expect(textOf(element, 'strong')).toBe('1042');
        expect(shadow(element).textContent).toContain(
          `Your estimate: ${formatMoney(financePayment(25_000, 48, 0.0874))} / month for 48 months, $1 Buyout.`,
        );
        await vi.waitFor(() => expect(shadow(element).activeElement).toBe(find(element, 'h2')));
        expect(answers).toEqual([
          { id: 1042, status: 'New', quote: expect.objectContaining({ programId: 1, termMonths: 48 }) },
        ]);
      } finally {
        document.removeEventListener('lendline:inquiry', listener);
      }
    });

    it('starts the equipment field from the equipment attribute and sends what the buyer made of it', async () => {
      const element = await mountReady({ equipment: 'ErgoPro office chair set (20 chairs)' });
      expect(find<HTMLInputElement>(element, '#equipmentDescription')!.value).toBe(
        'ErgoPro office chair set (20 chairs)',
      );
      expect(find(element, 'label[for="equipmentDescription"]')!.textContent).toBe('Equipment');
      fillInquiry(element);
      type(element, '#equipmentDescription', 'ErgoPro chairs, 24 instead of 20');

      await submit(element);

      await vi.waitFor(() => expect(textOf(element, 'h2')).toBe('Thank you! Your request was sent.'));
      expect(inquiryRequests()[0]!.body).toMatchObject({
        equipmentDescription: 'ErgoPro chairs, 24 instead of 20',
      });
    });

    it('refuses an equipment description the server would, with the spec message', async () => {
      const element = await mountReady();
      fillInquiry(element);
      type(element, '#equipmentDescription', 'x'.repeat(301));

      await submit(element);

      await vi.waitFor(() =>
        expect(textOf(element, '#equipmentDescription-error')).toBe(
          'Please enter valid equipment description',
        ),
      );
      expect(inquiryRequests()).toEqual([]);
    });

    it('says how long to wait when the server answers 429 with Retry-After', async () => {
      serve({ rateLimitInquiries: 42 });
      const element = await mountReady();
      fillInquiry(element);

      await submit(element);

      await vi.waitFor(() =>
        expect(textOf(element, '[role="alert"]')).toBe('Too many requests. Please try again in 42 seconds.'),
      );
      expect(textOf(element, 'button[type="submit"]')).toBe('Try again');
    });

    it('uses a new Idempotency-Key once the buyer changes what is sent', async () => {
      serve({ failInquiries: 1 });
      const element = await mountReady();
      fillInquiry(element);
      await submit(element);
      await vi.waitFor(() => expect(find(element, '[role="alert"]')).not.toBeNull());

      type(element, '#message', 'Call after 3 pm.');
      await submit(element);
      await vi.waitFor(() => expect(textOf(element, 'h2')).toBe('Thank you! Your request was sent.'));

      const [first, second] = inquiryRequests();
      expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
    });

    it('shows the server’s field messages when it refuses the inquiry', async () => {
      serve({ rejectInquiry: [{ path: '/email', message: 'Please enter valid email address' }] });
      const element = await mountReady();
      fillInquiry(element);

      await submit(element);

      await vi.waitFor(() =>
        expect(textOf(element, '#email-error')).toBe('Please enter valid email address'),
      );
      await vi.waitFor(() => expect(shadow(element).activeElement).toBe(find(element, '#email')));
    });

    it('becomes unavailable when the key is refused while sending', async () => {
      const element = await mountReady();
      fillInquiry(element);
      vi.stubGlobal('fetch', vi.fn(fakeWidgetApi({ refusedKeys: [KEY] }).fetch));

      await submit(element);

      await vi.waitFor(() => expect(shadow(element).textContent).toBe('This calculator is not available.'));
    });
  });

  it('marks the script start and the first payment for performance measurements', async () => {
    await mountReady();

    expect(performance.getEntriesByName('lendline:loan-calculator:first-payment')).toHaveLength(1);
  });

  it('starts over from new amount, term and equipment attributes', async () => {
    const element = await mountReady({ amount: '25000', term: '48' });

    element.setAttribute('amount', '80000');

    await vi.waitFor(() => expect(find<HTMLInputElement>(element, '#cost')!.value).toBe('$80,000'));
    expect(textOf(element, '.amount')).toBe(formatMoney(financePayment(80_000, 48, 0.0824)));

    element.setAttribute('equipment', 'LX-900 laser cutter');
    await vi.waitFor(() =>
      expect(find<HTMLInputElement>(element, '#equipmentDescription')!.value).toBe('LX-900 laser cutter'),
    );
  });

  it('styles itself with themeable custom properties inside the shadow root only', () => {
    const element = mountCalculator();

    const css = shadow(element)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    for (const hook of ['font: inherit', '--lendline-accent', '--lendline-radius', '--lendline-space']) {
      expect(css).toContain(hook);
    }
    expect(css).toContain('--lendline-font');
    expect(css).toContain(':host([theme=');
    expect(document.styleSheets).toHaveLength(0);
  });

  it('draws its selects: native <select>s without the platform look, a chevron in the text colour, the page font', async () => {
    const element = await mountReady();

    // Still native selects (keyboard, type-to-pick and the phone's own picker come with them)...
    for (const id of ['term', 'structure', 'promo']) expect(find(element, `select#${id}`)).not.toBeNull();
    // ...drawn by the widget: no platform arrow, a chevron of two gradients in currentColor, inherited font.
    const rules = shadow(element).adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules));
    const styleOf = (selector: string) =>
      rules
        .filter((rule): rule is CSSStyleRule => 'selectorText' in rule)
        .filter((rule) => rule.selectorText.split(/\s*,\s*/).includes(selector))
        .map((rule) => rule.style.cssText)
        .join(' ');
    expect(styleOf('select')).toMatch(/(^|[ ;])appearance: none/);
    expect(styleOf('select').match(/linear-gradient\([^)]*currentcolor/gi)).toHaveLength(2);
    expect(styleOf('select')).toMatch(/font: inherit/);
  });

  it('survives the script being loaded twice on one page', async () => {
    const registered = customElements.get('loan-calculator');
    vi.resetModules();

    await expect(import('./index.tsx')).resolves.toBeDefined();

    expect(customElements.get('loan-calculator')).toBe(registered);
    await mountReady();
  });
});

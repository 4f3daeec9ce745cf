import { fileURLToPath } from 'node:url';
import { quote, roundHalfUp, type Promo, type QuoteInput } from '@lendline/finance';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_API_KEY, PARTNER_URL } from './support/partner-demo.ts';
import { ADMIN, DEMO_PASSWORD, signInThroughPage } from './support/sign-in.ts';

// The loan calculator as a buyer meets it on a dealer's site (the partner demo page: another origin, a
// strict CSP, one script tag and one element), and as staff then find the inquiry it sent.

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

interface OfferProgram {
  id: number;
  productType: QuoteInput['structure'];
  terms: number[];
  amountBands: { min: number; max: number }[];
  rates: number[][];
  rateBasis: 'RATE' | 'RATE_FACTOR';
  advancePayments: number;
  residualPct: number;
  docFee: number;
}
interface PromoOffer {
  id: number;
  type: 'ZERO_RATE' | 'REDUCED_RATE' | 'DEFERRED_FIRST_PAYMENT' | 'FIXED_LOW_PAYMENTS' | 'DEALER_BUYDOWN';
  params: Record<string, number>;
  eligibleTerms: number[];
  programIds: number[];
}
interface Offer {
  programs: OfferProgram[];
  promos: PromoOffer[];
}

/**
 * The payment @lendline/finance gives for the demo offer at a cost and term, by CONTRACT.md's rules: the
 * first program, the best tier of the band the cost falls in, and of the promos in force that apply the
 * one that lowers the payment most (the widget's own choice until the buyer picks one).
 */
function financePayment(offer: Offer, equipmentCost: number, termMonths: number): number {
  const program = offer.programs[0]!;
  const band = program.amountBands.findLastIndex(
    ({ min, max }) => min <= equipmentCost && equipmentCost <= max,
  );
  const figure = program.rates[band]![program.terms.indexOf(termMonths)]!;
  const residualPct =
    program.productType === 'ONE_DOLLAR'
      ? undefined
      : program.productType === 'TEN_PERCENT_PO' && !program.residualPct
        ? undefined
        : program.residualPct;
  const input = {
    equipmentCost,
    termMonths,
    structure: program.productType,
    advancePayments: program.advancePayments,
    docFee: { amount: program.docFee, financed: false },
    ...(residualPct === undefined ? {} : { residualPct }),
    ...(program.rateBasis === 'RATE' ? { annualRate: figure } : { rateFactor: figure }),
  } as QuoteInput;
  const base = quote(input);
  if (!base.ok) throw new Error(JSON.stringify(base.issues));
  const promoOf = ({ type, params }: PromoOffer): Promo => {
    switch (type) {
      case 'ZERO_RATE':
        return { type };
      case 'REDUCED_RATE':
        return { type, annualRate: params['rate']! };
      case 'DEFERRED_FIRST_PAYMENT':
        return { type, deferral: { days: params['deferralDays']! } };
      case 'FIXED_LOW_PAYMENTS':
        return { type, count: params['payments']!, amount: params['amount']! };
      case 'DEALER_BUYDOWN':
        return {
          type,
          customerAnnualRate: Math.max(
            0,
            roundHalfUp(base.quote.impliedAnnualRate - params['buydownRate']!, 8),
          ),
        };
    }
  };
  const withPromos = offer.promos
    .filter(
      (promo) =>
        (promo.eligibleTerms.length === 0 || promo.eligibleTerms.includes(termMonths)) &&
        (promo.programIds.length === 0 || promo.programIds.includes(program.id)),
    )
    .map((promo) => quote({ ...input, promo: promoOf(promo) }))
    .flatMap((result) => (result.ok ? [result.quote.payment] : []));
  return Math.min(base.quote.payment, ...withPromos);
}

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

/** Records, before any page script runs, what a widget must not disturb and what it announces. */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as Record<string, unknown>;
    const builtIns = {
      Array,
      Object,
      String,
      Number,
      Promise,
      Function,
      JSON,
      Element,
      HTMLElement,
      EventTarget,
    };
    record['__lendlineBefore'] = {
      globals: Object.getOwnPropertyNames(window),
      builtIns: Object.fromEntries(
        Object.entries(builtIns).map(([name, value]) => [
          name,
          [
            ...Object.getOwnPropertyNames(value),
            ...Object.getOwnPropertyNames((value as { prototype?: object }).prototype ?? {}),
          ],
        ]),
      ),
    };
    record['__lendlineEvents'] = [];
    record['__lendlineViolations'] = [];
    for (const name of ['lendline:quote', 'lendline:inquiry']) {
      document.addEventListener(name, (event) =>
        (record['__lendlineEvents'] as unknown[]).push({
          name,
          detail: (event as CustomEvent).detail,
          composed: event.composed,
          bubbles: event.bubbles,
        }),
      );
    }
    document.addEventListener('securitypolicyviolation', (event) =>
      (record['__lendlineViolations'] as string[]).push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

test('a dealer page on another origin shows the finance library’s payment and sends one inquiry staff can find', async ({
  page,
  request,
}) => {
  const offerResponse = await request.get(`/widget-api/v1/keys/${DEMO_API_KEY}/offer`);
  expect(offerResponse.status()).toBe(200);
  const offer = (await offerResponse.json()) as Offer;
  await watchPage(page);

  // The demo page asks for $25,000 over 36 months.
  await page.goto(`${PARTNER_URL}/`);
  const widget = page.locator('loan-calculator');
  const payment = widget.locator('.amount');
  await expect(payment).toHaveText(dollars(financePayment(offer, 25_000, 36)));

  // Strict CSP on the dealer's page, and nothing was refused: the widget's styles are adopted, not inline.
  const csp = (await page.request.get(`${PARTNER_URL}/`)).headers()['content-security-policy'];
  expect(csp).toContain("style-src 'self'");
  expect(
    await page.evaluate(() => (window as unknown as Record<string, unknown>)['__lendlineViolations']),
  ).toEqual([]);
  // Themed by the dealer's custom property; the dealer's own heading rule does not reach inside.
  await expect(widget.locator('.card')).toHaveCSS('border-top-color', 'rgb(11, 114, 133)');
  await expect(widget.locator('h2')).not.toHaveCSS('color', 'rgb(194, 37, 92)');
  await expect(page.locator('h1')).toHaveCSS('color', 'rgb(194, 37, 92)');

  // Typing recomputes locally.
  await widget.getByLabel('Equipment cost').fill('80000');
  await expect(payment).toHaveText(dollars(financePayment(offer, 80_000, 36)));
  await widget.getByLabel('Equipment cost').fill('25000');
  await expect(payment).toHaveText(dollars(financePayment(offer, 25_000, 36)));
  const shownPayment = await payment.textContent();
  await page.screenshot({ path: `${SCREENSHOTS}/partner-demo-loan-calculator.png`, fullPage: true });

  // The first answer is lost on the way back (the server stored the inquiry); the buyer retries.
  const email = `buyer.${Date.now()}@example.com`;
  let dropped = 0;
  await page.route('**/widget-api/v1/keys/*/inquiries', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await widget.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Lee');
  await widget.getByLabel('Business').fill('Lee Dental');
  await widget.getByLabel('E-mail').fill(email);
  await widget.getByLabel('Phone').fill('555-010-0199');
  await widget.getByLabel('State').fill('TX');
  await widget.getByLabel('Message').fill('Twenty chairs for the new office.');
  await widget.getByRole('button', { name: 'Send request' }).click();
  await expect(widget.getByRole('alert')).toHaveText(
    'Your request could not be sent. Check your connection and try again in a moment.',
  );
  await widget.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.getByRole('heading', { name: 'Thank you! Your request was sent.' })).toBeVisible();
  const reference = Number(await widget.locator('strong').first().textContent());
  expect(reference).toBeGreaterThan(0);
  await expect(widget).toContainText(`Your estimate: ${shownPayment} / month for 36 months`);
  await page.screenshot({ path: `${SCREENSHOTS}/partner-demo-loan-calculator-sent.png`, fullPage: true });

  // Events on the host element, across the shadow boundary.
  const events = (await page.evaluate(
    () => (window as unknown as Record<string, unknown>)['__lendlineEvents'],
  )) as {
    name: string;
    detail: { payment?: number; id?: number; quote?: { payment: number } };
    composed: boolean;
    bubbles: boolean;
  }[];
  expect(events.every((event) => event.composed && event.bubbles)).toBe(true);
  expect(events.filter((event) => event.name === 'lendline:quote').at(-1)!.detail.payment).toBe(
    financePayment(offer, 25_000, 36),
  );
  expect(events.filter((event) => event.name === 'lendline:inquiry')).toEqual([
    expect.objectContaining({ detail: expect.objectContaining({ id: reference, status: 'New' }) }),
  ]);

  // A guest on the page: no global and no change to built-ins.
  const leaks = await page.evaluate(() => {
    const before = (
      window as unknown as Record<string, { globals: string[]; builtIns: Record<string, string[]> }>
    )['__lendlineBefore']!;
    const builtIns = {
      Array,
      Object,
      String,
      Number,
      Promise,
      Function,
      JSON,
      Element,
      HTMLElement,
      EventTarget,
    };
    return {
      globals: Object.getOwnPropertyNames(window).filter(
        (name) => !before.globals.includes(name) && !name.startsWith('__lendline'),
      ),
      builtIns: Object.entries(builtIns).flatMap(([name, value]) =>
        [
          ...Object.getOwnPropertyNames(value),
          ...Object.getOwnPropertyNames((value as { prototype?: object }).prototype ?? {}),
        ]
          .filter((property) => !before.builtIns[name]!.includes(property))
          .map((property) => `${name}.${property}`),
      ),
    };
  });
  expect(leaks).toEqual({ globals: [], builtIns: [] });

  // Marks for measuring: script start, then the first payment on screen.
  const marks = await page.evaluate(() =>
    ['script', 'first-payment'].map(
      (name) => performance.getEntriesByName(`lendline:loan-calculator:${name}`)[0]?.startTime ?? -1,
    ),
  );
  expect(marks[0]).toBeGreaterThan(0);
  expect(marks[1]).toBeGreaterThan(marks[0]!);

  // Staff find exactly one inquiry, quoted by the server at the payment the buyer saw.
  const token = await adminToken(request);
  const filter = encodeURIComponent(JSON.stringify({ where: { email } }));
  const found = await request.get(`/api/inquiries?filter=${filter}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(found.status()).toBe(200);
  const inquiries = (await found.json()) as Record<string, unknown>[];
  expect(inquiries).toHaveLength(1);
  expect(inquiries[0]).toMatchObject({
    id: reference,
    customerName: 'Ann Lee',
    businessName: 'Lee Dental',
    phone: '555-010-0199',
    state: 'TX',
    equipmentCost: 25_000,
    termMonths: 36,
    quotedPayment: financePayment(offer, 25_000, 36),
    source: 'widget',
    status: 'New',
  });

  // And in the staff app's Inquiries list.
  await signInThroughPage(page, ADMIN);
  await page.goto('/loanCalculator/enquiries/list');
  await page.getByLabel('Search').fill(email);
  // The header row and the one inquiry.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Ann Lee');
  await page.screenshot({ path: `${SCREENSHOTS}/inquiries-after-widget.png`, fullPage: true });
});

test('the standalone pages serve the calculator without the staff app, and refuse a bad key alike', async ({
  page,
}) => {
  await watchPage(page);
  const response = await page.goto(`/loan-calculator/${DEMO_API_KEY}?amount=25000&term=36`);
  expect(response!.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance your equipment');
  await expect(page.locator('loan-calculator .amount')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(
    await page.evaluate(() => (window as unknown as Record<string, unknown>)['__lendlineViolations']),
  ).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/loan-calculator-page.png`, fullPage: true });

  await page.goto(`/loan-calculator-comp/${DEMO_API_KEY}`);
  await expect(page.locator('loan-calculator .amount')).toHaveText(/^\$/);
  await expect(page.locator('h1')).toHaveCount(0);

  for (const key of [`llk_${'Q'.repeat(32)}`, 'not-a-key']) {
    const refused = await page.goto(`/loan-calculator/${key}`);
    expect(refused!.status()).toBe(404);
    await expect(page.getByRole('status')).toHaveText('This calculator is not available.');
    await expect(page.locator('loan-calculator')).toHaveCount(0);
  }
});

test('the widget lives inside a React 16 app and a Vue 3 app under the same strict CSP', async ({
  page,
  request,
}) => {
  const offer = (await (await request.get(`/widget-api/v1/keys/${DEMO_API_KEY}/offer`)).json()) as Offer;
  for (const host of ['react16', 'vue']) {
    await watchPage(page);
    await page.goto(`${PARTNER_URL}/${host}`);
    const calculator = page.locator('loan-calculator');
    const shownPayment = calculator.locator('.amount');
    await expect(shownPayment, host).toHaveText(dollars(financePayment(offer, 25_000, 36)));
    // The host app hears lendline:quote through its own framework's listener and shows the same figure.
    await expect(page.locator('#host-payment'), host).toHaveText(
      `Quoted: ${dollars(financePayment(offer, 25_000, 36))} / month`,
    );
    await expect(calculator.locator('#equipmentDescription')).toHaveValue(
      'ErgoPro office chair set (20 chairs)',
    );

    // The app re-renders the element with another product's price: the calculator starts over from it.
    await page.getByRole('button', { name: 'LX-900 laser cutter' }).click();
    await expect(shownPayment, host).toHaveText(dollars(financePayment(offer, 84_000, 36)));
    await expect(page.locator('#host-payment'), host).toHaveText(
      `Quoted: ${dollars(financePayment(offer, 84_000, 36))} / month`,
    );
    await expect(calculator.locator('#equipmentDescription')).toHaveValue('LX-900 laser cutter');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>)['__lendlineViolations']),
      host,
    ).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/loan-calculator-in-${host}.png`, fullPage: true });
  }
});

test('a page on an origin the key does not allow sees only that the calculator is not available', async ({
  page,
}) => {
  // The partner demo reached by address rather than by name: another origin, not in the key's list.
  await page.goto(PARTNER_URL.replace('localhost', '127.0.0.1'));
  await expect(page.locator('loan-calculator [role="status"]')).toHaveText(
    'This calculator is not available.',
  );
  await expect(page.locator('loan-calculator .amount')).toHaveCount(0);
});

// @vitest-environment happy-dom
import { CreditApplicationSchema, unknownKeys } from '@lendline/validation';
import { mountWidget, settle } from '@lendline/widget-host/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index.tsx';
import { fakeCreditApi, type FakeCreditApiOptions } from './testing/fake-credit-api.ts';
import { BUSINESS, EQUIPMENT, OWNER } from './testing/sample-application.ts';

const API_BASE = 'https://lendline.test';
const KEY = `llk_${'a1B2'.repeat(8)}`;
const STORAGE_KEY = 'lendline:credit-application:Lendline:jordan-reyes';

let api: ReturnType<typeof fakeCreditApi>;

function serve(options: FakeCreditApiOptions = {}) {
  api = fakeCreditApi(options);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
}

const mount = (attributes: Record<string, string> = {}) =>
  mountWidget('credit-application', {
    company: 'Lendline',
    to: 'jordan-reyes',
    'api-base': API_BASE,
    ...attributes,
  });

const root = (element: HTMLElement) => element.shadowRoot!;
const control = <T extends HTMLElement = HTMLInputElement>(element: HTMLElement, name: string) => {
  const found = root(element).querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`no control ${name}`);
  return found;
};
const messageOf = (element: HTMLElement, name: string) =>
  root(element).querySelector(`#${name.replaceAll('.', '-')}-error`)?.textContent ?? undefined;
const text = (element: HTMLElement, selector: string) =>
  root(element).querySelector(selector)?.textContent ?? undefined;
const buttonNamed = (element: HTMLElement, label: string) => {
  const button = Array.from(root(element).querySelectorAll('button')).find(
    (candidate) => candidate.textContent === label,
  );
  if (!button) throw new Error(`no button ${label}`);
  return button;
};

function type(element: HTMLElement, name: string, value: string): void {
  const input = control(element, name);
  (input as HTMLInputElement).value = value;
  input.dispatchEvent(new Event(input.localName === 'select' ? 'change' : 'input', { bubbles: true }));
}

function check(element: HTMLElement, name: string, checked = true): void {
  const box = control(element, name);
  box.checked = checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

async function leave(element: HTMLElement, name: string): Promise<void> {
  await settle();
  control(element, name).dispatchEvent(new Event('blur'));
  await settle();
}

async function press(element: HTMLElement, label: string): Promise<void> {
  await settle();
  buttonNamed(element, label).click();
  await settle();
  await settle();
}

function fill(element: HTMLElement, prefix: string, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) type(element, `${prefix}.${name}`, value);
}

/** Fills the first three steps with valid answers and arrives on Review & sign. */
async function fillToReview(element: HTMLElement): Promise<void> {
  fill(element, 'business', BUSINESS);
  await press(element, 'Next');
  fill(element, 'owners.0', OWNER);
  check(element, 'owners.0.guarantor');
  await press(element, 'Next');
  fill(element, 'equipment', EQUIPMENT);
  await press(element, 'Next');
}

async function signAndSubmit(element: HTMLElement): Promise<void> {
  check(element, 'consents.creditPull');
  check(element, 'consents.electronicRecords');
  type(element, 'signature.name', 'dana reyes');
  await press(element, 'Submit application');
  await settle();
}

const submissions = () => api.requests.filter((request) => request.method === 'POST');
const statusText = (element: HTMLElement) => text(element, '[role="status"]');

beforeEach(() => serve({ recipientName: 'Jordan Reyes' }));

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('<credit-application>', () => {
  it('opens on step 1 of 4 inside its shadow root, naming the company and the recipient', async () => {
    const element = mount();
    await vi.waitFor(() => expect(text(element, '.muted')).toBe('Lendline · for Jordan Reyes'));

    expect(text(element, 'h2')).toBe('Credit application');
    expect(text(element, '.progress')).toBe('Step 1 of 4');
    const current = root(element).querySelector('[aria-current="step"]');
    expect(current?.querySelector('h3')?.textContent).toBe('Business');
    expect(root(element).querySelectorAll('.steps li')).toHaveLength(4);
    expect(text(element, 'h3')).toBe('Business');
    expect(document.body.querySelector('h2')).toBeNull();
    expect(api.requests[0]?.url).toBe(
      `${API_BASE}/widget-api/v1/credit-applications/recipient?to=jordan-reyes&company=Lendline`,
    );
  });

  it('shows its steps as numbered steps, the current one marked, and names each section once', async () => {
    const element = mount();
    const steps = () => Array.from(root(element).querySelectorAll('.steps li'));

    // Numbered steps in a list labelled with where the applicant is; plain items, not links.
    expect(steps().map((step) => step.querySelector('.number')?.textContent)).toEqual(['1', '2', '3', '4']);
    const list = root(element).querySelector('ol.steps')!;
    expect(root(element).getElementById(list.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Step 1 of 4',
    );
    expect(list.querySelectorAll('a, button')).toHaveLength(0);
    // The current step's title is the section's heading; the others are text.
    expect(steps().map((step) => step.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    expect(steps()[0]!.querySelector('h3#step-title')?.textContent).toBe('Business');
    // No heading or legend of the step says the same thing twice ("Business", then "Business").
    const headings = () =>
      Array.from(root(element).querySelectorAll('form h3, form legend'), (node) => node.textContent);
    expect(headings()).toEqual(['Business', 'Company details', 'Address and contact', 'Bank reference']);

    fill(element, 'business', BUSINESS);
    await press(element, 'Next');
    expect(steps().map((step) => [step.className || null, step.getAttribute('aria-current')])).toEqual([
      ['past', null],
      [null, 'step'],
      [null, null],
      [null, null],
    ]);
    expect(new Set(headings()).size).toBe(headings().length);
  });

  it('draws its selects and checkboxes in the theme: no platform arrow, a chevron in the text colour', () => {
    const element = mount();
    const rules = root(element)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
    const styleOf = (selector: string) =>
      rules
        .filter((rule) => rule.selectorText.split(/\s*,\s*/).includes(selector))
        .map((rule) => rule.style.cssText)
        .join(' ');

    expect(control<HTMLSelectElement>(element, 'business.entityType').localName).toBe('select');
    expect(styleOf('select')).toMatch(/(^|[ ;])appearance: none/);
    expect(styleOf('select').match(/linear-gradient\([^)]*currentcolor/gi)).toHaveLength(2);
    expect(styleOf('select')).toMatch(/font: inherit/);
    expect(styleOf("input[type='checkbox']") || styleOf('input[type="checkbox"]')).toMatch(
      /accent-color: var\(--ca-accent\)/,
    );
  });

  it.each([
    [{ company: '', to: '' }, 'This form needs the company and to attributes.'],
    [{ to: ' ' }, 'This form needs the to attribute.'],
  ])('names the missing attributes for %o', (attributes, message) => {
    expect(text(mount(attributes), 'p')).toBe(message);
  });

  it('checks a step on Next: the spec messages under their fields, the first invalid field focused', async () => {
    const element = mount();
    type(element, 'business.email', 'office@acme');
    type(element, 'business.phone', '2145550100');
    type(element, 'business.fein', '12-34');
    await press(element, 'Next');

    expect(text(element, '.progress')).toBe('Step 1 of 4');
    expect(messageOf(element, 'business.legalName')).toBe('Field is required');
    expect(messageOf(element, 'business.email')).toBe('Please enter valid email address');
    expect(messageOf(element, 'business.phone')).toBe('Please enter valid phone number');
    expect(messageOf(element, 'business.fein')).toBe('Please enter valid FEIN');
    expect(messageOf(element, 'business.dba')).toBeUndefined();
    const legalName = control(element, 'business.legalName');
    expect(legalName.getAttribute('aria-invalid')).toBe('true');
    expect(legalName.getAttribute('aria-describedby')).toBe('business-legalName-error');
    expect(control(element, 'business.fein').getAttribute('aria-describedby')).toBe(
      'business-fein-error business-fein-hint',
    );
    expect(root(element).activeElement).toBe(legalName);
    expect(statusText(element)).toMatch(/^Please correct \d+ fields\.$/);
  });

  it('checks a field when it is left filled in, not when it is left empty, and clears the message on a fix', async () => {
    const element = mount();
    await leave(element, 'business.legalName');
    expect(messageOf(element, 'business.legalName')).toBeUndefined();

    type(element, 'business.zip', '7500');
    await leave(element, 'business.zip');
    expect(messageOf(element, 'business.zip')).toBe('Please enter valid number');
    type(element, 'business.website', 'acme.com');
    await leave(element, 'business.website');
    expect(messageOf(element, 'business.website')).toBe('Please enter a valid URL');
    type(element, 'business.bankRouting', '021000022');
    await leave(element, 'business.bankRouting');
    expect(messageOf(element, 'business.bankRouting')).toBe('Please enter valid routing number');

    type(element, 'business.zip', '75001');
    await settle();
    expect(messageOf(element, 'business.zip')).toBeUndefined();
    expect(control(element, 'business.zip').hasAttribute('aria-invalid')).toBe(false);
  });

  it('moves between steps, announcing each and keeping what was typed', async () => {
    const element = mount();
    fill(element, 'business', BUSINESS);
    await press(element, 'Next');

    expect(text(element, '.progress')).toBe('Step 2 of 4');
    expect(root(element).querySelector('[aria-current="step"] h3')?.textContent).toBe('Owners & guarantors');
    expect(root(element).querySelector('.steps li')?.className).toBe('past');
    expect(statusText(element)).toBe('Step 2 of 4: Owners & guarantors');
    expect(root(element).activeElement).toBe(root(element).querySelector('h3'));

    await press(element, 'Back');
    expect(text(element, '.progress')).toBe('Step 1 of 4');
    expect(control(element, 'business.legalName').value).toBe('Acme Paving LLC');
    expect(control<HTMLSelectElement>(element, 'business.state').value).toBe('TX');
  });

  it('adds owners up to four and removes them, checking each owner and their total ownership', async () => {
    const element = mount();
    fill(element, 'business', BUSINESS);
    await press(element, 'Next');
    expect(root(element).querySelectorAll('.owner')).toHaveLength(1);
    expect(() => buttonNamed(element, 'Remove owner 1')).toThrow();

    fill(element, 'owners.0', OWNER);
    for (let i = 0; i < 3; i++) await press(element, 'Add another owner');
    expect(root(element).querySelectorAll('.owner')).toHaveLength(4);
    expect(() => buttonNamed(element, 'Add another owner')).toThrow();
    expect(root(element).activeElement).toBe(control(element, 'owners.3.firstName'));
    expect(statusText(element)).toBe('Owner 4 added.');

    await press(element, 'Remove owner 3');
    await press(element, 'Remove owner 3');
    expect(root(element).querySelectorAll('.owner')).toHaveLength(2);
    expect(statusText(element)).toBe('Owner 3 removed.');

    fill(element, 'owners.1', { ...OWNER, firstName: 'Lee', ssn: '12345678', dateOfBirth: '2015-01-01' });
    type(element, 'owners.1.ownershipPercent', '50');
    await press(element, 'Next');
    expect(messageOf(element, 'owners.1.ssn')).toBe('Please enter valid SSN');
    expect(messageOf(element, 'owners.1.dateOfBirth')).toBe(
      'Owners and guarantors must be at least 18 years old',
    );

    type(element, 'owners.1.ssn', '987-65-4321');
    type(element, 'owners.1.dateOfBirth', '1980-02-29');
    await press(element, 'Next');
    expect(text(element, '#owners-error')).toBe('Ownership cannot add up to more than 100%');
    expect(control(element, 'owners.0.ownershipPercent').getAttribute('aria-describedby')).toBe(
      'owners-error',
    );
    expect(root(element).activeElement).toBe(control(element, 'owners.0.ownershipPercent'));

    await press(element, 'Remove Lee Reyes');
    await press(element, 'Next');
    expect(text(element, '.progress')).toBe('Step 3 of 4');
  });

  it('keeps the draft through a reload: personal numbers in sessionStorage only', async () => {
    const first = mount();
    fill(first, 'business', BUSINESS);
    await press(first, 'Next');
    fill(first, 'owners.0', OWNER);
    await settle();
    const clientId = (JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { clientId: string }).clientId;
    first.remove();

    const kept = localStorage.getItem(STORAGE_KEY)!;
    expect(kept).toContain('Acme Paving LLC');
    for (const secret of ['12-3456789', '123-45-6789', '1975-04-30']) expect(kept).not.toContain(secret);
    expect(sessionStorage.getItem(STORAGE_KEY)).toContain('123-45-6789');

    const again = mount();
    await settle();
    expect(text(again, '.progress')).toBe('Step 2 of 4');
    expect(control(again, 'owners.0.ssn').value).toBe('123-45-6789');
    expect(control(again, 'owners.0.dateOfBirth').value).toBe('1975-04-30');
    await press(again, 'Back');
    expect(control(again, 'business.fein').value).toBe('12-3456789');
    expect(control(again, 'business.legalName').value).toBe('Acme Paving LLC');
    expect((JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { clientId: string }).clientId).toBe(clientId);
  });

  it('wants the consents and a signature that names an owner, then submits the contract body', async () => {
    const submitted = vi.fn();
    document.addEventListener('lendline:application-submitted', submitted);
    const element = mount();
    await fillToReview(element);
    expect(text(element, '.summary')).toContain('••••6789');
    expect(text(element, '.summary')).not.toContain('12-3456789');

    type(element, 'signature.name', 'Jordan Reyes');
    await press(element, 'Submit application');
    expect(messageOf(element, 'consents.creditPull')).toBe('Please authorize the credit check to continue');
    expect(messageOf(element, 'consents.electronicRecords')).toBe(
      'Please agree to electronic records and signatures to continue',
    );
    expect(root(element).activeElement).toBe(control(element, 'consents.creditPull'));
    expect(submissions()).toHaveLength(0);

    // The signature is checked against the owners once the rest of the application is valid (a check
    // over the whole form, which valibot runs only on a form without field problems).
    check(element, 'consents.creditPull');
    check(element, 'consents.electronicRecords');
    await press(element, 'Submit application');
    expect(messageOf(element, 'signature.name')).toBe(
      'Please type the full name of one of the owners as your signature',
    );
    expect(submissions()).toHaveLength(0);

    await signAndSubmit(element);
    await vi.waitFor(() => expect(text(element, 'h3')).toBe('Thank you! Your application was submitted.'));

    const [request] = submissions();
    expect(request?.url).toBe(`${API_BASE}/widget-api/v1/credit-applications`);
    const body = request?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      company: 'Lendline',
      to: 'jordan-reyes',
      website2: '',
      business: { ...BUSINESS, yearEstablished: 2012, annualRevenue: 1_250_000 },
      owners: [{ ...OWNER, ownershipPercent: 60, guarantor: true }],
      equipment: { ...EQUIPMENT, cost: 85_000.5, termMonths: 48 },
      consents: { creditPull: true, electronicRecords: true, contactConsent: false },
      signature: { name: 'dana reyes' },
    });
    expect(body.clientId).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
    expect(typeof body.startedAt).toBe('number');
    // The server refuses any field the shared schema does not declare.
    expect(unknownKeys(CreditApplicationSchema, body)).toEqual([]);
    expect(text(element, '.reference')).toBe('CA-2611-QQ7000');
    expect(statusText(element)).toBe('Application submitted. Your reference number is CA-2611-QQ7000.');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect((submitted.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      referenceNumber: 'CA-2611-QQ7000',
    });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    document.removeEventListener('lendline:application-submitted', submitted);
  });

  it('asks for the recipient and posts through the key path when embedded with an api-key', async () => {
    const element = mount({ 'api-key': KEY });
    // The keyless recipient path answers only Lendline's own page; on a vendor's site the name comes through the key.
    await vi.waitFor(() => expect(text(element, '.muted')).toBe('Lendline · for Jordan Reyes'));
    expect(api.requests[0]?.url).toBe(
      `${API_BASE}/widget-api/v1/keys/${KEY}/credit-applications/recipient?to=jordan-reyes&company=Lendline`,
    );
    await fillToReview(element);
    await signAndSubmit(element);
    await vi.waitFor(() => expect(submissions()).toHaveLength(1));
    expect(submissions()[0]?.url).toBe(`${API_BASE}/widget-api/v1/keys/${KEY}/credit-applications`);
  });

  it('hides the honeypot from people, keyboards and screen readers, and sends it untouched', async () => {
    const element = mount();
    const honeypot = control(element, 'website2');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')?.className).toBe('hp');
    await fillToReview(element);
    await signAndSubmit(element);
    await vi.waitFor(() => expect(submissions()).toHaveLength(1));
    expect((submissions()[0]?.body as { website2: string }).website2).toBe('');
  });

  it('puts the server’s 422 messages on their fields, on the step that shows them', async () => {
    serve({ reject: [{ path: 'owners.0.ssn', message: 'Please enter valid SSN' }] });
    const element = mount();
    await fillToReview(element);
    await signAndSubmit(element);

    await vi.waitFor(() => expect(text(element, '.progress')).toBe('Step 2 of 4'));
    expect(messageOf(element, 'owners.0.ssn')).toBe('Please enter valid SSN');
    expect(root(element).activeElement).toBe(control(element, 'owners.0.ssn'));

    type(element, 'owners.0.ssn', '123-45-6780');
    await settle();
    expect(messageOf(element, 'owners.0.ssn')).toBeUndefined();
  });

  it('shows a refusal without fields under the form', async () => {
    serve({ reject: [] });
    const element = mount();
    await fillToReview(element);
    await signAndSubmit(element);
    await vi.waitFor(() =>
      expect(text(element, '.failure')).toBe('We could not accept this application. Please try again.'),
    );
  });

  it('says how long to wait when rate-limited', async () => {
    serve({ rateLimit: 30 });
    const element = mount();
    await fillToReview(element);
    await signAndSubmit(element);
    await vi.waitFor(() =>
      expect(text(element, '.failure')).toBe('Too many requests. Please try again in 30 seconds.'),
    );
    expect(statusText(element)).toBe('Too many requests. Please try again in 30 seconds.');
    expect(buttonNamed(element, 'Try again')).toBeDefined();
  });

  it('retries after a network error with the same clientId, so the server makes one application', async () => {
    serve({ failSubmissions: 1 });
    const element = mount();
    await fillToReview(element);
    await signAndSubmit(element);
    await vi.waitFor(() =>
      expect(text(element, '.failure')).toBe(
        'Your application could not be sent. Check your connection and try again.',
      ),
    );

    await press(element, 'Try again');
    await vi.waitFor(() => expect(text(element, '.reference')).toBe('CA-2611-QQ7000'));
    const [failed, retried] = submissions().map((request) => request.body as { clientId: string });
    expect(retried?.clientId).toBe(failed?.clientId);
  });
});

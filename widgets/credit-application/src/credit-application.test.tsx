// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index.tsx';

// The widget through its shadow root, as a page uses it. The public API is a fetch stub here; the e2e test
// (tests/e2e/credit-application.spec.ts) submits to the real server.
const API_BASE = 'https://lendline.test';
let calls: { url: string; init?: RequestInit }[];

beforeEach(() => {
  calls = [];
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      if (String(url).includes('/recipient'))
        return new Response(JSON.stringify({ company: 'Northwind Leasing', recipientName: 'Dana Reyes' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      return new Response('{}', { status: 500 });
    }),
  );
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function mount(attributes: Record<string, string> = { company: 'Northwind Leasing', to: 'dana-reyes' }) {
  const element = document.createElement('credit-application');
  for (const [name, value] of Object.entries({ 'api-base': API_BASE, ...attributes }))
    element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const root = (element: HTMLElement) => element.shadowRoot!;
const input = (element: HTMLElement, id: string) => root(element).getElementById(id) as HTMLInputElement;
const type = (control: HTMLInputElement, value: string) => {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
};
const submitButton = (element: HTMLElement) =>
  root(element).querySelector('button[type="submit"]') as HTMLButtonElement;

describe('<credit-application>', () => {
  it('opens on the business step of four, with the recipient the API names', async () => {
    const element = mount();
    await settle();
    await settle();
    expect(root(element).querySelector('.progress')?.textContent).toBe('Step 1 of 4');
    expect(root(element).querySelector('[aria-current="step"]')).not.toBeNull();
    expect(input(element, 'business-legalName')).not.toBeNull();
    expect(
      calls.some((call) => call.url.startsWith(`${API_BASE}/widget-api/v1/credit-applications/recipient`)),
    ).toBe(true);
    expect(root(element).textContent).toContain('for Dana Reyes');
  });

  it('stays on the step and shows the spec message on every empty required field when Next is pressed', async () => {
    const element = mount();
    await settle();
    submitButton(element).click();
    await settle();
    expect(root(element).querySelector('.progress')?.textContent).toBe('Step 1 of 4');
    const legalName = input(element, 'business-legalName');
    expect(legalName.getAttribute('aria-invalid')).toBe('true');
    const message = root(element).getElementById(legalName.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(message?.textContent).toContain('Field is required');
  });

  it('keeps the draft across a reload, with the FEIN in sessionStorage only', async () => {
    const first = mount();
    await settle();
    type(input(first, 'business-legalName'), 'Bluebonnet Paving LLC');
    type(input(first, 'business-fein'), '12-3456789');
    await settle();
    first.remove();
    expect(JSON.stringify({ ...localStorage })).toContain('Bluebonnet Paving LLC');
    expect(JSON.stringify({ ...localStorage })).not.toContain('3456789');
    expect(JSON.stringify({ ...sessionStorage })).toContain('3456789');

    const again = mount();
    await settle();
    expect(input(again, 'business-legalName').value).toBe('Bluebonnet Paving LLC');
    expect(input(again, 'business-fein').value).toBe('12-3456789');
  });

  it('hides the honeypot from people and screen readers', async () => {
    const element = mount();
    await settle();
    const trap = input(element, 'website2');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('names the attributes it needs when they are missing', async () => {
    const element = mount({ company: 'Northwind Leasing' });
    await settle();
    expect(root(element).textContent).toContain('This form needs the to attribute.');
  });
});

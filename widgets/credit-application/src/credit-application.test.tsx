// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './index.tsx';

function mountApplication(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('credit-application');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function shadowText(element: HTMLElement, selector: string): string | undefined {
  return element.shadowRoot?.querySelector(selector)?.textContent ?? undefined;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<credit-application>', () => {
  it('renders its title and the company and recipient from its attributes inside an open shadow root', () => {
    const element = mountApplication({ 'comp-name': 'Northwind Leasing', 'to-name': 'Dana Reyes' });

    expect(shadowText(element, 'h2')).toBe('Credit application');
    expect(shadowText(element, '.status')).toBe(
      'Credit applications for Northwind Leasing, routed to Dana Reyes, are not available yet.',
    );
    expect(document.body.querySelector('h2')).toBeNull();
  });

  it('follows attribute changes', () => {
    const element = mountApplication({ 'comp-name': 'Northwind Leasing', 'to-name': 'Dana Reyes' });

    element.setAttribute('to-name', 'Sam Okafor');

    expect(shadowText(element, '.status')).toBe(
      'Credit applications for Northwind Leasing, routed to Sam Okafor, are not available yet.',
    );
  });

  it.each([
    [{}, 'This form needs the comp-name and to-name attributes.'],
    [{ 'comp-name': 'Northwind Leasing' }, 'This form needs the to-name attribute.'],
    [{ 'to-name': 'Dana Reyes' }, 'This form needs the comp-name attribute.'],
  ])('names the missing attributes for %o', (attributes, message) => {
    expect(shadowText(mountApplication(attributes), '.status')).toBe(message);
  });

  it('survives the script being loaded twice on one page', async () => {
    const registered = customElements.get('credit-application');
    vi.resetModules();

    await expect(import('./index.tsx')).resolves.toBeDefined();

    expect(customElements.get('credit-application')).toBe(registered);
    expect(shadowText(mountApplication({}), 'h2')).toBe('Credit application');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './index.tsx';

function mountCalculator(apiKey?: string): HTMLElement {
  const element = document.createElement('loan-calculator');
  if (apiKey !== undefined) element.setAttribute('api-key', apiKey);
  document.body.append(element);
  return element;
}

function shadowText(element: HTMLElement, selector: string): string | undefined {
  return element.shadowRoot?.querySelector(selector)?.textContent ?? undefined;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<loan-calculator>', () => {
  it('renders its title and the vendor from api-key inside an open shadow root', () => {
    const element = mountCalculator('vendor-123');

    expect(shadowText(element, 'h2')).toBe('Loan calculator');
    expect(shadowText(element, '.status')).toBe(
      'Payment quotes for vendor vendor-123 are not available yet.',
    );
    expect(document.body.querySelector('h2')).toBeNull();
  });

  it('follows changes to api-key', () => {
    const element = mountCalculator('vendor-123');

    element.setAttribute('api-key', 'vendor-456');

    expect(shadowText(element, '.status')).toBe(
      'Payment quotes for vendor vendor-456 are not available yet.',
    );
  });

  it('tells the embedding developer when api-key is missing', () => {
    const element = mountCalculator();

    expect(shadowText(element, '.status')).toBe(
      'This calculator needs the api-key attribute with your Lendline vendor key.',
    );
  });

  it('styles itself with themeable custom properties inside the shadow root only', () => {
    const element = mountCalculator('vendor-123');

    const css = element
      .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('font: inherit');
    expect(css).toContain('--lendline-accent');
    expect(css).toContain('--lendline-radius');
    expect(css).toContain('--lendline-space');
    expect(document.styleSheets).toHaveLength(0);
  });

  it('survives the script being loaded twice on one page', async () => {
    const registered = customElements.get('loan-calculator');
    vi.resetModules();

    await expect(import('./index.tsx')).resolves.toBeDefined();

    expect(customElements.get('loan-calculator')).toBe(registered);
    expect(shadowText(mountCalculator('vendor-123'), 'h2')).toBe('Loan calculator');
  });
});

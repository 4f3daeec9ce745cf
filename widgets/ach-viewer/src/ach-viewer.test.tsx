// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './index.tsx';

function mountViewer(batchName?: string): HTMLElement {
  const element = document.createElement('ach-viewer');
  if (batchName !== undefined) element.setAttribute('batch-name', batchName);
  document.body.append(element);
  return element;
}

function shadowText(element: HTMLElement, selector: string): string | undefined {
  return element.shadowRoot?.querySelector(selector)?.textContent ?? undefined;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<ach-viewer>', () => {
  it('renders its title and the batch from batch-name inside an open shadow root', () => {
    const element = mountViewer('2026-11-21-A');

    expect(shadowText(element, 'h2')).toBe('ACH file viewer');
    expect(shadowText(element, '.status')).toBe('Viewing ACH batch 2026-11-21-A is not available yet.');
    expect(document.body.querySelector('h2')).toBeNull();
  });

  it('follows changes to batch-name, including its removal', () => {
    const element = mountViewer('2026-11-21-A');

    element.setAttribute('batch-name', '2026-11-21-B');
    expect(shadowText(element, '.status')).toBe('Viewing ACH batch 2026-11-21-B is not available yet.');

    element.removeAttribute('batch-name');
    expect(shadowText(element, '.status')).toBe('Viewing ACH files is not available yet.');
  });

  it('clears its shadow root when removed from the page', () => {
    const element = mountViewer('2026-11-21-A');

    element.remove();

    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('survives the script being loaded twice on one page', async () => {
    const registered = customElements.get('ach-viewer');
    vi.resetModules();

    await expect(import('./index.tsx')).resolves.toBeDefined();

    expect(customElements.get('ach-viewer')).toBe(registered);
    expect(shadowText(mountViewer(), 'h2')).toBe('ACH file viewer');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define-widget.ts';

let tagCount = 0;
/** Each test registers its own tag, because a custom element registry can never forget a name. */
function uniqueTag(): string {
  tagCount += 1;
  return `test-widget-${tagCount}`;
}

interface Recorded {
  mounts: { props: unknown; host: HTMLElement }[];
  updates: unknown[];
  unmounts: number;
}

function defineRecordingWidget(tagName: string, styles?: string): Recorded {
  const recorded: Recorded = { mounts: [], updates: [], unmounts: 0 };
  defineWidget(tagName, {
    observedAttributes: ['api-key', 'batch-name'],
    styles,
    mount(shadowRoot, props, host) {
      recorded.mounts.push({ props, host });
      const output = shadowRoot.appendChild(document.createElement('output'));
      output.textContent = props.apiKey ?? 'no key';
      return {
        update(next) {
          recorded.updates.push(next);
          output.textContent = next.apiKey ?? 'no key';
        },
        unmount() {
          recorded.unmounts += 1;
          output.remove();
        },
      };
    },
  });
  return recorded;
}

function connect(tagName: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tagName);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function adoptedCss(root: ShadowRoot): string {
  return root.adoptedStyleSheets
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

describe('defineWidget', () => {
  it('renders into an open shadow root with kebab-case attributes as camelCase props', () => {
    const tagName = uniqueTag();
    const recorded = defineRecordingWidget(tagName);

    const element = connect(tagName, { 'api-key': 'vendor-7', 'batch-name': '2026-11-21-A' });

    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.shadowRoot?.querySelector('output')?.textContent).toBe('vendor-7');
    expect(recorded.mounts).toEqual([
      { props: { apiKey: 'vendor-7', batchName: '2026-11-21-A' }, host: element },
    ]);
  });

  it('passes undefined for attributes that are not set', () => {
    const tagName = uniqueTag();
    const recorded = defineRecordingWidget(tagName);

    connect(tagName);

    expect(recorded.mounts[0]?.props).toEqual({ apiKey: undefined, batchName: undefined });
  });

  it('keeps the base and widget styles inside the shadow root', () => {
    const tagName = uniqueTag();
    defineRecordingWidget(tagName, 'output { color: var(--lendline-accent); }');

    const element = connect(tagName);

    const css = adoptedCss(element.shadowRoot!);
    expect(css).toContain(':host { font: inherit; }');
    expect(css).toContain('output { color: var(--lendline-accent); }');
    expect(document.styleSheets).toHaveLength(0);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  describe('without constructable stylesheets (Safari before 16.4)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('puts the styles in a <style> after the rendered nodes, once, across reconnects', () => {
      vi.stubGlobal(
        'CSSStyleSheet',
        class {
          constructor() {
            throw new TypeError('Illegal constructor');
          }
        },
      );
      const tagName = uniqueTag();
      defineRecordingWidget(tagName, 'output { color: var(--lendline-accent); }');

      const element = connect(tagName, { 'api-key': 'vendor-7' });
      element.remove();
      document.body.append(element);

      const root = element.shadowRoot!;
      expect(root.adoptedStyleSheets).toHaveLength(0);
      expect(Array.from(root.children, (child) => child.localName)).toEqual(['output', 'style']);
      expect(root.querySelector('style')?.textContent).toContain('output { color: var(--lendline-accent); }');
    });
  });

  it('updates the widget when an observed attribute changes or is removed', () => {
    const tagName = uniqueTag();
    const recorded = defineRecordingWidget(tagName);
    const element = connect(tagName, { 'api-key': 'vendor-7' });

    element.setAttribute('api-key', 'vendor-8');
    element.setAttribute('api-key', 'vendor-8');
    element.removeAttribute('api-key');

    expect(recorded.updates).toEqual([
      { apiKey: 'vendor-8', batchName: undefined },
      { apiKey: undefined, batchName: undefined },
    ]);
    expect(element.shadowRoot?.querySelector('output')?.textContent).toBe('no key');
  });

  it('ignores attribute changes before the element is connected', () => {
    const tagName = uniqueTag();
    const recorded = defineRecordingWidget(tagName);

    document.createElement(tagName).setAttribute('api-key', 'vendor-7');

    expect(recorded.updates).toEqual([]);
    expect(recorded.mounts).toEqual([]);
  });

  it('unmounts on disconnect and mounts again when reattached', () => {
    const tagName = uniqueTag();
    const recorded = defineRecordingWidget(tagName);
    const element = connect(tagName, { 'api-key': 'vendor-7' });

    element.remove();
    expect(recorded.unmounts).toBe(1);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);

    document.body.append(element);
    expect(recorded.mounts).toHaveLength(2);
    expect(element.shadowRoot?.querySelector('output')?.textContent).toBe('vendor-7');
  });

  it('keeps the first registration when the same tag is defined twice', () => {
    const tagName = uniqueTag();
    const first = defineRecordingWidget(tagName);
    const firstConstructor = customElements.get(tagName);

    const second = defineRecordingWidget(tagName);
    connect(tagName);

    expect(customElements.get(tagName)).toBe(firstConstructor);
    expect(first.mounts).toHaveLength(1);
    expect(second.mounts).toHaveLength(0);
  });
});

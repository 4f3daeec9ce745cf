import { readWidgetProps, type WidgetProps } from './attribute-props.ts';

/** Inherit the partner page's font; every other rule comes from the widget itself. */
const baseStyles = ':host { font: inherit; }';

/** What a mounted widget hands back to its host element. */
export interface WidgetInstance<Props> {
  /** Called with fresh props whenever an observed attribute changes. */
  update(props: Props): void;
  /** Called when the element leaves the document; release listeners and timers here. */
  unmount(): void;
}

/** How to render a widget; framework-agnostic, so Preact, plain DOM or anything else can sit behind it. */
export interface WidgetDefinition<Attribute extends string> {
  /** Kebab-case attribute names; each reaches `mount` and `update` as a camelCase prop. */
  observedAttributes: readonly Attribute[];
  /** Renders into the element's open shadow root when the element is connected. */
  mount(
    shadowRoot: ShadowRoot,
    props: WidgetProps<Attribute>,
    host: HTMLElement,
  ): WidgetInstance<WidgetProps<Attribute>>;
  /** CSS applied inside the shadow root only, after the `:host { font: inherit; }` base. */
  styles?: string;
}

/**
 * Registers a custom element that renders a widget inside an open shadow root, so the widget's styles and
 * the partner page's styles never reach each other. Registration is skipped when the tag is already
 * defined, because a partner page may load the same script twice. The styles are one constructable
 * stylesheet shared by every instance (adopted by the shadow root, so the rendered tree holds only the
 * widget's own nodes, and a page's CSP `style-src` does not apply to it). A browser without constructable
 * stylesheets (Safari before 16.4) gets a `<style>` element instead, appended after the widget has
 * rendered so a renderer that owns the shadow root's children leaves it alone. Attributes are read as
 * camelCase props on connect, every change re-renders through `update`, and disconnecting unmounts.
 *
 * @example
 * defineWidget('greeting-card', {
 *   observedAttributes: ['first-name'],
 *   styles: 'p { margin: 0; }',
 *   mount(shadowRoot, props) {
 *     const paragraph = shadowRoot.appendChild(document.createElement('p'));
 *     const paint = ({ firstName }: typeof props) => (paragraph.textContent = `Hello, ${firstName ?? 'guest'}`);
 *     paint(props);
 *     return { update: paint, unmount: () => paragraph.remove() };
 *   },
 * });
 * // <greeting-card first-name="Ada"></greeting-card> shows "Hello, Ada"
 */
export function defineWidget<const Attribute extends string>(
  tagName: string,
  definition: WidgetDefinition<Attribute>,
): CustomElementConstructor {
  const registered = customElements.get(tagName);
  if (registered) return registered;

  const { observedAttributes, mount, styles = '' } = definition;
  const css = `${baseStyles}\n${styles}`;
  const stylesheet = constructableStylesheet(css);

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = [...observedAttributes];
    readonly #shadowRoot: ShadowRoot;
    #instance: WidgetInstance<WidgetProps<Attribute>> | undefined;
    #fallbackStyle: HTMLStyleElement | undefined;

    constructor() {
      super();
      this.#shadowRoot = this.attachShadow({ mode: 'open' });
      if (stylesheet) this.#shadowRoot.adoptedStyleSheets = [stylesheet];
    }

    connectedCallback(): void {
      if (this.#instance) return;
      this.#instance = mount(this.#shadowRoot, readWidgetProps(this, observedAttributes), this);
      if (!stylesheet) {
        // Appending the same element again on a reconnect moves it rather than adding a second one.
        this.#fallbackStyle ??= Object.assign(document.createElement('style'), { textContent: css });
        this.#shadowRoot.append(this.#fallbackStyle);
      }
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return;
      this.#instance?.update(readWidgetProps(this, observedAttributes));
    }

    disconnectedCallback(): void {
      this.#instance?.unmount();
      this.#instance = undefined;
    }
  }

  customElements.define(tagName, WidgetElement);
  return WidgetElement;
}

function constructableStylesheet(css: string): CSSStyleSheet | undefined {
  if (!('adoptedStyleSheets' in ShadowRoot.prototype)) return undefined;
  try {
    const stylesheet = new CSSStyleSheet();
    stylesheet.replaceSync(css);
    return stylesheet;
  } catch {
    return undefined;
  }
}

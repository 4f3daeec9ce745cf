import { defineWidget, type WidgetProps } from '@lendline/widget-host';
import { render } from 'preact';
import { CreditApplication } from './credit-application.tsx';
import { creditApplicationStyles } from './credit-application.styles.ts';

// The public API lives where this script came from; `document.currentScript` is only set while the script
// first runs, so read it now. Without a script URL (tests, an inlined copy) the page's own origin is used.
const script = document.currentScript;
const scriptOrigin =
  script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : undefined;

// `theme` is read by the styles alone (`:host([theme='dark'])`); observing it keeps it in the element's API.
const ATTRIBUTES = ['company', 'to', 'api-key', 'theme', 'api-base'] as const;

function paint(shadowRoot: ShadowRoot, props: WidgetProps<(typeof ATTRIBUTES)[number]>, host: HTMLElement) {
  const company = props.company?.trim();
  const to = props.to?.trim();
  const missing = [company ? '' : 'company', to ? '' : 'to'].filter(Boolean);
  render(
    company && to ? (
      <CreditApplication
        company={company}
        to={to}
        apiKey={props.apiKey?.trim() || undefined}
        apiBase={props.apiBase || scriptOrigin || location.origin}
        host={host}
      />
    ) : (
      <p class="card">
        This form needs the {missing.join(' and ')} attribute{missing.length > 1 ? 's' : ''}.
      </p>
    ),
    shadowRoot,
  );
}

defineWidget('credit-application', {
  observedAttributes: ATTRIBUTES,
  styles: creditApplicationStyles,
  mount(shadowRoot, props, host) {
    paint(shadowRoot, props, host);
    return {
      update: (next) => paint(shadowRoot, next, host),
      unmount: () => render(null, shadowRoot),
    };
  },
});

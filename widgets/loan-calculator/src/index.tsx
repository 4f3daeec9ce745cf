import { defineWidget, type WidgetProps } from '@lendline/widget-host';
import { render } from 'preact';
import { LoanCalculator } from './loan-calculator.tsx';
import { loanCalculatorStyles } from './loan-calculator.styles.ts';
import type { InquirySource } from './offer/offer-types.ts';
import { markScriptStart } from './performance-marks.ts';

markScriptStart();

// The Widget API lives where this script came from; `document.currentScript` is only set while the script
// first runs, so read it now. Without a script URL (tests, an inlined copy) the page's own origin is used.
const script = document.currentScript;
const scriptOrigin =
  script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : undefined;

const ATTRIBUTES = ['api-key', 'amount', 'term', 'equipment', 'theme', 'api-base', 'source'] as const;
// The standalone pages say which one they are; anything else is a partner's embed.
const SOURCES: readonly string[] = ['page', 'component'];

function paint(shadowRoot: ShadowRoot, props: WidgetProps<(typeof ATTRIBUTES)[number]>, host: HTMLElement) {
  render(
    <LoanCalculator
      apiKey={props.apiKey?.trim() || undefined}
      apiBase={props.apiBase || scriptOrigin || location.origin}
      amount={props.amount}
      term={props.term}
      equipment={props.equipment}
      source={SOURCES.includes(props.source!) ? (props.source as InquirySource) : 'widget'}
      host={host}
    />,
    shadowRoot,
  );
}

defineWidget('loan-calculator', {
  observedAttributes: ATTRIBUTES,
  styles: loanCalculatorStyles,
  mount(shadowRoot, props, host) {
    paint(shadowRoot, props, host);
    return {
      update: (next) => paint(shadowRoot, next, host),
      unmount: () => render(null, shadowRoot),
    };
  },
});

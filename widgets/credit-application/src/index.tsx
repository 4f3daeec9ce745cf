import { defineWidget } from '@lendline/widget-host';
import { render } from 'preact';
import { CreditApplicationCard } from './credit-application-card.tsx';
import { creditApplicationStyles } from './credit-application.styles.ts';

defineWidget('credit-application', {
  observedAttributes: ['comp-name', 'to-name'],
  styles: creditApplicationStyles,
  mount(shadowRoot, props) {
    render(<CreditApplicationCard {...props} />, shadowRoot);
    return {
      update: (next) => render(<CreditApplicationCard {...next} />, shadowRoot),
      unmount: () => render(null, shadowRoot),
    };
  },
});

import { defineWidget } from '@lendline/widget-host';
import { render } from 'preact';
import { LoanCalculatorCard } from './loan-calculator-card.tsx';
import { loanCalculatorStyles } from './loan-calculator.styles.ts';

defineWidget('loan-calculator', {
  observedAttributes: ['api-key'],
  styles: loanCalculatorStyles,
  mount(shadowRoot, props) {
    render(<LoanCalculatorCard {...props} />, shadowRoot);
    return {
      update: (next) => render(<LoanCalculatorCard {...next} />, shadowRoot),
      unmount: () => render(null, shadowRoot),
    };
  },
});

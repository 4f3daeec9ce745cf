import type { WidgetProps } from '@lendline/widget-host';

export type LoanCalculatorProps = WidgetProps<'api-key'>;

/** The calculator's face on a partner page; quoting arrives with the public pricing API. */
export function LoanCalculatorCard({ apiKey }: LoanCalculatorProps) {
  return (
    <section class="card" aria-labelledby="title">
      <h2 id="title" class="title">
        Loan calculator
      </h2>
      <p class="status">
        {apiKey
          ? `Payment quotes for vendor ${apiKey} are not available yet.`
          : 'This calculator needs the api-key attribute with your Lendline vendor key.'}
      </p>
    </section>
  );
}

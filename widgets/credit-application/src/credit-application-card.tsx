import type { WidgetProps } from '@lendline/widget-host';

export type CreditApplicationProps = WidgetProps<'comp-name' | 'to-name'>;

/** The credit application's face on a partner page; the form itself arrives with the public intake API. */
export function CreditApplicationCard({ compName, toName }: CreditApplicationProps) {
  const missingAttributes = [compName ? null : 'comp-name', toName ? null : 'to-name'].filter(Boolean);
  return (
    <section class="card" aria-labelledby="title">
      <h2 id="title" class="title">
        Credit application
      </h2>
      <p class="status">
        {missingAttributes.length === 0
          ? `Credit applications for ${compName}, routed to ${toName}, are not available yet.`
          : `This form needs the ${missingAttributes.join(' and ')} ${missingAttributes.length === 1 ? 'attribute' : 'attributes'}.`}
      </p>
    </section>
  );
}

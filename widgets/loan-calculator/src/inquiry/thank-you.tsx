import { useEffect, useRef } from 'preact/hooks';
import { PRODUCT_LABELS } from '@lendline/finance';
import { formatMoney } from '../format.ts';
import type { InquiryAnswer, Offer } from '../offer/offer-types.ts';

/** After a stored inquiry: the reference number and the payment the server quoted (the one on file). */
export function ThankYou({
  answer,
  offer,
  onReset,
}: {
  answer: InquiryAnswer;
  offer: Offer;
  onReset(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { quote } = answer;
  return (
    <section class="card" aria-labelledby="title">
      <h2 id="title" tabIndex={-1} ref={heading}>
        Thank you! Your request was sent.
      </h2>
      <p>
        Reference number <strong>{answer.id}</strong>
      </p>
      <p>
        Your estimate: {formatMoney(quote.payment)} / month for {quote.termMonths} months,{' '}
        {PRODUCT_LABELS[quote.productType]}
        {quote.promo && ` with ${quote.promo.name}`}. {offer.vendor.name} will contact you soon.
      </p>
      <button type="button" class="button" onClick={onReset}>
        New estimate
      </button>
    </section>
  );
}

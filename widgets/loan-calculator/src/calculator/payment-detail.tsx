import { formatMoney } from '../format.ts';
import type { WireQuote } from '../offer/offer-types.ts';

/** What the payment means: the count, what is due at signing and the promo applied. */
export function PaymentDetail({ quote }: { quote: WireQuote | undefined }) {
  const promo = quote?.promo;
  return (
    <>
      <p class="detail">
        {quote
          ? `${quote.termMonths} monthly payments, ${formatMoney(quote.dueAtSigning)} due at signing`
          : 'Enter an equipment cost in range to see a payment.'}
      </p>
      {promo && (
        <p class="detail">
          <span class="badge">Promo applied</span> {promo.name}. Regular payment{' '}
          {formatMoney(promo.effect.paymentWithoutPromo)} / month.
        </p>
      )}
    </>
  );
}

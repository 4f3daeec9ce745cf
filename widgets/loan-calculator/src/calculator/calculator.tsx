import { dispatchWidgetEvent } from '@lendline/widget-host';
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatCost, formatMoney, parseCost } from '../format.ts';
import { InquiryForm } from '../inquiry/inquiry-form.tsx';
import { ThankYou } from '../inquiry/thank-you.tsx';
import type { LoanCalculatorProps } from '../loan-calculator-props.ts';
import { PRODUCT_LABELS, promoApplies, quoteOffer, type PromoChoice } from '@lendline/finance';
import type { InquiryAnswer, Offer, OfferProgram, PromoOffer } from '../offer/offer-types.ts';
import { markFirstPayment } from '../performance-marks.ts';
import { PaymentDetail } from './payment-detail.tsx';

export interface CalculatorProps extends LoanCalculatorProps {
  apiKey: string;
  offer: Offer;
  /** The key was refused while sending: the whole widget becomes unavailable. */
  onUnavailable(): void;
}

const DEFAULT_COST = 25_000;
// Screen readers hear the new payment once typing pauses, not on every keystroke.
export const ANNOUNCE_DELAY_MS = 500;

const nearestTerm = (terms: readonly number[], wanted: number) =>
  terms.reduce((best, term) => (Math.abs(term - wanted) < Math.abs(best - wanted) ? term : best));

// Without a `term` attribute the longest term leads: the "as low as" payment.
const startingTerm = (program: OfferProgram, term: string | undefined) =>
  nearestTerm(program.terms, Number(term) || program.terms[program.terms.length - 1]!);

const startingCost = (program: OfferProgram, amount: string | undefined) =>
  formatCost(
    Math.min(program.maxAmount, Math.max(program.minAmount, (amount && parseCost(amount)) || DEFAULT_COST)),
  );

/** The calculator: the payment first, the inputs, the disclaimer, then the inquiry form. */
export function Calculator(props: CalculatorProps) {
  const { offer, amount, term, host } = props;
  const [programId, setProgramId] = useState(offer.programs[0]!.id);
  const program = offer.programs.find((candidate) => candidate.id === programId) ?? offer.programs[0]!;
  const [costText, setCostText] = useState(() => startingCost(program, amount));
  const [termMonths, setTermMonths] = useState(() => startingTerm(program, term));
  const [promoChoice, setPromoChoice] = useState<PromoChoice>('auto');
  const [answer, setAnswer] = useState<InquiryAnswer>();
  const [announcement, setAnnouncement] = useState('');

  const applies = (promo: PromoOffer) => promoApplies(promo, program.id, termMonths);
  // A promo the buyer picked that the new term or structure does not get: back to the automatic choice.
  const choice = offer.promos.some((promo) => promo.id === promoChoice && !applies(promo))
    ? 'auto'
    : promoChoice;
  const cost = parseCost(costText);
  const result = cost === undefined ? undefined : quoteOffer(program, offer.promos, cost, termMonths, choice);
  const shown = result?.ok ? result.quote : undefined;
  const costError =
    cost === undefined
      ? 'Please enter valid number'
      : result?.ok === false
        ? `Enter an amount from ${formatCost(program.minAmount)} to ${formatCost(program.maxAmount)}`
        : undefined;

  // Keyed on the quote's JSON, not the object: an event only when the quote really changed.
  const signature = shown ? JSON.stringify(shown) : '';
  useEffect(() => {
    if (!shown) return;
    markFirstPayment();
    dispatchWidgetEvent(host, 'lendline:quote', shown);
  }, [signature, host]);

  const spoken = shown
    ? `Estimated payment ${formatMoney(shown.payment)} a month for ${shown.termMonths} months${
        shown.promo ? `, ${shown.promo.name} applied` : ''
      }`
    : '';
  const opening = useRef<string | undefined>(undefined);
  useEffect(() => {
    // The payment the calculator opens with is not news; changes are.
    opening.current ??= spoken;
    if (!spoken || spoken === opening.current) return;
    opening.current = '';
    const timer = setTimeout(() => setAnnouncement(spoken), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spoken]);

  if (answer) return <ThankYou answer={answer} offer={offer} onReset={() => setAnswer(undefined)} />;

  return (
    <section class="card" aria-labelledby="title">
      <h2 id="title">Estimate your payment</h2>
      <p class="muted">Financing through {offer.vendor.name}</p>
      <div class="payment">
        <p class="muted">As low as</p>
        <p class="figure">
          <span class="amount">{shown ? formatMoney(shown.payment) : '—'}</span>
          <span class="per"> / month</span>
        </p>
        <PaymentDetail quote={shown} />
      </div>
      <div class="field">
        <label for="cost">Equipment cost</label>
        <input
          id="cost"
          class="figure"
          inputMode="decimal"
          autoComplete="off"
          value={costText}
          aria-invalid={costError ? 'true' : undefined}
          aria-describedby={costError ? 'cost-error cost-hint' : 'cost-hint'}
          onInput={(event) => setCostText(event.currentTarget.value)}
          onBlur={() => cost !== undefined && setCostText(formatCost(cost))}
        />
        <p id="cost-hint" class="hint">
          From {formatCost(program.minAmount)} to {formatCost(program.maxAmount)}
        </p>
        {costError && (
          <p id="cost-error" class="error">
            {costError}
          </p>
        )}
      </div>
      <div class="field">
        <label for="term">Term</label>
        <select
          id="term"
          value={String(termMonths)}
          onChange={(event) => setTermMonths(Number(event.currentTarget.value))}
        >
          {program.terms.map((months) => (
            <option key={months} value={months}>
              {months} months
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="structure">Structure</label>
        <select
          id="structure"
          value={String(program.id)}
          onChange={(event) => {
            const next = offer.programs.find(({ id }) => id === Number(event.currentTarget.value))!;
            setProgramId(next.id);
            setTermMonths(nearestTerm(next.terms, termMonths));
          }}
        >
          {offer.programs.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {PRODUCT_LABELS[candidate.productType]}
              {offer.programs.some(
                (other) => other !== candidate && other.productType === candidate.productType,
              ) && ` (${candidate.name})`}
            </option>
          ))}
        </select>
      </div>
      {offer.promos.length > 0 && (
        <div class="field">
          <label for="promo">Promotion</label>
          <select
            id="promo"
            value={String(shown?.promoId ?? '')}
            onChange={(event) => setPromoChoice(Number(event.currentTarget.value) || null)}
          >
            <option value="">No promotion</option>
            {offer.promos.map((promo) => (
              <option key={promo.id} value={promo.id} disabled={!applies(promo)}>
                {promo.name}
                {!applies(promo) &&
                  (promo.eligibleTerms[0] && !promo.eligibleTerms.includes(termMonths)
                    ? ` (${promo.eligibleTerms.join(', ')} months)`
                    : ' (other structures)')}
              </option>
            ))}
          </select>
        </div>
      )}
      <p class="muted">{offer.disclaimer}</p>
      <p class="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <InquiryForm
        {...props}
        quote={shown}
        onStored={(stored) => {
          setAnswer(stored);
          dispatchWidgetEvent(host, 'lendline:inquiry', stored);
        }}
      />
    </section>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { Calculator } from './calculator/calculator.tsx';
import { fetchOffer, type OfferLoad } from './offer/widget-api.ts';
import type { LoanCalculatorProps } from './loan-calculator-props.ts';

export type { LoanCalculatorProps };

export const UNAVAILABLE = 'This calculator is not available.';

/** Loads the vendor's offer for the key, then shows the calculator; or why it cannot. */
export function LoanCalculator(props: LoanCalculatorProps) {
  const { apiKey, apiBase } = props;
  const [load, setLoad] = useState<OfferLoad | { kind: 'loading' }>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!apiKey) {
      setLoad({ kind: 'unavailable' });
      return;
    }
    setLoad({ kind: 'loading' });
    const controller = new AbortController();
    void fetchOffer(apiBase, apiKey, controller.signal).then((result) => {
      if (!controller.signal.aborted) setLoad(result);
    });
    return () => controller.abort();
  }, [apiKey, apiBase, attempt]);

  switch (load.kind) {
    case 'loading':
      return <LoadingCard />;
    case 'unavailable':
      // Exactly the server's words and nothing else: a refused key learns nothing about the vendor.
      return (
        <section class="card">
          <p role="status">{UNAVAILABLE}</p>
        </section>
      );
    case 'error':
      return (
        <section class="card">
          <p role="alert">The calculator could not load. Check your connection and try again.</p>
          <button type="button" class="button" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </button>
        </section>
      );
    case 'offer':
      return (
        <Calculator
          // The partner page may change `amount`, `term` or `equipment` later (another product): start over
          // from them.
          key={`${props.amount}|${props.term}|${props.equipment}`}
          {...props}
          apiKey={apiKey!}
          offer={load.offer}
          onUnavailable={() => setLoad({ kind: 'unavailable' })}
        />
      );
  }
}

function LoadingCard() {
  return (
    <section class="card" aria-busy="true">
      <p class="sr-only" role="status">
        Loading the payment calculator
      </p>
      <div class="skeleton" />
      <div class="skeleton" />
      <div class="skeleton" />
    </section>
  );
}

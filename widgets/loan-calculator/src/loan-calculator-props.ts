import type { InquirySource } from './offer/offer-types.ts';

/** The custom element's attributes, read once it connects, and the element itself. */
export interface LoanCalculatorProps {
  apiKey: string | undefined;
  /** Where the Widget API lives: the origin the script came from, or the `api-base` attribute. */
  apiBase: string;
  /** Starting equipment cost and term, from the `amount` and `term` attributes. */
  amount: string | undefined;
  term: string | undefined;
  /** What the page sells, from the `equipment` attribute: the inquiry's equipment field starts with it. */
  equipment?: string | undefined;
  source: InquirySource;
  /** The custom element, on which `lendline:quote` and `lendline:inquiry` are dispatched. */
  host: HTMLElement;
}

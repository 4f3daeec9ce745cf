import type { LeaseStructure, OfferPromoType } from '@lendline/finance';
import type { InquiryStatus } from '@lendline/validation';
import { useSWRConfig } from 'swr';

/** The LoopBack resources of Vendor Quote inquiries (apps/api/src/features/vendor-quote/CONTRACT.md). */
export const INQUIRIES = 'inquiries';
export const INQUIRY_EVENTS = 'inquiry-events';

/** Every SWR key of this feature starts with this, so one call refreshes all inquiry data after a write. */
export const INQUIRIES_KEY = 'inquiries';

/** What a promo did to the quote (`@lendline/finance` PromoEffect); only the type's own fields are set. */
export interface QuotePromoEffect {
  type?: string;
  /** The regular payment the same quote would have had without the promo. */
  paymentWithoutPromo?: number;
  customerAnnualRate?: number;
  programAnnualRate?: number;
  dealerSubsidy?: number;
  deferralPeriods?: number;
  capitalizedInterest?: number;
  /** FIXED_LOW_PAYMENTS: how many low payments, of how much. */
  count?: number;
  amount?: number;
}

/** The quote exactly as the buyer saw it (the contract's `Quote`). Money in dollars, rates as fractions. */
export interface InquiryQuote {
  programId: number | null;
  promoId: number | null;
  productType: LeaseStructure;
  equipmentCost: number;
  termMonths: number;
  amountFinanced: number;
  payment: number;
  rateFactor: number;
  annualRate: number;
  advancePayments: number;
  residualAmount: number;
  dueAtSigning: number;
  totalOfPayments: number;
  promo?: { name: string; type: OfferPromoType; effect?: QuotePromoEffect } | null;
}

export type InquirySource = 'widget' | 'page' | 'component';

/** An inquiry as the list and the details page read it. */
export interface InquiryRecord {
  id: number;
  vendorId: number;
  createdAt: string;
  updatedAt?: string;
  customerName: string;
  businessName: string | null;
  email: string;
  phone: string | null;
  state: string | null;
  equipmentDescription: string | null;
  equipmentCost: number;
  termMonths: number;
  productType: LeaseStructure;
  quotedPayment: number;
  programId?: number | null;
  promoId?: number | null;
  /** Only on the details page; the list leaves it out. */
  quote?: InquiryQuote;
  message?: string | null;
  source?: InquirySource;
  status: InquiryStatus;
  assignedRepId: number | null;
  salesforceLeadId?: string | null;
}

/**
 * One entry of an inquiry's history: a status change or a reassignment the server wrote (its `note` then
 * the new rep's name, null when unassigned), or a note staff added.
 */
export interface InquiryEventRecord {
  id: number;
  inquiryId: number;
  at: string;
  actorId: number | null;
  kind: 'status' | 'note' | 'assignment';
  fromStatus: InquiryStatus | null;
  toStatus: InquiryStatus | null;
  note: string | null;
}

/** Reloads every inquiry list, count, record and history on screen. */
export function useRefreshInquiries(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === INQUIRIES_KEY);
}

/** Excel's `type` argument: 0 = payments at the end of each period (arrears), 1 = at the start (advance). */
export type PaymentTiming = 0 | 1;

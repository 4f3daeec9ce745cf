/** Why an input was refused. */
export type QuoteIssueCode =
  | 'REQUIRED'
  | 'NOT_A_NUMBER'
  | 'NOT_A_WHOLE_NUMBER'
  | 'OUT_OF_RANGE'
  | 'UNKNOWN_VALUE'
  | 'CONFLICT'
  | 'NO_SOLUTION';

/** One refused input: the field path (`promo.annualRate`), a stable code and a sentence for people. */
export interface QuoteIssue {
  field: string;
  code: QuoteIssueCode;
  message: string;
}

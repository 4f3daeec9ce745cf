/**
 * The shapes a lessee's identifiers take, checked by the API when a customer is created and by the staff
 * add-contract form before it sends one: the employer id `12-3456789`, a six-digit NAICS code, a
 * two-letter state and a ZIP or ZIP+4. Each side words its own message.
 *
 * @example CUSTOMER_SHAPES.fein.test('74-1234567'); // true
 */
export const CUSTOMER_SHAPES = {
  fein: /^\d{2}-\d{7}$/,
  naics: /^\d{6}$/,
  state: /^[A-Z]{2}$/,
  zip: /^\d{5}(-\d{4})?$/,
} as const;

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7];

/**
 * The ABA check digit for the first eight digits of a routing number: the digits weighted 3, 7, 1 in turn,
 * and the digit that brings the sum up to the next multiple of ten. Null when the input does not start with
 * eight digits. `at` reads them further into a text (an entry's RDFI id at 3) without cutting it out.
 *
 * @example
 * abaCheckDigit('12104288'); // 2 (routing 121042882)
 * abaCheckDigit('62712104288', 3); // 2
 * abaCheckDigit('1210428'); // null
 */
export function abaCheckDigit(routing: string, at = 0): number | null {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const digit = routing.charCodeAt(at + i) - 48;
    if (!(digit >= 0 && digit <= 9)) return null;
    sum += digit * WEIGHTS[i]!;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * True when the text is exactly nine digits whose last digit is the ABA check digit of the first eight.
 *
 * @example
 * isValidRouting('121042882'); // true
 * isValidRouting('121042883'); // false
 */
export function isValidRouting(routing: string): boolean {
  return /^\d{9}$/.test(routing) && abaCheckDigit(routing) === routing.charCodeAt(8) - 48;
}

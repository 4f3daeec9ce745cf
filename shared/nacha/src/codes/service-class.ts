const SERVICE_CLASSES: Record<string, string> = {
  200: 'Mixed debits and credits',
  220: 'Credits only',
  225: 'Debits only',
  280: 'ADV',
};

/**
 * True for the service class codes NACHA defines: 200, 220, 225 and 280 (ADV).
 *
 * @example
 * isServiceClassCode('225'); // true
 */
export function isServiceClassCode(code: string): boolean {
  return Object.hasOwn(SERVICE_CLASSES, code);
}

/**
 * A label for a batch's service class code: the code and what the batch may carry.
 *
 * @example
 * serviceClassLabel('225'); // '225 Debits only'
 * serviceClassLabel('123'); // '123 Unknown service class'
 */
export function serviceClassLabel(code: string): string {
  return `${code} ${isServiceClassCode(code) ? SERVICE_CLASSES[code] : 'Unknown service class'}`;
}

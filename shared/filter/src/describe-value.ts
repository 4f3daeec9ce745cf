/**
 * JSON text of a value for an error message, the way the juggler's `%j` prints it. Never throws: a bigint or a
 * circular object from a programmatic caller must not turn a 400 into a crash.
 *
 * @example
 * describeValue({ inq: '12' }); // '{"inq":"12"}'
 */
export function describeValue(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item)) ??
      String(value)
    );
  } catch {
    return String(value);
  }
}

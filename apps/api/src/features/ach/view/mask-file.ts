/**
 * A NACHA file's text with every entry's DFI account number (columns 13–29 of a `6` record) masked to its
 * last 4 characters, the rest `*`: the records keep their width, so the file still reads (and its totals
 * and trace numbers are untouched) while no whole account number leaves the server.
 */
export function maskAccountNumbers(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (!line.startsWith('6') || line.length < 29) return line;
      const field = line.slice(12, 29);
      const digits = field.trimEnd();
      const masked = '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
      return line.slice(0, 12) + masked.padEnd(17) + line.slice(29);
    })
    .join('\n');
}

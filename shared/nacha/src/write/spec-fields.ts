import { isValidRouting } from '../routing/aba.ts';
import type { WriteIssue } from './spec.ts';

const PRINTABLE = /^[\x20-\x7e]*$/;

/**
 * Turns spec values into fixed-width NACHA fields and collects what cannot be turned: free text is stripped
 * of accents (José -> Jose) and cut to its width, identifiers are never cut, since a shortened account
 * number or company ID would send money to the wrong place.
 *
 * @example
 * const fields = new SpecFields();
 * fields.text('name', 'José Núñez', 8); // 'Jose Nun'
 * fields.issues; // []
 */
export class SpecFields {
  readonly issues: WriteIssue[] = [];

  issue(path: string, code: WriteIssue['code'], message: string): void {
    this.issues.push({ path, code, message });
  }

  /** Free text, cut to the field width; `required` rejects blank or all-zero values, as readers do. */
  text(path: string, value: string | undefined, width: number, required = false): string {
    const plain = (value ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (!PRINTABLE.test(plain)) {
      this.issue(
        path,
        'characters',
        `${path} has characters a NACHA file cannot carry (printable ASCII only).`,
      );
    }
    const cut = plain.slice(0, width);
    if (required && /^[ 0]*$/.test(cut)) this.issue(path, 'required', `${path} is required.`);
    return cut.padEnd(width);
  }

  /** An identifier: like text, but too long is an issue rather than a cut. */
  identifier(path: string, value: string | undefined, width: number, required = false): string {
    if ((value ?? '').length > width) {
      this.issue(path, 'too-long', `${path} has ${value?.length} characters; the field holds ${width}.`);
    }
    return this.text(path, value, width, required);
  }

  /** A 9-digit routing number with a valid check digit. */
  routing(path: string, value: string): string {
    if (!isValidRouting(value)) {
      this.issue(
        path,
        'routing',
        `${path} "${value}" is not a 9-digit routing number with a valid check digit.`,
      );
    }
    return value.padEnd(9).slice(0, 9);
  }

  /** An ISO `YYYY-MM-DD` date as NACHA's YYMMDD. */
  date(path: string, iso: string): string {
    const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(iso);
    const valid = match !== null && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);
    if (!valid) this.issue(path, 'format', `${path} "${iso}" is not a date as YYYY-MM-DD.`);
    return valid ? match[1]! + match[2]! + match[3]! : '000000';
  }

  /** A non-negative whole number right-aligned with zeros; over the width is an issue. */
  number(path: string, value: number, width: number): string {
    const text = String(value);
    if (!Number.isSafeInteger(value) || value < 0 || text.length > width) {
      this.issue(path, 'amount', `${path} ${value} is not a whole number of at most ${width} digits.`);
      return '0'.repeat(width);
    }
    return text.padStart(width, '0');
  }
}

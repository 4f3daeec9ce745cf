import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/features/vendor-quote/inquiries/csv-cells.ts';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and nothing for a missing value', () => {
    expect(csvCell('Summit Equipment')).toBe('Summit Equipment');
    expect(csvCell(36)).toBe('36');
    expect(csvCell('778.25')).toBe('778.25');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Smith, Jones & Co.')).toBe('"Smith, Jones & Co."');
    expect(csvCell('The "big" loader')).toBe('"The ""big"" loader"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'defuses %j so no spreadsheet runs it as a formula',
    (text) => {
      expect(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
    },
  );

  it('quotes a defused formula that also holds a quote or comma', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('ends a record with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

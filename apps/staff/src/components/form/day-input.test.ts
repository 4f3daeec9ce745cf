import { describe, expect, it } from 'vitest';
import { parseUsDay } from './day-input.tsx';

describe('parseUsDay', () => {
  it('reads a typed MM/DD/YYYY day within the server day range', () => {
    expect(parseUsDay('12/01/2026')).toBe('2026-12-01');
    expect(parseUsDay(' 1/5/1900 ')).toBe('1900-01-05');
    expect(parseUsDay('12/31/2199')).toBe('2199-12-31');
  });

  it.each(['02/30/2026', '01/01/0001', '12/31/0099', '12/31/9999', '12/31/1899', '01/01/2200', '2026-12-01'])(
    'refuses %s',
    (text) => {
      expect(parseUsDay(text)).toBeNull();
    },
  );
});

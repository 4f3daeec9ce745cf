import { describe, expect, it } from 'vitest';
import { maskAccount } from './account-type.ts';

describe('masking account numbers', () => {
  it('shows the last 4 characters only', () => {
    expect(maskAccount('000123456789')).toBe('••••6789');
    expect(maskAccount('1918171614  ')).toBe('••••1614');
    expect(maskAccount('12')).toBe('••••12');
  });
});

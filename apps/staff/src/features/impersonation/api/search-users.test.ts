import { describe, expect, it } from 'vitest';
import { userSearchFilter } from './search-users.ts';

describe('userSearchFilter', () => {
  it('matches the trimmed text anywhere in first name, last name or e-mail, without wildcards of its own', () => {
    const [, , self, text] = userSearchFilter('  50%_off\\ ', 7).where!.and!;
    expect(self).toEqual({ id: { neq: 7 } });
    expect(text).toEqual({
      or: [
        { firstName: { ilike: '%50\\%\\_off\\\\%' } },
        { lastName: { ilike: '%50\\%\\_off\\\\%' } },
        { email: { ilike: '%50\\%\\_off\\\\%' } },
      ],
    });
  });
});

// Writes the return / NOC fixture files of apps/api/test/ach/fixtures/returns from returnFileText, so
// they can be made again when the layout changes: `npx tsx src/features/ach/returns/testing/write-fixtures.ts`
// from apps/api. The traces are the ones returns.test.ts gives its entries (ODFI 09100001 + 99000nn) and,
// for demo-returns.ach, the first five the file job draws on a fresh demo database (09100001 + 0000001…).
import { writeFileSync } from 'node:fs';
import { returnFileText, type FixtureReturn } from './return-file.ts';

const folder = new URL('../../../../../test/ach/fixtures/returns/', import.meta.url);
const trace = (n: number) => `0910000199${String(n).padStart(5, '0')}`;
const line = (n: number, kind: 'RETURN' | 'NOC', code: string, data = '', account = '987654321012') =>
  ({
    kind,
    code,
    originalTrace: trace(n),
    accountNumber: account,
    originalRdfi: '02100002',
    amountCents: 10_000,
    data,
    individualId: `FIXTURE ${n}`,
  }) satisfies FixtureReturn;

writeFileSync(
  new URL('returns-mixed.ach', folder),
  returnFileText([
    line(1, 'RETURN', 'R01', 'INSUFFICIENT FUNDS'),
    line(2, 'RETURN', 'R07', 'CUSTOMER REVOKED'),
    line(3, 'RETURN', 'R08', 'STOP PAYMENT'),
    line(4, 'RETURN', 'R01', 'NO SUCH ENTRY OF OURS'),
    line(7, 'RETURN', 'R02', 'ACCOUNT CLOSED'),
    line(5, 'NOC', 'C01', '1918171614'),
    line(6, 'NOC', 'C01', '1918171614', '555000111222'),
  ]),
);
// The same returns with a control total that does not add up: refused whole.
writeFileSync(
  new URL('malformed-return.ach', folder),
  returnFileText([line(1, 'RETURN', 'R01')]).replace(
    /^8200000002(\d{10})000000010000/m,
    '8200000002$1000000010001',
  ),
);
writeFileSync(
  new URL('demo-returns.ach', folder),
  returnFileText(
    [1, 2, 3, 4, 5].map((n, at) => ({
      kind: at === 4 ? 'NOC' : 'RETURN',
      code: ['R01', 'R01', 'R07', 'R08', 'C05'][at]!,
      originalTrace: `09100001${String(n).padStart(7, '0')}`,
      accountNumber: '123456789',
      originalRdfi: '02100002',
      amountCents: at === 4 ? 0 : 10_000,
      data: at === 4 ? '37' : '',
    })),
  ),
);

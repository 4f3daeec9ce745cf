import { can } from '@lendline/permissions';
import { achReturnRecord, type AchReturnRecord } from '@lendline/wire';
import useSWR from 'swr';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { api } from '../../../lib/api.ts';
import { INVOICES_KEY } from './invoices-resource.ts';

export type { AchReturnRecord };

/**
 * The ACH returns posted against an invoice's debits (`GET /ach-returns`, ACH view): a role without ACH
 * view asks nothing and gets none, so the invoice shows no ACH section to it.
 */
export function useInvoiceAchReturns(invoiceId: number | undefined): readonly AchReturnRecord[] | undefined {
  const mayRead = can(usePermissions(), 'ach', 'ACH', 'view');
  const returns = useSWR(
    mayRead && invoiceId !== undefined ? [INVOICES_KEY, 'ach-returns', invoiceId] : null,
    () =>
      api.list(
        'ach-returns',
        { where: { invoiceId, kind: 'RETURN' }, order: ['id ASC'], limit: 20 },
        { schema: achReturnRecord },
      ),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return returns.data;
}

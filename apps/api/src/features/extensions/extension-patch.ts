import { extensionInvoicePatch } from '@lendline/wire';
import { parseFilter, type QueryModel } from '@lendline/filter';
import { sql, type QueryExecutorProvider } from 'kysely';
import { findRows } from '../../filter-sql/index.ts';
import { entityNotFound, HttpError } from '../../lib/http-error.ts';
import { declareRoute } from '../../resources/declare-route.ts';

/** The only module whose menus hold Extensions; another in the path is no module of this route. */
const EXTENSIONS = 'extensions';

const COLUMNS = {
  sendTo: 'send_to',
  sendEmail: 'send_email',
  paymentMethod: 'payment_method',
  advanceBillingFlag: 'advance_billing_flag',
  billToEmail: 'bill_to_email',
} as const;

/** The extension as the invoicing view shows it, or 404 when the view does not list it. */
async function findOne(
  db: QueryExecutorProvider,
  model: QueryModel,
  id: number,
): Promise<Record<string, unknown>> {
  const [row] = await findRows(db, model, parseFilter({ where: { id }, limit: 1 }, model, { maxLimit: 1 }));
  if (!row) throw entityNotFound(model.name, id);
  return row;
}

/**
 * `PATCH /rpm-extension-invoice-process-vws/{module}/{contractId}` (spec §7): changes how a billing
 * extension is invoiced before the run (send-to, e-mail or not, payment method, advance billing, bill-to
 * e-mail). `{module}` names the permission's module, which can only be `extensions` (another is 404;
 * the right asked is always Extensions › Contracts › create); `{contractId}` is the contract's numeric id. The
 * row is locked, changed and audited in one transaction; 204. Only an extension the invoicing view lists
 * (ACTIVE) can change: another answers 404 like a missing one.
 */
export const extensionInvoicePatchRoute = declareRoute({
  method: 'patch',
  path: '/:module/:contractId',
  summary: "Change how an extension's invoices are sent and billed",
  // Asked of Extensions whatever the path says: another module's rights never open this route.
  access: { module: EXTENSIONS, menu: 'Contracts', action: 'create' },
  body: extensionInvoicePatch,
  response: { status: 204, description: 'Changed' },
  errors: { 404: 'No such module, or no billing extension with that contract id' },
  precheck: (c) => {
    const module = c.req.param('module') ?? '';
    if (module !== EXTENSIONS)
      throw new HttpError(404, 'Error', `Module not found: ${module}`, { code: 'MODULE_NOT_FOUND' });
  },
  handle: async (c, { kit, body }) => {
    const id = Number(c.req.param('contractId'));
    if (!Number.isSafeInteger(id) || id < 1)
      throw entityNotFound(kit.model.name, c.req.param('contractId') ?? '');
    await kit.write(c, async (trx) => {
      await sql`select contract_id from contract_extension where contract_id = ${id} for update`.execute(trx);
      const before = await findOne(trx, kit.model, id);
      const set = Object.fromEntries(
        Object.entries(body).map(([field, value]) => [COLUMNS[field as keyof typeof COLUMNS], value]),
      );
      await trx
        .updateTable('contract_extension')
        .set({ ...set, updated_at: sql`now()` })
        .where('contract_id', '=', id)
        .execute();
      const after = await findOne(trx, kit.model, id);
      return {
        events: [
          {
            action: 'update' as const,
            resource: kit.definitionOf(kit.model.name),
            entityId: id,
            before,
            after,
          },
        ],
      };
    });
    return c.body(null, 204);
  },
});

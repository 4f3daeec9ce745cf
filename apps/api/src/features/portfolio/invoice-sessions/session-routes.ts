import { parseFilter } from '@lendline/filter';
import { INVOICE_LINE_TYPES, type InvoiceKind } from '@lendline/portfolio';
import { Hono, type Context } from 'hono';
import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ApiOperation } from '../../../lib/openapi-operation.ts';
import { readJsonBody } from '../../../lib/request-body.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { findRows } from '../../../filter-sql/index.ts';
import { validateBody, validationFailed } from '../../../resources/body-schema.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import type { WriteEvent } from '../../../resources/resource-hooks.ts';
import { findOne } from '../contracts/scoped-contract.ts';
import { lockSeries } from '../customers/customer-number.ts';
import { calendarDay, money, oneOf, optionalText, recordId } from '../field-schemas/portfolio-schemas.ts';
import { actionNotAllowed, INVOICES_CREATE, moduleOf, todayUtc } from '../module-scope/module-access.ts';
import { planSession, type PlannedInvoice, type SessionPlan, type SessionRequest } from './session-plan.ts';

const MAX_CONTRACTS = 500;
const CHARGE_TYPES = INVOICE_LINE_TYPES.filter((type) => type !== 'TAX');

const sessionBodySchema = v.strictObject({
  contractIds: v.pipe(
    v.array(recordId('Contract')),
    v.minLength(1, 'Pick at least one contract'),
    v.maxLength(MAX_CONTRACTS, `At most ${MAX_CONTRACTS} contracts per session`),
  ),
  invoiceDate: calendarDay('Invoice date'),
  chargeType: v.optional(oneOf(CHARGE_TYPES, 'Charge type')),
  amount: v.optional(v.pipe(money('Amount'), v.minValue(0.01, 'Amount must be more than 0'))),
  description: v.optional(v.nullable(optionalText('Description', 200))),
});

/** Session names: a prefix per kind, the invoice date and a running number for that day. */
const SESSION_PREFIX: Record<InvoiceKind, string> = {
  FIRST_PAYMENT: 'FP',
  INFORMATIONAL: 'INF',
  PREFUND: 'PF',
  MISC: 'MISC',
  RECURRING: 'BILL',
  EXTENSION: 'EXT',
};

// Printable ASCII without spaces, as Stripe and the IETF draft use them; the column holds 80.
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,80}$/;

function sessionKindOf(c: Context<AppEnv>): {
  kind: InvoiceKind;
  scope: ReturnType<typeof moduleOf>['policy']['contracts']['scope'];
} {
  const { policy } = moduleOf(c);
  const kind = policy.invoices?.session;
  if (!kind) throw actionNotAllowed('This module cannot create invoices');
  return { kind, scope: policy.contracts.scope };
}

async function readRequest(c: Context<AppEnv>, kind: InvoiceKind): Promise<SessionRequest> {
  const body = validateBody(sessionBodySchema, await readJsonBody(c)) as v.InferOutput<
    typeof sessionBodySchema
  >;
  if (kind !== 'MISC') return { contractIds: body.contractIds, invoiceDate: body.invoiceDate };
  const missing = (['chargeType', 'amount'] as const)
    .filter((name) => body[name] === undefined)
    .map((name) => ({
      path: '',
      code: 'required',
      message: `must have required property '${name}'`,
      info: { missingProperty: name },
    }));
  if (missing.length > 0) throw validationFailed(missing);
  return {
    contractIds: body.contractIds,
    invoiceDate: body.invoiceDate,
    chargeType: body.chargeType,
    amount: body.amount,
    description: body.description ?? undefined,
  };
}

async function nextSessionName(
  trx: Transaction<any>,
  kind: InvoiceKind,
  invoiceDate: string,
): Promise<string> {
  const stem = `${SESSION_PREFIX[kind]}-${invoiceDate}-`;
  await lockSeries(trx, `invoice_session.${stem}`);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from invoice_session
    where session_name like ${`${stem}%`}`.execute(trx);
  return stem + String((rows[0]?.n ?? 0) + 1).padStart(2, '0');
}

async function insertInvoice(
  trx: Transaction<any>,
  sessionId: number,
  createdBy: number,
  planned: PlannedInvoice,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`select nextval('invoice_number_seq')::text as n`.execute(trx);
  const { id } = await trx
    .insertInto('invoice')
    .values({
      invoice_number: `INV-${rows[0]!.n.padStart(7, '0')}`,
      kind: planned.kind,
      contract_id: planned.contractId,
      customer_id: planned.customerId,
      session_id: sessionId,
      invoice_date: planned.invoiceDate,
      due_date: planned.dueDate,
      period_number: planned.periodNumber,
      subtotal: planned.subtotal,
      tax_amount: planned.taxAmount,
      total: planned.total,
      amount_paid: planned.amountPaid,
      balance: planned.balance,
      status: 'DRAFT',
      send_to: planned.sendTo,
      informational_reason: planned.informationalReason,
      debit_date: planned.debitDate,
      charge_type: planned.chargeType,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_line')
    .values(
      planned.lines.map((line) => ({
        invoice_id: id,
        line_number: line.lineNumber,
        type: line.type,
        description: line.description,
        amount: line.amount,
        taxable: line.taxable,
      })),
    )
    .execute();
  return id as number;
}

/**
 * `POST /invoice-sessions/preview` and `POST /invoice-sessions` ({module} › Invoices › create): both run
 * `planSession`, the create in one transaction that also writes the session, its invoices and their
 * lines. The `Idempotency-Key` makes a retried or doubled create return the first session: writers of
 * one key wait for each other (an advisory lock), so the second finds the first's session.
 */
export function sessionRoutes(kit: ResourceRouteKit): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/preview', async (c) => {
    await kit.authorize(c, INVOICES_CREATE, 'create');
    const { kind, scope } = sessionKindOf(c);
    const request = await readRequest(c, kind);
    const plan: SessionPlan = await planSession(kit.db, { kind, scope, today: todayUtc() }, request);
    return c.json(plan);
  });

  routes.post('/', async (c) => {
    await kit.authorize(c, INVOICES_CREATE, 'create');
    const { module } = moduleOf(c);
    const { kind, scope } = sessionKindOf(c);
    const key = c.req.header('idempotency-key');
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      throw new HttpError(
        400,
        'BadRequestError',
        'An Idempotency-Key header (1-80 printable characters) is required',
        {
          code: 'IDEMPOTENCY_KEY_REQUIRED',
        },
      );
    }
    const request = await readRequest(c, kind);
    const principal = requirePrincipal(c.get('principal'));

    const outcome = await kit.write(c, async (trx) => {
      await lockSeries(trx, `idempotency:${key}`);
      const existing = await trx
        .selectFrom('invoice_session')
        .select(['id', 'module'])
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (existing) {
        if (existing.module !== module) {
          throw new HttpError(409, 'ConflictError', 'This Idempotency-Key was used for another module', {
            code: 'IDEMPOTENCY_KEY_REUSED',
          });
        }
        return { sessionId: existing.id as number, replayed: true, skipped: [], events: [] as WriteEvent[] };
      }
      const plan = await planSession(trx, { kind, scope, today: todayUtc() }, request);
      if (plan.invoices.length === 0) {
        throw new HttpError(
          422,
          'UnprocessableEntityError',
          'None of the picked contracts needs an invoice',
          {
            code: 'NOTHING_TO_INVOICE',
            details: plan.skipped,
          },
        );
      }
      const { id: sessionId } = await trx
        .insertInto('invoice_session')
        .values({
          session_name: await nextSessionName(trx, kind, request.invoiceDate),
          module,
          kind,
          idempotency_key: key,
          status: 'CREATED',
          invoice_count: plan.invoiceCount,
          total: plan.total,
          created_by: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const events: WriteEvent[] = [
        {
          action: 'create',
          resource: kit.definitionOf('InvoiceSession'),
          entityId: sessionId,
          after: await findOne(trx, kit.model, sessionId),
        },
      ];
      const invoiceResource = kit.definitionOf('Invoice');
      for (const planned of plan.invoices) {
        const invoiceId = await insertInvoice(trx, sessionId, principal.userId, planned);
        events.push({
          action: 'create',
          resource: invoiceResource,
          entityId: invoiceId,
          after: { ...planned, id: invoiceId, sessionId },
        });
      }
      return { sessionId: sessionId as number, replayed: false, skipped: plan.skipped, events };
    });

    const session = await findOne(kit.db, kit.model, outcome.sessionId);
    const invoiceModel = kit.modelFor(c).relations.invoices!.model();
    const invoices = await findRows(
      kit.db,
      invoiceModel,
      parseFilter(
        { where: { sessionId: outcome.sessionId }, include: ['lines'], order: 'id ASC' },
        invoiceModel,
        {
          maxLimit: MAX_CONTRACTS,
        },
      ),
    );
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ ...session, invoices, skipped: outcome.skipped });
  });
  return routes;
}

const sessionBodyDescription =
  'Body `{ contractIds, invoiceDate, chargeType?, amount?, description? }` (chargeType and amount for ' +
  "misc sessions). The module's policy decides the kind (403 ACTION_NOT_ALLOWED_IN_MODULE without one); " +
  'contracts outside its scope, or already billed, are listed in `skipped` with the reason.';

export const sessionRouteOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/modules/{module}/invoice-sessions/preview',
    tag: 'InvoiceSession',
    summary: 'The invoices Create Invoice would make, nothing stored ({module} › Invoices › create)',
    description: `${sessionBodyDescription} Answers \`{ kind, invoiceDate, invoices, skipped, invoiceCount, total }\`.`,
    auth: true,
    body: { schema: sessionBodySchema },
    responses: {
      200: 'The plan',
      403: 'Needs Invoices › create, or the module makes no invoices',
      422: 'Invalid body',
    },
  },
  {
    method: 'post',
    path: '/modules/{module}/invoice-sessions',
    tag: 'InvoiceSession',
    summary: 'Create the invoices in one session ({module} › Invoices › create)',
    description:
      `${sessionBodyDescription} Needs the header \`Idempotency-Key\`: the same key again answers the same ` +
      'session (header `Idempotent-Replayed: true`) and makes nothing new. Answers the session with its ' +
      '`invoices` (each with `lines`) and `skipped`.',
    auth: true,
    body: { schema: sessionBodySchema },
    responses: {
      200: 'The session with its invoices',
      400: 'IDEMPOTENCY_KEY_REQUIRED',
      403: 'Needs Invoices › create, or the module makes no invoices',
      409: 'IDEMPOTENCY_KEY_REUSED (another module)',
      422: 'Invalid body, or NOTHING_TO_INVOICE',
    },
  },
];

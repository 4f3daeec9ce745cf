import { parseFilter } from '@lendline/filter';
import { INVOICE_LINE_TYPES, type InvoiceKind } from '@lendline/portfolio';
import { createdSession, sessionPreview } from '@lendline/wire';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { findRows } from '../../../filter-sql/index.ts';
import { validationFailed } from '../../../resources/body-schema.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import type { WriteEvent } from '../../../resources/resource-hooks.ts';
import { findOne } from '../contracts/scoped-contract.ts';
import { calendarDay, money, oneOf, optionalText, recordId } from '../field-schemas/portfolio-schemas.ts';
import { actionNotAllowed, INVOICES_CREATE, moduleOf, todayUtc } from '../module-scope/module-access.ts';
import { insertInvoice, insertSession, nextSessionName, sessionOfKey } from './invoice-sessions.repo.ts';
import { planSession, type SessionRequest } from './session-plan.ts';

const MAX_CONTRACTS = 500;
const CHARGE_TYPES = INVOICE_LINE_TYPES.filter((type) => type !== 'TAX');

/** The wire's `sessionRequest` with the bounds and messages the form shows. */
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
type SessionBody = v.InferOutput<typeof sessionBodySchema>;

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

/** The request the rules take: a misc session needs its charge, other kinds ignore one. */
function requestOf(body: SessionBody, kind: InvoiceKind): SessionRequest {
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

function idempotencyKeyOf(c: Context<AppEnv>): string {
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
  return key;
}

const sessionBodyDescription =
  'Body `{ contractIds, invoiceDate, chargeType?, amount?, description? }` (chargeType and amount for ' +
  "misc sessions). The module's policy decides the kind (403 ACTION_NOT_ALLOWED_IN_MODULE without one); " +
  'contracts outside its scope, or already billed, are listed in `skipped` with the reason.';

/** `POST /invoice-sessions/preview`: what `planSession` would make, nothing stored. */
export const previewSessionRoute = declareRoute({
  method: 'post',
  path: '/preview',
  summary: 'The invoices a billing run would make, nothing stored',
  description: sessionBodyDescription,
  access: INVOICES_CREATE,
  verb: 'create',
  body: sessionBodySchema,
  response: { status: 200, description: 'The plan', schema: sessionPreview },
  errors: { 403: 'Needs Invoices › create, or the module makes no invoices' },
  precheck: (c) => void sessionKindOf(c),
  handle: async (c, { kit, body }) => {
    const { kind, scope } = sessionKindOf(c);
    return c.json(await planSession(kit.db, { kind, scope, today: todayUtc() }, requestOf(body, kind)));
  },
});

/**
 * `POST /invoice-sessions`: `planSession` again, in one transaction that also writes the session, its
 * invoices and their lines. The `Idempotency-Key` makes a retried or doubled create return the first
 * session (header `Idempotent-Replayed: true`).
 */
export const createSessionRoute = declareRoute({
  method: 'post',
  path: '/',
  summary: 'Create the invoices in one session',
  description:
    `${sessionBodyDescription} Needs the header \`Idempotency-Key\`: the same key again answers the same ` +
    'session (header `Idempotent-Replayed: true`) and makes nothing new.',
  access: INVOICES_CREATE,
  verb: 'create',
  body: sessionBodySchema,
  response: {
    status: 200,
    description: 'The session with its invoices (each with `lines`) and `skipped`',
    schema: createdSession,
  },
  errors: {
    400: 'IDEMPOTENCY_KEY_REQUIRED',
    403: 'Needs Invoices › create, or the module makes no invoices',
    409: 'IDEMPOTENCY_KEY_REUSED (another module)',
    422: 'Invalid body, or NOTHING_TO_INVOICE',
  },
  precheck: (c) => {
    sessionKindOf(c);
    idempotencyKeyOf(c);
  },
  handle: async (c, { kit, body }) => {
    const { module } = moduleOf(c);
    const { kind, scope } = sessionKindOf(c);
    const key = idempotencyKeyOf(c);
    const request = requestOf(body, kind);
    const principal = requirePrincipal(c.get('principal'));
    const outcome = await kit.write(c, async (trx) => {
      const existing = await sessionOfKey(trx, key);
      if (existing) {
        if (existing.module !== module) {
          throw new HttpError(409, 'ConflictError', 'This Idempotency-Key was used for another module', {
            code: 'IDEMPOTENCY_KEY_REUSED',
          });
        }
        return { sessionId: existing.id, replayed: true, skipped: [], events: [] as WriteEvent[] };
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
      const sessionId = await insertSession(trx, {
        sessionName: await nextSessionName(trx, kind, request.invoiceDate),
        module,
        kind,
        idempotencyKey: key,
        invoiceCount: plan.invoiceCount,
        total: plan.total,
        createdBy: principal.userId,
      });
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
      return { sessionId, replayed: false, skipped: plan.skipped, events };
    });
    const session = await findOne(kit.db, kit.model, outcome.sessionId);
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({
      ...session,
      invoices: await sessionInvoices(kit, c, outcome.sessionId),
      skipped: outcome.skipped,
    });
  },
});

/** The session's invoices with their lines, as this request's scope may see them, in the order made. */
function sessionInvoices(kit: ResourceRouteKit, c: Context<AppEnv>, sessionId: number) {
  const invoiceModel = kit.modelFor(c).relations.invoices!.model();
  return findRows(
    kit.db,
    invoiceModel,
    parseFilter({ where: { sessionId }, include: ['lines'], order: 'id ASC' }, invoiceModel, {
      maxLimit: MAX_CONTRACTS,
    }),
  );
}

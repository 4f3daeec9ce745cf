import type { QuoteIssue } from '@lendline/finance';
import {
  BILLING_METHODS,
  CONTRACT_TYPES,
  needsResidual,
  PAYMENT_FREQUENCIES,
  type ContractAddKind,
} from '@lendline/portfolio';
import { createdContract } from '@lendline/wire';
import type { Transaction } from 'kysely';
import * as v from 'valibot';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { bodySchema, validationFailed } from '../../../resources/body-schema.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import { columnOf, type FieldDef } from '../../../resources/field-def.ts';
import type { WriteEvent } from '../../../resources/resource-hooks.ts';
import { assetOwnFields } from '../assets/asset-fields.ts';
import { customerFields } from '../customers/customer-fields.ts';
import {
  calendarDay,
  fraction,
  money,
  oneOf,
  optionalText,
  recordId,
  wholeNumber,
} from '../field-schemas/portfolio-schemas.ts';
import { actionNotAllowed, CONTRACTS_CREATE, moduleOf, todayUtc } from '../module-scope/module-access.ts';
import { priceContract, type PricedContract } from './contract-pricing.ts';
import {
  assetRowsOf,
  customerTaxRate,
  insertAssetRow,
  insertContractRow,
  insertCustomerRow,
  insertScheduleRows,
  nextContractNumber,
} from './contracts.repo.ts';
import { apiShape, findOne } from './scoped-contract.ts';

const customerSchema = bodySchema(customerFields, 'create');
const assetSchema = bodySchema(assetOwnFields, 'create');

/** The POST body of CONTRACT.md "Contract POST body", plus the asset and misc variants. */
const contractBodySchema = v.strictObject({
  customerId: v.optional(recordId('Customer')),
  customer: v.optional(customerSchema),
  contractType: oneOf(CONTRACT_TYPES, 'Contract type'),
  vendorId: v.optional(v.nullable(recordId('Vendor'))),
  salesRepId: v.optional(v.nullable(recordId('Sales rep'))),
  debtSourceId: v.optional(v.nullable(recordId('Debt source'))),
  equipmentCost: v.optional(money('Equipment cost')),
  downPayment: v.optional(money('Down payment')),
  docFee: v.optional(money('Doc fee')),
  termMonths: v.optional(wholeNumber('Term', 1, 120)),
  paymentFrequency: v.optional(oneOf(PAYMENT_FREQUENCIES, 'Payment frequency')),
  advancePayments: v.optional(wholeNumber('Advance payments', 0, 3)),
  annualRate: v.optional(fraction('Annual rate', 0, 1)),
  rateFactor: v.optional(fraction('Rate factor', 0, 1)),
  residualAmount: v.optional(money('Residual')),
  billingMethod: oneOf(BILLING_METHODS, 'Billing method'),
  dueDay: wholeNumber('Due day', 1, 31),
  commencementDate: calendarDay('Commencement date'),
  acceptanceDate: v.optional(calendarDay('Acceptance date')),
  fundingDate: v.optional(calendarDay('Funding date')),
  taxRate: v.optional(fraction('Tax rate', 0, 0.2)),
  description: v.optional(v.nullable(optionalText('Description', 500))),
  assets: v.optional(v.pipe(v.array(assetSchema), v.maxLength(500, 'At most 500 assets per contract'))),
});
type ContractBody = v.InferOutput<typeof contractBodySchema>;

const detail = (path: string, code: string, message: string) => ({ path, code, message, info: {} });

/** Which Add button a body comes from: the policy must list it for the module. */
export function addKindOf(body: Pick<ContractBody, 'contractType' | 'assets'>): ContractAddKind {
  if (body.contractType === 'MISC') return 'misc-contract';
  return body.assets && body.assets.length > 0 ? 'asset-contract' : 'contract';
}

// The terms every lease or loan needs; a misc contract only bills one-off charges and needs none.
function missingTerms(body: ContractBody) {
  const details = [];
  if (body.customerId === undefined && body.customer === undefined) {
    details.push(detail('', 'required', "must have required property 'customerId' (or 'customer')"));
  }
  if (body.customerId !== undefined && body.customer !== undefined) {
    details.push(detail('/customer', 'conflict', 'Give either customerId or customer, not both'));
  }
  if (body.contractType === 'MISC') {
    if (!body.description)
      details.push(detail('/description', 'required', 'A misc contract needs a description'));
    return details;
  }
  for (const name of ['equipmentCost', 'termMonths', 'paymentFrequency', 'advancePayments'] as const) {
    if (body[name] === undefined) {
      details.push({
        path: '',
        code: 'required',
        message: `must have required property '${name}'`,
        info: { missingProperty: name },
      });
    }
  }
  // Without it the finance library would refuse the terms as "residualPct is required.", a name the
  // caller never sent.
  if (needsResidual(body.contractType) && body.residualAmount === undefined) {
    details.push(detail('/residualAmount', 'required', 'An FMV or TRAC lease needs its residual amount'));
  }
  if ((body.annualRate === undefined) === (body.rateFactor === undefined)) {
    details.push(detail('/annualRate', 'pricing', 'Give either annualRate or rateFactor'));
  }
  if (body.description)
    details.push(detail('/description', 'misc', 'Only a misc contract has a description'));
  return details;
}

const quoteDetails = (issues: QuoteIssue[]) =>
  issues.map((issue) => {
    const field = issue.field === 'frequency' ? 'paymentFrequency' : issue.field;
    const path = field === 'residualPct' ? '/residualAmount' : field ? `/${field.replace(/\./g, '/')}` : '';
    return { path, code: issue.code, message: issue.message, info: {} };
  });

function price(body: ContractBody): PricedContract | undefined {
  if (body.contractType === 'MISC') return undefined;
  const result = priceContract({
    contractType: body.contractType,
    equipmentCost: body.equipmentCost!,
    downPayment: body.downPayment,
    docFee: body.docFee,
    termMonths: body.termMonths!,
    paymentFrequency: body.paymentFrequency!,
    advancePayments: body.advancePayments!,
    annualRate: body.annualRate,
    rateFactor: body.rateFactor,
    residualAmount: body.residualAmount,
    commencementDate: body.commencementDate,
    dueDay: body.dueDay,
  });
  if (!result.ok) throw validationFailed(quoteDetails(result.issues));
  return result.priced;
}

function columns(fields: Record<string, FieldDef>, values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name, value]) => value !== undefined && fields[name])
      .map(([name, value]) => [columnOf(name, fields[name]!), value]),
  );
}

async function insertCustomer(trx: Transaction<any>, customer: Record<string, unknown>) {
  const row = await insertCustomerRow(trx, columns(customerFields, customer));
  return { id: row.id as number, taxRate: Number(row.tax_rate), after: apiShape(customerFields, row) };
}

/** The contract row of a priced lease or loan, or of a misc contract (no amounts, no schedule). */
function contractRow(body: ContractBody, priced: PricedContract | undefined, taxRate: number) {
  const commencement = body.commencementDate;
  return {
    contract_type: body.contractType,
    vendor_id: body.vendorId ?? null,
    sales_rep_id: body.salesRepId ?? null,
    debt_source_id: body.debtSourceId ?? null,
    status: 'PENDING_BOOKING',
    equipment_cost: body.equipmentCost ?? 0,
    down_payment: body.downPayment ?? 0,
    doc_fee: body.docFee ?? 0,
    amount_financed: priced?.amountFinanced ?? 0,
    payment_amount: priced?.paymentAmount ?? 0,
    payment_frequency: body.paymentFrequency ?? 'MONTHLY',
    term_months: body.termMonths ?? 1,
    number_of_payments: priced?.numberOfPayments ?? 0,
    advance_payments: body.advancePayments ?? 0,
    annual_rate: priced?.annualRate ?? 0,
    rate_factor: priced ? Math.round(priced.rateFactor * 1e8) / 1e8 : 0,
    residual_amount: priced?.residualAmount ?? 0,
    balloon_amount: priced?.balloonAmount ?? 0,
    tax_rate: taxRate,
    billing_method: body.billingMethod,
    due_day: body.dueDay,
    application_date: todayUtc(),
    approval_date: todayUtc(),
    acceptance_date: body.acceptanceDate ?? null,
    funding_date: body.fundingDate ?? null,
    commencement_date: commencement,
    first_payment_date: priced?.firstPaymentDate ?? commencement,
    maturity_date: priced?.maturityDate ?? commencement,
    next_due_date: priced?.firstPaymentDate ?? null,
    description: body.description ?? null,
  };
}

/**
 * `POST /modules/{module}/contracts`: a contract priced by `@lendline/finance` (amounts, rate both
 * ways, dates and the schedule), for an existing customer or a new one, with its first assets when it
 * is an asset contract; all in one transaction, each record audited. Status PENDING_BOOKING.
 */
export const contractCreateRoute = declareRoute({
  method: 'post',
  path: '/',
  summary: 'Add a contract priced by the server',
  description:
    'Body: customerId (or `customer: {…}` to add one), contractType, vendorId?, salesRepId?, debtSourceId?, ' +
    'equipmentCost, downPayment?, docFee?, termMonths, paymentFrequency, advancePayments, annualRate or ' +
    'rateFactor, residualAmount (FMV and TRAC), billingMethod, dueDay, commencementDate, taxRate?; `assets: [...]` for an ' +
    'asset contract; contractType MISC with a description for a misc contract. The module must allow that ' +
    'kind of add (403 ACTION_NOT_ALLOWED_IN_MODULE). Priced with @lendline/finance `quote()`; the schedule ' +
    'is stored; status PENDING_BOOKING.',
  access: CONTRACTS_CREATE,
  verb: 'create',
  body: contractBodySchema,
  response: {
    status: 200,
    description: 'The created contract (with `assets` for an asset contract)',
    schema: createdContract,
  },
  errors: {
    403: 'Needs {module} › Contracts › create, or the module cannot add this kind',
    422: 'Invalid body or terms the finance library refuses',
  },
  handle: async (c, { kit, body }) => {
    const { policy } = moduleOf(c);
    const kind = addKindOf(body);
    if (!policy.contracts.add.includes(kind)) {
      throw actionNotAllowed(`This module cannot add a ${kind.replace('-', ' ')}`);
    }
    const missing = missingTerms(body);
    if (missing.length > 0) throw validationFailed(missing);
    const priced = price(body);
    const principal = requirePrincipal(c.get('principal'));

    const { contractId } = await kit.write(c, async (trx) => {
      const events: WriteEvent[] = [];
      let customerId = body.customerId;
      let taxRate = body.taxRate;
      if (body.customer) {
        const created = await insertCustomer(trx, body.customer as Record<string, unknown>);
        customerId = created.id;
        taxRate ??= created.taxRate;
        const resource = kit.definitionOf('Customer');
        events.push({ action: 'create', resource, entityId: created.id, after: created.after });
      } else {
        const customerRate = await customerTaxRate(trx, customerId!);
        if (customerRate === undefined)
          throw validationFailed([detail('/customerId', 'reference', 'Customer does not exist')]);
        taxRate ??= customerRate;
      }
      const id = await insertContractRow(trx, {
        ...contractRow(body, priced, taxRate),
        contract_number: await nextContractNumber(trx, body.contractType === 'MISC', todayUtc().slice(0, 4)),
        customer_id: customerId!,
        created_by: principal.userId,
      });
      events.unshift({
        action: 'create',
        resource: kit.definitionOf('Contract'),
        entityId: id,
        after: await findOne(trx, kit.model, id),
      });
      if (priced) await insertScheduleRows(trx, id, priced.schedule);
      for (const asset of body.assets ?? []) {
        const row = await insertAssetRow(trx, id, columns(assetOwnFields, asset as Record<string, unknown>));
        events.push({
          action: 'create',
          resource: kit.definitionOf('Asset'),
          entityId: row.id,
          after: apiShape(assetOwnFields, row),
        });
      }
      return { contractId: id, events };
    });
    const created = await findOne(kit.db, kit.model, contractId);
    if (!body.assets?.length) return c.json(created);
    const assets = await assetRowsOf(kit.db, contractId);
    return c.json({
      ...created,
      assets: assets.map((row) => ({ id: row.id, contractId, ...apiShape(assetOwnFields, row) })),
    });
  },
});

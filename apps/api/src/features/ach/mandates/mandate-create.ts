import { isValidRouting } from '@lendline/nacha';
import { ACH_ACCOUNT_TYPES, ACH_AUTH_METHODS, ACH_SEC_CODES } from '@lendline/portfolio';
import { achMandateRecord } from '@lendline/wire';
import { dayInRange } from '@lendline/validation';
import { sql } from 'kysely';
import * as v from 'valibot';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { validationFailed } from '../../../resources/body-schema.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import { oneOf, recordId, requiredText } from '../../../resources/field-schemas.ts';
import { findOne } from '../../../resources/find-one.ts';
import type { AccountCipher } from '../account-cipher.ts';
import { ACH_CREATE } from '../ach-access.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The body of `POST /ach-mandates`. The account number is digits only (4–17, Nacha's field is 17 wide);
 * the routing number's ABA check digit is verified so a typo is refused here rather than returned by the
 * bank days later.
 */
export const mandateBody = v.strictObject({
  contractId: recordId('Contract'),
  accountHolderName: v.pipe(
    requiredText('Account holder name', 120),
    v.regex(/^[ -~]+$/, 'Account holder name must be plain ASCII letters, digits and punctuation'),
  ),
  routingNumber: v.pipe(
    v.string('Routing number must be text'),
    v.regex(/^\d{9}$/, 'Routing number must be 9 digits'),
    v.check(isValidRouting, 'Routing number fails its check digit: check it against the cheque'),
  ),
  accountNumber: v.pipe(
    v.string('Account number must be text'),
    v.regex(/^\d{4,17}$/, 'Account number must be 4 to 17 digits'),
  ),
  accountType: oneOf(ACH_ACCOUNT_TYPES, 'Account type'),
  secCode: v.optional(oneOf(ACH_SEC_CODES, 'SEC code')),
  authorizedAt: dayInRange('Authorisation date'),
  authMethod: oneOf(ACH_AUTH_METHODS, 'Authorisation method'),
});

const detail = (path: string, code: string, message: string) => ({ path, code, message, info: {} });

/**
 * `POST /ach-mandates`: a contract's debit authorisation. The account number is stored encrypted with the
 * credit applications' PII key (AES-256-GCM) and only its last 4 are readable; the answer, the audit
 * record and every list show those 4. The SEC code defaults from the lessee: a sole proprietor signs as a
 * person (PPD), any other entity as a business (CCD). A new mandate needs a prenote before live debits.
 */
export const mandateCreateRoute = (cipher: AccountCipher) =>
  declareRoute({
    method: 'post',
    path: '/',
    summary: "Add a contract's ACH debit mandate",
    description:
      'Body: contractId, accountHolderName, routingNumber (9 digits, check digit verified), accountNumber ' +
      '(4–17 digits; stored encrypted, answered as its last 4), accountType, secCode? (default PPD for a ' +
      'sole proprietor, else CCD), authorizedAt (not in the future), authMethod. Prenote REQUIRED.',
    access: ACH_CREATE,
    verb: 'create',
    body: mandateBody,
    response: { status: 201, description: 'The mandate, account masked', schema: achMandateRecord },
    errors: {
      409: 'The contract already has a mandate in force: revoke it first',
      422: 'Invalid body: a bad routing check digit, an unknown contract, a future authorisation date',
    },
    handle: async (c, { kit, body }) => {
      if (body.authorizedAt > todayUtc())
        throw validationFailed([
          detail('/authorizedAt', 'future', 'The authorisation date may not be in the future'),
        ]);
      const principal = requirePrincipal(c.get('principal'));
      const { id } = await kit.write(c, async (trx) => {
        const contract = await sql<{ entity_type: string }>`select cu.entity_type from contract c
            join customer cu on cu.id = c.customer_id where c.id = ${body.contractId}`.execute(trx);
        const lessee = contract.rows[0];
        if (!lessee) throw validationFailed([detail('/contractId', 'reference', 'Contract does not exist')]);
        const inForce = await sql`select 1 from ach_mandate
            where contract_id = ${body.contractId} and revoked_at is null`.execute(trx);
        if (inForce.rows.length > 0)
          throw new HttpError(
            409,
            'ConflictError',
            'This contract already has a mandate in force. Revoke it first.',
            {
              code: 'MANDATE_IN_FORCE',
            },
          );
        const inserted = await trx
          .insertInto('ach_mandate')
          .values({
            contract_id: body.contractId,
            account_holder_name: body.accountHolderName,
            routing_number: body.routingNumber,
            account_number_cipher: cipher.encrypt(body.accountNumber),
            account_last4: body.accountNumber.slice(-4),
            account_type: body.accountType,
            sec_code: body.secCode ?? (lessee.entity_type === 'SOLE_PROPRIETOR' ? 'PPD' : 'CCD'),
            authorized_at: body.authorizedAt,
            auth_method: body.authMethod,
            prenote_status: 'REQUIRED',
            created_by: principal.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const after = await findOne(trx, kit.model, inserted.id);
        const resource = kit.definitionOf('AchMandate');
        return {
          id: inserted.id,
          events: [{ action: 'create' as const, resource, entityId: inserted.id, after }],
        };
      });
      return c.json(await findOne(kit.db, kit.model, id), 201);
    },
  });

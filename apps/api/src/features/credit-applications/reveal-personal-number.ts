import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { validateBody } from '../../resources/body-schema.ts';
import type { Database } from '../../db/schema.ts';
import type { PiiCipher } from './pii-cipher.ts';
import { OWNER_REVEALABLE_FIELDS, REVEALABLE_FIELDS, type RevealableField } from '@lendline/validation';

/** Writes one audit record (the caller's identity added by the app layer). */
export type AuditWriter = (
  c: Context<AppEnv>,
  entry: { action: string; entity: string; entityId: number; after: Record<string, unknown> },
) => Promise<void>;

export const RevealRequestSchema = v.strictObject({
  field: v.picklist(REVEALABLE_FIELDS, `Field must be one of: ${REVEALABLE_FIELDS.join(', ')}`),
  owner: v.optional(
    v.pipe(
      v.number('Owner must be a number'),
      v.integer('Owner must be a whole number'),
      v.minValue(0, 'Owner must be at least 0'),
      v.maxValue(3, 'Owner must be at most 3'),
    ),
  ),
});

const notStored = (what: string) =>
  new HttpError(404, 'Error', `This application has no ${what}.`, { code: 'ENTITY_NOT_FOUND' });

// As a person reads them: the FEIN and SSN with their dashes, the date of birth as stored (YYYY-MM-DD).
const FORMAT: Record<RevealableField, (plain: string) => string> = {
  fein: (plain) => `${plain.slice(0, 2)}-${plain.slice(2)}`,
  ssn: (plain) => `${plain.slice(0, 3)}-${plain.slice(3, 5)}-${plain.slice(5)}`,
  dateOfBirth: (plain) => plain,
  bankAccount: (plain) => plain,
  bankRouting: (plain) => plain,
};

/**
 * Decrypts one personal number for a caller with download rights, after the audit record naming the
 * field (never the value) is written: no reveal goes unrecorded.
 */
export async function revealPersonalNumber(
  c: Context<AppEnv>,
  deps: { db: Kysely<Database>; cipher: PiiCipher; audit: AuditWriter },
  id: number,
  body: unknown,
): Promise<string> {
  const request = validateBody(RevealRequestSchema, body) as v.InferOutput<typeof RevealRequestSchema>;
  const forOwner = OWNER_REVEALABLE_FIELDS.includes(request.field);
  if (forOwner !== (request.owner !== undefined)) {
    throw new HttpError(
      422,
      'UnprocessableEntityError',
      'The request body is invalid. See error object `details` property for more info.',
      {
        code: 'VALIDATION_FAILED',
        details: [
          {
            path: '/owner',
            code: forOwner ? 'required' : 'additionalProperties',
            message: forOwner
              ? 'Owner is required for ssn and dateOfBirth'
              : 'Owner applies only to ssn and dateOfBirth',
            info: {},
          },
        ],
      },
    );
  }
  const application = await deps.db
    .selectFrom('credit_application')
    .select(['fein_enc', 'bank_account_enc', 'bank_routing_enc'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!application) {
    throw new HttpError(404, 'Error', `Entity not found: CreditApplication with id ${id}`, {
      code: 'ENTITY_NOT_FOUND',
    });
  }
  let stored: string | null;
  if (forOwner) {
    const owner = await deps.db
      .selectFrom('credit_application_owner')
      .select(['ssn_enc', 'dob_enc'])
      .where('application_id', '=', id)
      .where('position', '=', request.owner!)
      .executeTakeFirst();
    if (!owner) throw notStored(`owner ${request.owner}`);
    stored = request.field === 'ssn' ? owner.ssn_enc : owner.dob_enc;
  } else {
    stored =
      request.field === 'fein'
        ? application.fein_enc
        : request.field === 'bankAccount'
          ? application.bank_account_enc
          : application.bank_routing_enc;
    if (stored === null) throw notStored(request.field === 'bankAccount' ? 'bank account' : 'routing number');
  }
  let plain: string;
  try {
    plain = deps.cipher.decrypt(stored);
  } catch {
    // Not the caller's fault and nothing to show them (a 500); the log tells operations where to look.
    throw new Error(
      `Credit application ${id}: ${request.field} does not decrypt with the configured PII key`,
    );
  }
  const value = FORMAT[request.field](plain);
  await deps.audit(c, {
    action: 'credit-application.reveal',
    entity: 'CreditApplication',
    entityId: id,
    after: { field: request.field, ...(forOwner ? { owner: request.owner } : {}) },
  });
  return value;
}

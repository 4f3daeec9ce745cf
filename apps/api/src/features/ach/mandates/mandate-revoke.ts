import { achMandateRecord, achReasonBody } from '@lendline/wire';
import { HttpError } from '../../../lib/http-error.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import { findOne, pathId } from '../../../resources/find-one.ts';
import { ACH_CREATE } from '../ach-access.ts';

/**
 * `POST /ach-mandates/{id}/revoke` {reason}: the lessee withdrew the authorisation. No debit is built on
 * it from now on (entries already in a batch stay for the operator to hold or remove); the mandate stays
 * for the record, and the contract may get a new one.
 */
export const mandateRevokeRoute = declareRoute({
  method: 'post',
  path: '/:id{[0-9]+}/revoke',
  summary: 'Revoke a mandate',
  access: ACH_CREATE,
  body: achReasonBody,
  response: { status: 200, description: 'The revoked mandate', schema: achMandateRecord },
  errors: { 404: 'No such mandate', 409: 'Already revoked' },
  handle: async (c, { kit, body }) => {
    const id = pathId(c);
    await kit.write(c, async (trx) => {
      const before = await findOne(trx, kit.model, id);
      const revoked = await trx
        .updateTable('ach_mandate')
        .set({
          revoked_at: new Date().toISOString().slice(0, 10),
          revoked_reason: body.reason,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!revoked)
        throw new HttpError(409, 'ConflictError', 'This mandate is already revoked.', {
          code: 'ALREADY_REVOKED',
        });
      const after = await findOne(trx, kit.model, id);
      return {
        events: [
          {
            action: 'update' as const,
            resource: kit.definitionOf('AchMandate'),
            entityId: id,
            before,
            after,
          },
        ],
      };
    });
    return c.json(await findOne(kit.db, kit.model, id));
  },
});

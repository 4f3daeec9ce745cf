import {
  creditApplicationEvent,
  creditApplicationEvents,
  creditApplicationNote,
  creditApplicationRecord,
  revealedNumber,
} from '@lendline/wire';
import { parsePathId } from '../../lib/path-id.ts';
import { declareRoute, type DeclaredRoute } from '../../resources/declare-route.ts';
import { loadApplicationDetail } from './credit-application-detail.ts';
import { applicationEvent, applicationEvents, insertNote, mustExist } from './credit-application.repo.ts';
import { APPLICATIONS_DOWNLOAD, APPLICATIONS_EDIT, APPLICATIONS_VIEW } from './inquiries-rights.ts';
import type { PiiCipher } from './pii-cipher.ts';
import { revealPersonalNumber, RevealRequestSchema, type AuditWriter } from './reveal-personal-number.ts';

export interface CreditApplicationServices {
  cipher: PiiCipher;
  audit: AuditWriter;
}

const notFound = { 404: 'No such application' };

/**
 * The routes beside the generic list: the masked detail (it replaces the generic `/{id}`, which knows
 * only the list's columns), the history with notes, and the audited reveal of one personal number.
 */
export function creditApplicationRoutes(services: CreditApplicationServices): DeclaredRoute<any>[] {
  // Digits only: `/count` and `/export.csv` belong to the list's routes.
  const detail = declareRoute({
    method: 'get',
    path: '/:id{[0-9]+}',
    summary: 'One credit application with its owners, personal numbers masked',
    access: APPLICATIONS_VIEW,
    response: { status: 200, description: 'The application', schema: creditApplicationRecord },
    errors: notFound,
    handle: async (c, { kit }) =>
      c.json(await loadApplicationDetail(kit.db, parsePathId(c.req.param('id')!))),
  });

  const events = declareRoute({
    method: 'get',
    path: '/:id/events',
    summary: 'Status changes and notes, newest first',
    access: APPLICATIONS_VIEW,
    response: { status: 200, description: 'Events with the author’s name', schema: creditApplicationEvents },
    errors: notFound,
    handle: async (c, { kit }) => {
      const id = parsePathId(c.req.param('id')!);
      await mustExist(kit.db, id);
      return c.json(await applicationEvents(kit.db, id));
    },
  });

  const addNote = declareRoute({
    method: 'post',
    path: '/:id/events',
    summary: 'Add a note',
    access: APPLICATIONS_EDIT,
    verb: 'create',
    body: creditApplicationNote,
    response: { status: 200, description: 'The note as stored', schema: creditApplicationEvent },
    errors: notFound,
    handle: async (c, { kit, body: { note } }) => {
      const id = parsePathId(c.req.param('id')!);
      await mustExist(kit.db, id);
      const { eventId } = await kit.write(c, async (trx) => {
        const created = await insertNote(trx, {
          applicationId: id,
          actorId: c.get('principal')?.userId ?? null,
          text: note,
        });
        const after = { applicationId: id, kind: 'note', note };
        const resource = kit.definitionOf('CreditApplicationEvent');
        return {
          eventId: created,
          events: [{ action: 'create' as const, resource, entityId: created, after }],
        };
      });
      return c.json(await applicationEvent(kit.db, id, eventId));
    },
  });

  const reveal = declareRoute({
    method: 'post',
    path: '/:id/reveal',
    summary: 'Reveal one personal number; the audit log records the field, not the value',
    access: APPLICATIONS_DOWNLOAD,
    // Reading a number, not changing the application: the policy sees a read, as it did before.
    verb: 'read',
    body: RevealRequestSchema,
    response: { status: 200, description: '`{ value }`, not to be cached', schema: revealedNumber },
    errors: { 404: 'No such application or value' },
    handle: async (c, { kit, body }) => {
      const id = parsePathId(c.req.param('id')!);
      const value = await revealPersonalNumber(c, { ...services, db: kit.db }, id, body);
      return c.json({ value }, 200, { 'Cache-Control': 'no-store' });
    },
  });

  return [detail, events, addNote, reveal];
}

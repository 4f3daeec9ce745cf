import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound } from '../../lib/http-error.ts';
import { parsePathId } from '../../lib/path-id.ts';
import type { ApiOperation } from '../../lib/openapi-operation.ts';
import { readJsonBody } from '../../lib/request-body.ts';
import { validateBody } from '../../resources/body-schema.ts';
import type { ResourceRouteKit } from '../../resources/define-resource.ts';
import { loadApplicationDetail } from './credit-application-detail.ts';
import { APPLICATIONS_DOWNLOAD, APPLICATIONS_EDIT, APPLICATIONS_VIEW } from './inquiries-rights.ts';
import type { PiiCipher } from './pii-cipher.ts';
import { revealPersonalNumber, RevealRequestSchema, type AuditWriter } from './reveal-personal-number.ts';

export interface CreditApplicationServices {
  cipher: PiiCipher;
  audit: AuditWriter;
}

const NoteSchema = v.strictObject({
  note: v.pipe(
    v.string('Note must be text'),
    v.trim(),
    v.minLength(1, 'Note is required'),
    v.maxLength(2000, 'Note must be at most 2000 characters'),
  ),
});

/**
 * The routes beside the generic list: the masked detail (it replaces the generic `/{id}`, which knows
 * only the list's columns), the history with notes, and the audited reveal of one personal number.
 */
export function creditApplicationRoutes(services: CreditApplicationServices) {
  return (kit: ResourceRouteKit): Hono<AppEnv> => {
    const routes = new Hono<AppEnv>();
    const mustExist = async (id: number) => {
      const found = await kit.db
        .selectFrom('credit_application')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw entityNotFound('CreditApplication', id);
    };
    const eventsOf = (id: number) =>
      kit.db
        .selectFrom('credit_application_event as e')
        .leftJoin('app_user as u', 'u.id', 'e.actor_id')
        .select([
          'e.id',
          'e.application_id as applicationId',
          'e.at',
          'e.actor_id as actorId',
          'u.first_name',
          'u.last_name',
          'e.kind',
          'e.from_status as fromStatus',
          'e.to_status as toStatus',
          'e.note',
        ])
        .where('e.application_id', '=', id)
        .orderBy('e.at', 'desc')
        .orderBy('e.id', 'desc');
    const eventJson = ({ first_name, last_name, at, ...event }: Record<string, any>) => ({
      ...event,
      at: new Date(at).toISOString(),
      actorName: first_name === null || first_name === undefined ? null : `${first_name} ${last_name}`,
    });

    routes.get('/:id/events', async (c) => {
      const id = parsePathId(c.req.param('id'));
      await kit.authorize(c, APPLICATIONS_VIEW);
      await mustExist(id);
      return c.json((await eventsOf(id).execute()).map(eventJson));
    });

    routes.post('/:id/events', async (c) => {
      const id = parsePathId(c.req.param('id'));
      await kit.authorize(c, APPLICATIONS_EDIT, 'create');
      const { note } = validateBody(NoteSchema, await readJsonBody(c)) as { note: string };
      await mustExist(id);
      const { eventId } = await kit.write(c, async (trx) => {
        const row = await trx
          .insertInto('credit_application_event')
          .values({ application_id: id, actor_id: c.get('principal')?.userId ?? null, kind: 'note', note })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          eventId: row.id,
          events: [
            {
              action: 'create' as const,
              resource: kit.definitionOf('CreditApplicationEvent'),
              entityId: row.id,
              after: { applicationId: id, kind: 'note', note },
            },
          ],
        };
      });
      const created = await eventsOf(id).where('e.id', '=', eventId).executeTakeFirstOrThrow();
      return c.json(eventJson(created));
    });

    routes.post('/:id/reveal', async (c) => {
      const id = parsePathId(c.req.param('id'));
      await kit.authorize(c, APPLICATIONS_DOWNLOAD);
      const value = await revealPersonalNumber(c, { ...services, db: kit.db }, id, await readJsonBody(c));
      return c.json({ value }, 200, { 'Cache-Control': 'no-store' });
    });

    // Digits only: `/count` and `/export.csv` belong to the list's routes.
    routes.get('/:id{[0-9]+}', async (c) => {
      const id = parsePathId(c.req.param('id'));
      await kit.authorize(c, APPLICATIONS_VIEW);
      return c.json(await loadApplicationDetail(kit.db, id));
    });

    return routes;
  };
}

const tag = 'CreditApplication';
export const creditApplicationOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/credit-applications/{id}',
    tag,
    summary: 'One credit application with its owners, personal numbers masked (Inquiries › view)',
    auth: true,
    responses: { 200: 'The application', 404: 'No such application' },
  },
  {
    method: 'get',
    path: '/credit-applications/{id}/events',
    tag,
    summary: 'Status changes and notes, newest first (Inquiries › view)',
    auth: true,
    responses: { 200: 'Events with the author’s name', 404: 'No such application' },
  },
  {
    method: 'post',
    path: '/credit-applications/{id}/events',
    tag,
    summary: 'Add a note (Inquiries › create)',
    auth: true,
    body: { schema: NoteSchema },
    responses: { 200: 'The note as stored', 422: 'Empty or too long' },
  },
  {
    method: 'post',
    path: '/credit-applications/{id}/reveal',
    tag,
    summary:
      'Reveal one personal number (Inquiries › download); the audit log records the field, not the value',
    auth: true,
    body: { schema: RevealRequestSchema },
    responses: { 200: '`{ value }`', 403: 'Needs Inquiries › download', 404: 'No such application or value' },
  },
];

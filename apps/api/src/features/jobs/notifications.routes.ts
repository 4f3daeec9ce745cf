import { countResult, notificationRecord } from '@lendline/wire';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound } from '../../lib/http-error.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Database } from '../../db/schema.ts';
import type { LiveEvents } from '../../jobs/live-events.ts';
import { ownedBy, ownRowsRoutes } from '../../jobs/own-rows.ts';
import { declareAppRoute, mountDeclaredRoutes, type AppRoute } from '../../resources/declare-route.ts';
import { FILTER, OWN } from './job-runs.routes.ts';
import { markAllRead, markRead } from './jobs.repo.ts';
import { notificationModel } from './notifications.model.ts';

const ROWS = 'ownRowsRoutes (jobs/own-rows.ts): the filter engine over the caller’s notifications';

/** `GET /notifications`, `/count`, `/{id}`: answered by the own-rows routes, declared for the document. */
const notificationReads: AppRoute[] = [
  declareAppRoute({
    method: 'get',
    path: '/notifications',
    tag: 'Notifications',
    summary: 'My notifications, newest first',
    description: `${OWN} ${FILTER}`,
    access: 'signed-in',
    response: { status: 200, description: 'Notifications', schema: v.array(notificationRecord) },
    errors: { 400: 'Invalid filter' },
    handledBy: ROWS,
  }),
  declareAppRoute({
    method: 'get',
    path: '/notifications/count',
    tag: 'Notifications',
    summary: 'Count my notifications (`?where={"readAt":null}` for unread)',
    access: 'signed-in',
    response: { status: 200, description: '`{ count }`', schema: countResult },
    handledBy: ROWS,
  }),
  declareAppRoute({
    method: 'get',
    path: '/notifications/:id',
    tag: 'Notifications',
    summary: 'One of my notifications',
    access: 'signed-in',
    response: { status: 200, description: 'The notification', schema: notificationRecord },
    errors: { 404: 'Not one of mine' },
    handledBy: ROWS,
  }),
];

/**
 * `/notifications` (jobs CONTRACT.md): the caller's own, newest first, and marking them read. Nothing here
 * reaches another user's notifications: every statement names the caller.
 */
export function notificationRoutes(deps: { db: Kysely<Database>; events: LiveEvents; maxLimit: number }): {
  routes: Hono<AppEnv>;
  declared: AppRoute[];
} {
  const readAll = declareAppRoute({
    method: 'post',
    path: '/notifications/read-all',
    tag: 'Notifications',
    summary: 'Mark all mine read',
    access: 'signed-in',
    response: { status: 204, description: 'Read' },
    handle: async (c) => {
      const { userId } = requirePrincipal(c.get('principal'));
      await markAllRead(deps.db, userId);
      await deps.events.changed(userId);
      return c.body(null, 204);
    },
  });
  const readOne = declareAppRoute({
    method: 'post',
    path: '/notifications/:id/read',
    tag: 'Notifications',
    summary: 'Mark one read',
    access: 'signed-in',
    response: { status: 204, description: 'Read' },
    errors: { 404: 'Not one of mine' },
    handle: async (c) => {
      const { userId } = requirePrincipal(c.get('principal'));
      const id = parsePathId(c.req.param('id')!);
      if (!(await markRead(deps.db, id, userId))) throw entityNotFound('Notification', id);
      await deps.events.changed(userId);
      return c.body(null, 204);
    },
  });
  const declared = [...notificationReads, readAll, readOne];
  const routes = new Hono<AppEnv>();
  mountDeclaredRoutes(routes, declared);
  routes.route(
    '/notifications',
    ownRowsRoutes({
      db: deps.db,
      model: notificationModel,
      rowsOf: ownedBy('notification', 'user_id'),
      maxLimit: deps.maxLimit,
      defaultOrder: 'id DESC',
    }),
  );
  return { routes, declared };
}

import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound } from '../../lib/http-error.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Database } from '../../db/schema.ts';
import type { LiveEvents } from '../../jobs/live-events.ts';
import { ownedBy, ownRowsRoutes } from '../../jobs/own-rows.ts';
import { notificationModel } from './notifications.model.ts';

/**
 * `/notifications` (jobs CONTRACT.md): the caller's own, newest first, and marking them read. Nothing here
 * reaches another user's notifications: every statement names the caller.
 */
export function notificationRoutes(deps: { db: Kysely<Database>; events: LiveEvents; maxLimit: number }) {
  const routes = new Hono<AppEnv>();
  routes.post('/notifications/read-all', async (c) => {
    const { userId } = requirePrincipal(c.get('principal'));
    await deps.db
      .updateTable('notification')
      .set({ read_at: new Date() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
    await deps.events.changed(userId);
    return c.body(null, 204);
  });
  routes.post('/notifications/:id/read', async (c) => {
    const { userId } = requirePrincipal(c.get('principal'));
    const id = parsePathId(c.req.param('id'));
    const row = await deps.db
      .updateTable('notification')
      .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw entityNotFound('Notification', id);
    await deps.events.changed(userId);
    return c.body(null, 204);
  });
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
  return routes;
}

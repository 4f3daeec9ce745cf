import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { sql, type Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Database } from '../../db/schema.ts';
import { findRows } from '../../filter-sql/index.ts';
import { parseFilter, type QueryModel } from '@lendline/filter';
import { jobRunModel, jobRunsOf } from '../../jobs/job-runs.model.ts';
import type { LiveEvents } from '../../jobs/live-events.ts';
import { declareAppRoute } from '../../resources/declare-route.ts';
import { notificationModel } from './notifications.model.ts';

export interface EventStreamOptions {
  db: Kysely<Database>;
  events: LiveEvents;
  cancellableTypes: () => readonly string[];
  /** Comment lines that keep proxies from closing a quiet stream. */
  keepAliveMs?: number;
  /** While a run of the caller's is active the stream also looks without a signal this often. */
  activePollMs?: number;
  /** How often the stream checks that its session still stands (logout, password change). */
  sessionCheckMs?: number;
}

/**
 * `GET /events` declared for the document and its access; the stream keeps its own handler below, because
 * a declared route answers once and this one writes for as long as the tab is open (and the answer is no
 * single schema: each event's data is one of @lendline/wire's `liveEventData`).
 */
export const eventStreamRoute = declareAppRoute({
  method: 'get',
  path: '/events',
  tag: 'Jobs',
  summary: 'Server-sent events: my job progress, notifications and unread count',
  description:
    '`text/event-stream`: `job` (a run), `notification`, `unread` (`{ count }`), keep-alive comments every 15 s. ' +
    'Reconnect with `Last-Event-ID` to replay the notifications after it.',
  access: 'signed-in',
  response: { status: 200, description: 'The stream', mediaType: 'text/event-stream' },
  handledBy: 'eventStreamRoutes below',
});

/** A run's state that the screen shows: a change in any of it is an event. */
const signature = (run: Record<string, unknown>) =>
  `${run['status']}|${run['progressDone']}|${run['progressTotal']}|${run['phase']}|${run['cancellable']}`;

/** Runs that ended this recently are sent on connect, so a reconnecting screen learns how they ended. */
const RECENT_MS = 10 * 60_000;
/** A commit seen late by one server is still read: each look reaches back this far. */
const LOOK_BACK_MS = 5000;

/**
 * `GET /events` (CONTRACT.md "Live events"): the caller's job progress, notifications and unread count as
 * server-sent events. It reads from the database only what the caller may see, woken by `LiveEvents`
 * signals (from this server or, on PostgreSQL, any), and on its own every `activePollMs` while a run is
 * active in case a signal was lost. Event ids are the newest notification id sent, so a reconnect with
 * `Last-Event-ID` replays the notifications after it; the runs are sent as they are now.
 */
export function eventStreamRoutes(options: EventStreamOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const activePollMs = options.activePollMs ?? 1000;
  const sessionCheckMs = options.sessionCheckMs ?? 30_000;
  const runsOf = jobRunsOf(options.cancellableTypes);
  const { db } = options;

  routes.get('/events', (c) => {
    const principal = requirePrincipal(c.get('principal'));
    const userId = principal.userId;
    const lastEventId = Number.parseInt(c.req.header('last-event-id') ?? '', 10);
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | undefined;
      let signalled = true;
      const unsubscribe = options.events.subscribe(userId, () => {
        signalled = true;
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      const sent = new Map<number, string>();
      let since = new Date(Date.now() - RECENT_MS);
      let notificationCursor = Number.isSafeInteger(lastEventId)
        ? lastEventId
        : Number(
            (
              await db
                .selectFrom('notification')
                .select(sql<number>`coalesce(max(id), 0)`.as('id'))
                .where('user_id', '=', userId)
                .executeTakeFirst()
            )?.id ?? 0,
          );
      let unreadSent = -1;
      let sessionCheckedAt = Date.now();
      let lastWrite = Date.now();

      const read = async (model: QueryModel, source: ReturnType<typeof sql>, filter: object) =>
        findRows(db, { ...model, source } as QueryModel, parseFilter(filter, model, { maxLimit: 100 }));

      try {
        await loop();
      } catch (error) {
        // The client went away or the server is closing while a look was under way: the stream ends;
        // the browser reconnects with its last event id and misses nothing.
        if (!stream.aborted && !options.events.closed) throw error;
      } finally {
        unsubscribe();
      }

      async function loop(): Promise<void> {
        while (!stream.aborted && !options.events.closed) {
          if (Date.now() - sessionCheckedAt >= sessionCheckMs) {
            sessionCheckedAt = Date.now();
            const session = await db
              .selectFrom('app_session')
              .select('id')
              .where('id', '=', principal.sessionId)
              .where('revoked_at', 'is', null)
              .where('expires_at', '>', new Date())
              .executeTakeFirst();
            if (!session) {
              await stream.writeSSE({ event: 'end', data: JSON.stringify({ reason: 'Session ended' }) });
              break;
            }
          }
          let active = false;
          if (signalled) {
            signalled = false;
            // Notifications are read before the runs and sent after them: a run's end commits with its
            // notification, so a notification read here has its run's end visible to the later read, and
            // the screen never hears "ready" while the run still shows running.
            const fresh = await read(
              notificationModel,
              sql`select * from notification where user_id = ${userId} and id > ${notificationCursor}`,
              { order: 'id ASC', limit: 100 },
            );
            const lookFrom = new Date(since.getTime() - LOOK_BACK_MS);
            since = new Date();
            const runs = await read(jobRunModel, runsOf(principal), {
              where: {
                or: [
                  { status: { inq: ['queued', 'running'] } },
                  { finishedAt: { gt: lookFrom.toISOString() } },
                ],
              },
              // The newest hundred: a user with more recent runs than that still sees the ones moving now.
              order: 'id DESC',
              limit: 100,
            });
            for (const run of runs.reverse()) {
              const id = Number(run['id']);
              const status = String(run['status']);
              if (status === 'queued' || status === 'running') active = true;
              if (sent.get(id) === signature(run)) continue;
              sent.set(id, signature(run));
              await stream.writeSSE({
                event: 'job',
                id: String(notificationCursor),
                data: JSON.stringify(run),
              });
              lastWrite = Date.now();
            }
            for (const notification of fresh) {
              notificationCursor = Math.max(notificationCursor, Number(notification['id']));
              await stream.writeSSE({
                event: 'notification',
                id: String(notificationCursor),
                data: JSON.stringify(notification),
              });
              lastWrite = Date.now();
            }
            const unread = await db
              .selectFrom('notification')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('user_id', '=', userId)
              .where('read_at', 'is', null)
              .executeTakeFirst();
            const count = Number(unread?.count ?? 0);
            if (count !== unreadSent) {
              unreadSent = count;
              await stream.writeSSE({
                event: 'unread',
                id: String(notificationCursor),
                data: JSON.stringify({ count }),
              });
              lastWrite = Date.now();
            }
          }
          if (Date.now() - lastWrite >= keepAliveMs) {
            await stream.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
          const waitMs = active ? activePollMs : Math.min(keepAliveMs, sessionCheckMs);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              if (active) signalled = true;
              resolve();
            }, waitMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          // Many signals in a burst (a job's every progress write): one look covers them.
          if (signalled && !stream.aborted && !options.events.closed)
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
  });
  return routes;
}

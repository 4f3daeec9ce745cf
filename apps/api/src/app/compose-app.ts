import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Context } from 'hono';
import { appendAuditEvent } from '../features/audit/audit-log.ts';
import { createAccessPolicy } from '../features/auth/access-policy.ts';
import { currentRightsOf } from '../features/auth/user-authority.ts';
import type { AccountEvent, AuthDeps } from '../features/auth/auth-deps.ts';
import { LoginThrottle } from '../features/auth/login-throttle.ts';
import { OneTimeCodes } from '../features/auth/one-time-codes.ts';
import { resolveSigningSecret } from '../features/auth/signing-secret.ts';
import { billAchReturnFees } from './ach-return-fee-invoices.ts';
import { PiiCipher } from '../features/credit-applications/pii-cipher.ts';
import { createMailer, type Mailer } from '../features/mail/mailer.ts';
import { demoSalesforceSource } from '../features/salesforce/demo-salesforce-org.ts';
import { salesforceRestSource } from '../features/salesforce/salesforce-rest-client.ts';
import type { SalesforceSource } from '../features/salesforce/salesforce-source.ts';
import { createSalesforceSync, type SalesforceSync } from '../features/salesforce/salesforce-sync.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { ResourceHooks } from '../resources/resource-hooks.ts';
import { ResultCache } from '../resources/result-cache.ts';
import { PrincipalCache } from '../features/auth/principal-cache.ts';
import type { WrittenTables } from '../db/write-tracker.ts';
import {
  CHANGE_CHANNEL,
  ensureChangeNotifications,
  listenForChanges,
  type ChangeListener,
} from '../db/change-notifications.ts';
import { databaseFileStore, type FileStore } from '../jobs/file-store.ts';
import { startJobEngine } from '../jobs/job-engine.ts';
import type { JobRunner } from '../jobs/job-types.ts';
import { LIVE_SIGNAL_PREFIX, LiveEvents } from '../jobs/live-events.ts';
import { sql } from 'kysely';
import { accountNotifications } from './account-notifications.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { backgroundTasks, type BackgroundTasks } from './background-tasks.ts';
import { createApp } from './create-app.ts';
import { creditApplicationNotifications } from './credit-application-notifications.ts';
import type { Logger } from '../lib/logger.ts';
import { createResources } from './resources.ts';
import { gpJournal, gpService } from '../features/accounting/index.ts';
import type { GpAdapter } from '../lib/gp-document.ts';
import { issueApiKey } from '../features/widget-api/api-key-secret.ts';
import {
  bankTransportFor,
  type BankTransport,
  type BankTransportEnv,
} from '../features/ach/bank-transport/index.ts';
import { achSettingsOf, type AchEnv } from '../features/ach/ach-settings.ts';

export interface ComposeOptions {
  env: Pick<
    Env,
    | 'RESULT_CACHE'
    | 'PRODUCT_NAME'
    | 'API_MAX_LIMIT'
    | 'EXPORT_INLINE_ROWS'
    | 'TRUST_PROXY'
    | 'PUBLIC_URL'
    | 'AUTH_SECRET'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'SALESFORCE_URL'
    | 'SALESFORCE_CLIENT_ID'
    | 'SALESFORCE_CLIENT_SECRET'
    | 'SALESFORCE_API_VERSION'
    | 'CREDIT_APPLICATIONS_INBOX'
    | 'GP_URL'
    | 'GP_USER'
    | 'GP_PASSWORD'
    | 'GP_COMPANY'
  > &
    AchEnv &
    BankTransportEnv;
  /**
   * The key applicants' personal numbers are encrypted with (the server's loadPiiKey). Without one, a
   * key for this process only: what it encrypts cannot be read after the process ends (tests).
   */
  piiKey?: Buffer;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  /** Tests of the resource factory alone replace the permission policy. */
  hooks?: (logger: Logger) => ResourceHooks;
  staticDirs?: { staffDist?: string; widgetsRoot?: string };
  /** Tests read a smaller demo org, or wait less for a sync before answering 202. */
  salesforce?: { source?: SalesforceSource; waitMs?: number };
  /** Tests send ACH files to their own transport (an SFTP stand-in); otherwise `ACH_SFTP_*` decides. */
  bankTransport?: BankTransport;
  /** Tests take a dead server's runs for dead sooner. */
  jobs?: { heartbeatMs?: number; staleAfterMs?: number; pollSeconds?: number };
}

export interface ComposedApp {
  app: Hono<AppEnv>;
  mailer: Mailer;
  background: BackgroundTasks;
  cache: ResultCache;
  salesforceSync: SalesforceSync;
  jobs: JobRunner;
  files: FileStore;
  events: LiveEvents;
  /** Waits for background work and closes the change feed; the caller closes the database. */
  stop(): Promise<void>;
}

/** Who acted, for the audit log: the session's user, and the real person behind an impersonation. */
function actorsOf(c: Context<AppEnv>, fallbackActorId?: number | null) {
  const principal = c.get('principal');
  return {
    actorId: principal?.userId ?? fallbackActorId ?? null,
    realActorId: principal?.actor?.userId ?? null,
    requestId: c.get('requestId') ?? null,
    clientAddress: c.get('clientAddress') ?? null,
  };
}

/** The configured org, or the built-in demo org so the sync is still something to try (see README). */
function salesforceSourceFor(env: ComposeOptions['env']): SalesforceSource {
  if (env.SALESFORCE_URL && env.SALESFORCE_CLIENT_ID && env.SALESFORCE_CLIENT_SECRET) {
    return salesforceRestSource({
      url: env.SALESFORCE_URL,
      clientId: env.SALESFORCE_CLIENT_ID,
      clientSecret: env.SALESFORCE_CLIENT_SECRET,
      apiVersion: env.SALESFORCE_API_VERSION,
    });
  }
  return demoSalesforceSource();
}

/** Dynamics GP when configured, or the embedded GP journal, so billing and posting work offline. */
function gpAdapterFor(env: ComposeOptions['env'], db: DatabaseHandle['db']): GpAdapter {
  if (env.GP_URL && env.GP_USER && env.GP_PASSWORD && env.GP_COMPANY)
    return gpService({
      url: env.GP_URL,
      user: env.GP_USER,
      password: env.GP_PASSWORD,
      company: env.GP_COMPANY,
    });
  return gpJournal(db);
}

/**
 * Wires the features together: accounts, mail, the audit log, the permission policy and the result
 * cache, around the database the caller opened. The server and the API tests both build the app here.
 */
export async function composeApp(options: ComposeOptions): Promise<ComposedApp> {
  const { env, database, logger } = options;
  const db = database.db;
  const secret = await resolveSigningSecret(db, env.AUTH_SECRET);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, logger });
  const background = backgroundTasks(logger);
  const cache = new ResultCache({ maxEntries: 2000, maxChars: 64 * 1024 * 1024 });
  const principals = new PrincipalCache();
  const caches = {
    invalidate: (tables: WrittenTables, columns?: readonly string[]) => {
      cache.invalidate(tables);
      principals.written(tables, columns);
    },
    suspend: () => {
      cache.suspend();
      principals.suspend();
    },
    resume: () => {
      if (env.RESULT_CACHE) cache.resume();
      principals.resume();
    },
  };
  if (!env.RESULT_CACHE) cache.suspend();
  database.writes.subscribe(caches.invalidate);
  // The embedded store has one owner, this process, which sees every write. On PostgreSQL other servers
  // write too: their commits arrive through the change feed, and without the feed nothing is cached,
  // not even who is asking (a logout on another server must hold on the next request here).
  // A user's jobs and notifications changed: their open event streams look again. On PostgreSQL the
  // signal also goes through the change channel to the streams other servers hold.
  const events = new LiveEvents(
    database.kind === 'postgres'
      ? async (userId) => {
          await sql`select pg_notify(${CHANGE_CHANNEL}, ${`${LIVE_SIGNAL_PREFIX}${userId}`})`.execute(db);
        }
      : undefined,
  );
  let changeFeed: ChangeListener | undefined;
  if (database.kind === 'postgres' && database.databaseUrl) {
    await ensureChangeNotifications(db);
    caches.suspend();
    changeFeed = listenForChanges(
      database.databaseUrl,
      (payload) => {
        if (payload.startsWith(LIVE_SIGNAL_PREFIX))
          events.deliver(Number(payload.slice(LIVE_SIGNAL_PREFIX.length)));
        else caches.invalidate([payload]);
      },
      (listening, error) => {
        if (listening) caches.resume();
        else {
          caches.suspend();
          logger.warn('change feed interrupted; answering from the database until it is back', {
            error: error?.message,
          });
        }
      },
    );
  }

  const auth: AuthDeps = {
    db,
    secret,
    publicUrl: env.PUBLIC_URL,
    codes: new OneTimeCodes(db, secret),
    throttle: new LoginThrottle(db),
    notify: accountNotifications(mailer, env.PRODUCT_NAME, env.PUBLIC_URL),
    audit: (c, event: AccountEvent, target = db) =>
      appendAuditEvent(target, { ...event, ...actorsOf(c, event.actorId) }),
    later: background.later,
  };
  const policy = createAccessPolicy(auth);
  const hooks: ResourceHooks = options.hooks?.(logger) ?? {
    authorize: policy.authorize,
    onWrite: async (c, trx, event) => {
      await policy.onWrite(c, trx, event);
      await appendAuditEvent(trx, {
        action: event.action,
        entity: event.resource.name,
        entityId: event.entityId,
        // A write made under /modules/{module}/ records the module with the row it changed.
        before: event.before && { ...event.before, ...event.params },
        after: event.after && { ...event.after, ...event.params },
        ...actorsOf(c),
      });
    },
    ...(policy.afterCommit ? { afterCommit: policy.afterCommit } : {}),
  };

  const files = databaseFileStore(db);
  const jobs = await startJobEngine({
    database,
    logger,
    files,
    events,
    rightsOf: (userId) => currentRightsOf(db, userId),
    ...options.jobs,
  });
  const salesforceSync = createSalesforceSync({
    db,
    logger,
    source: options.salesforce?.source ?? salesforceSourceFor(env),
    jobs,
  });

  const cipher = new PiiCipher(options.piiKey ?? randomBytes(32));
  const resources = createResources({
    invoices: { companyName: env.PRODUCT_NAME, mail: { send: (message) => mailer.send(message) } },
    creditApplications: {
      cipher,
      audit: (c, entry) => appendAuditEvent(db, { ...entry, ...actorsOf(c) }),
    },
    apiKeys: { audit: auth.audit, issueKey: issueApiKey },
    gp: gpAdapterFor(env, db),
    ach: {
      cipher,
      settings: achSettingsOf(env),
      audit: appendAuditEvent,
      returnFees: billAchReturnFees,
      approval: {
        db,
        jobs,
        files,
        events,
        audit: appendAuditEvent,
        mail: (message) => mailer.send(message),
        publicUrl: env.PUBLIC_URL,
        productName: env.PRODUCT_NAME,
        transport: options.bankTransport ?? bankTransportFor(env, { db, files }),
      },
    },
  });
  const app = createApp({
    env,
    db,
    databaseKind: database.kind,
    pingDatabase: database.ping,
    resources,
    auth,
    hooks,
    logger,
    salesforce: { sync: salesforceSync, audit: auth.audit, waitMs: options.salesforce?.waitMs },
    creditApplications: {
      cipher,
      notify: creditApplicationNotifications({
        db,
        mailer,
        logger,
        productName: env.PRODUCT_NAME,
        publicUrl: env.PUBLIC_URL,
        inbox: env.CREDIT_APPLICATIONS_INBOX,
        later: background.later,
      }),
    },
    version: options.version,
    cache,
    principals,
    jobs: { runner: jobs, events, files },
    ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
  });
  return {
    app,
    mailer,
    background,
    cache,
    salesforceSync,
    jobs,
    files,
    events,
    stop: async () => {
      events.close();
      await jobs.stop();
      await background.settle();
      await changeFeed?.stop();
    },
  };
}

import type { RecipientAnswer } from '@lendline/wire';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Logger } from '../../lib/logger.ts';
import { readJsonBody } from '../../lib/request-body.ts';
import type { Database } from '../../db/schema.ts';
import type { PiiCipher } from './pii-cipher.ts';
import { findRecipient } from './recipient.ts';
import { storeApplication, findByDraft } from './store-application.ts';
import { assertHumanSubmission } from './submission-checks.ts';
import { validateSubmission } from './validate-submission.ts';

/** What this feature needs of the vendor key the widget gate let through. */
interface GateKey {
  id: number;
  vendorId: number;
}

interface PublicEnv {
  Variables: AppEnv['Variables'] & { widgetKey: GateKey; corsOrigin: string | undefined };
}

/** A new application, for the recipient's notice (no personal numbers). */
export interface ReceivedApplication {
  id: number;
  referenceNumber: string;
  legalName: string;
  requestedAmount: number;
  company: string;
  /** Null: the operations inbox. */
  recipientEmail: string | null;
  recipientFirstName: string | null;
}

export interface CreditApplicationPublicDeps {
  db: Kysely<Database>;
  cipher: PiiCipher;
  logger: Logger;
  /** The public gate's check for keyless endpoints our own page calls (per-address limit, own origin). */
  ownPage: MiddlewareHandler<any>;
  /** Sends the recipient's notice after the response; failures are logged, not the applicant's problem. */
  notify(application: ReceivedApplication): void;
  now?: () => Date;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{8,80}$/;

const text = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

/**
 * The public side of credit applications (CONTRACT.md "Public API"), served under /widget-api/v1 behind
 * the widget API's gate: `POST /credit-applications` from our own page, `POST /keys/{apiKey}/credit-applications`
 * from a vendor's site (the key's origins and limits apply), and the recipient's display name for
 * "Sent to …". A repeat of a draft (`clientId`) answers 200 with the first answer and writes nothing.
 * Bodies arrive bounded to 64 kB by the widget API (app/body-limits.ts).
 */
export function creditApplicationPublicRoutes(deps: CreditApplicationPublicDeps): Hono<PublicEnv> {
  const routes = new Hono<PublicEnv>();
  const now = deps.now ?? (() => new Date());

  const submit = async (c: Context<PublicEnv>, key: GateKey | undefined) => {
    const at = now();
    const body = await readJsonBody(c);
    const record = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
      string,
      unknown
    >;
    // A retry of a received draft is answered before anything else: the first submit already passed.
    const clientId =
      typeof record.clientId === 'string' && CLIENT_ID.test(record.clientId) ? record.clientId : undefined;
    const keyId = key?.id ?? null;
    if (clientId) {
      const earlier = await findByDraft(deps.db, clientId, keyId);
      if (earlier) return c.json(earlier.answer, 200);
    }
    assertHumanSubmission(record, at);
    const application = validateSubmission(body);
    const recipient = await findRecipient(deps.db, application.to, key?.vendorId);
    const stored = await storeApplication(deps.db, deps.cipher, application, recipient, {
      keyId,
      clientAddress: c.get('clientAddress'),
      now: at,
    });
    if (!stored.created) return c.json(stored.answer, 200);
    deps.logger.info('credit application received', {
      requestId: c.get('requestId'),
      applicationId: stored.id,
      referenceNumber: stored.answer.referenceNumber,
      keyId,
    });
    deps.notify({
      id: stored.id,
      referenceNumber: stored.answer.referenceNumber,
      legalName: application.business.legalName,
      requestedAmount: application.equipment.cost,
      company: application.company,
      recipientEmail: recipient.email,
      recipientFirstName: recipient.firstName,
    });
    return c.json(stored.answer, 201);
  };

  const recipientOf = async (c: Context<PublicEnv>, key: GateKey | undefined) => {
    const company = text(c.req.query('company'), 120);
    const recipient = await findRecipient(deps.db, text(c.req.query('to'), 120), key?.vendorId);
    const answer: RecipientAnswer = { company: company || null, recipientName: recipient.name };
    return c.json(answer);
  };

  routes.post('/credit-applications', deps.ownPage, (c) => submit(c, undefined));
  routes.post('/keys/:apiKey/credit-applications', (c) => submit(c, c.get('widgetKey')));
  routes.get('/credit-applications/recipient', deps.ownPage, (c) => recipientOf(c, undefined));
  routes.get('/keys/:apiKey/credit-applications/recipient', (c) => recipientOf(c, c.get('widgetKey')));
  return routes;
}

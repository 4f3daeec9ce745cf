import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { achCreators, notifyUsers, type AchPerson } from '../approval/ach-people.ts';
import type { AchApprovalDeps } from '../approval/approval-deps.ts';
import { escapeHtml } from '../../../lib/html.ts';

/** The standalone approval page a re-open request is decided on (spec: `/ach/approve`). */
export const approveLink = (requestId: number) => `/ach/approve?requestId=${requestId}`;

/**
 * Tells every user holding ACH create but the requester that a re-open waits for them: a notification
 * (in the request's transaction) and, after commit, an e-mail through the outbox, both linking to the
 * approval page. Returns who was told, to wake their streams and send the mail after commit.
 */
export async function noticeOfReopen(
  trx: Kysely<Database>,
  request: { id: number; requestedBy: number; reason: string },
  batch: { batchName: string; entryCount: number; debitTotal: string },
): Promise<AchPerson[]> {
  const people = (await achCreators(trx)).filter((person) => person.id !== request.requestedBy);
  await notifyUsers(
    trx,
    people.map((person) => person.id),
    {
      kind: 'ach-reopen-requested',
      title: `Re-open of ACH batch ${batch.batchName} waits for your decision`,
      body: `${batch.entryCount} entries, debits ${batch.debitTotal}. Reason: ${request.reason}`,
      link: approveLink(request.id),
    },
  );
  return people;
}

/** The e-mail of a re-open request, one per person, sent after the request committed. */
export async function mailReopen(
  deps: Pick<AchApprovalDeps, 'mail' | 'publicUrl' | 'productName'>,
  people: readonly AchPerson[],
  request: { id: number; reason: string; requesterName: string },
  batch: { batchName: string; entryCount: number; debitTotal: string },
): Promise<void> {
  const url = `${deps.publicUrl.replace(/\/$/, '')}${approveLink(request.id)}`;
  for (const person of people) {
    const text =
      `Hello ${person.firstName},\n\n${request.requesterName} asks to re-open ACH batch ${batch.batchName} ` +
      `(${batch.entryCount} entries, debits ${batch.debitTotal}) before it is transmitted.\n\n` +
      `Reason: ${request.reason}\n\nApprove or reject the request (sign in first): ${url}\n\n` +
      `You cannot decide a request you made yourself.\n\n${deps.productName}`;
    const html =
      `<p>Hello ${escapeHtml(person.firstName)},</p><p>${escapeHtml(request.requesterName)} asks to re-open ACH batch ` +
      `<strong>${escapeHtml(batch.batchName)}</strong> (${batch.entryCount} entries, debits ${escapeHtml(batch.debitTotal)}) ` +
      `before it is transmitted.</p><p>Reason: ${escapeHtml(request.reason)}</p>` +
      `<p><a href="${escapeHtml(url)}">Approve or reject the request</a> (sign in first).</p>`;
    await deps.mail({
      to: person.email,
      subject: `${deps.productName}: re-open of ACH batch ${batch.batchName} requested`,
      text,
      html,
      kind: 'ach-reopen-request',
      userId: person.id,
    });
  }
}

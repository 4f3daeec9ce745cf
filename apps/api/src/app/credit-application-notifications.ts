import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReceivedApplication } from '../features/credit-applications/credit-application-public.routes.ts';
import { operationsInbox } from '../features/credit-applications/recipient.ts';
import { creditApplicationMail } from '../features/mail/mail-templates.ts';
import type { Mailer } from '../features/mail/mailer.ts';
import type { Logger } from '../lib/logger.ts';

/**
 * The notice of a new credit application, written with the mail feature's template and sent after the
 * applicant has their answer: to the person `toName` named, else the operations inbox.
 */
export function creditApplicationNotifications(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Logger;
  productName: string;
  publicUrl: string;
  inbox: string | undefined;
  later(task: () => Promise<void>): void;
}) {
  return (application: ReceivedApplication): void =>
    deps.later(async () => {
      const to = application.recipientEmail ?? (await operationsInbox(deps.db, deps.inbox));
      if (!to) {
        deps.logger.warn('credit application notice has nobody to go to', { applicationId: application.id });
        return;
      }
      const content = creditApplicationMail({
        productName: deps.productName,
        firstName: (application.recipientEmail && application.recipientFirstName) || 'team',
        referenceNumber: application.referenceNumber,
        businessName: application.legalName,
        amount: application.requestedAmount,
        company: application.company,
        detailsUrl: `${deps.publicUrl}/loanCalculator/enquiries/details?application=${application.id}`,
      });
      await deps.mailer.send({ ...content, to });
    });
}

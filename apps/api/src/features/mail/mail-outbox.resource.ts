import { mailOutboxRecord } from '@lendline/wire';
import { defineResource } from '../../resources/define-resource.ts';

// Bodies are long free text: nothing useful to sort or match on, and a pattern over them would only scan.
const body = { type: 'string', readOnly: true, nullable: true, filterable: false, sortable: false } as const;

/**
 * Every e-mail the server produced. Without an SMTP relay this is the delivery channel: staff who
 * administer users read invitations and reset links here and pass them on. With a relay the bodies
 * are not kept, so the list is a delivery log. Written only by the mailer, hence read-only. A reader
 * never sees mail to a user whose rights exceed their own (the access policy scopes the rows by
 * `recipient_user_id`): those carry that user's reset links and activation codes.
 */
export const mailOutboxResource = defineResource({
  name: 'MailOutbox',
  path: '/mail-outbox',
  table: 'mail_outbox',
  description: 'E-mails the server stored (outbox delivery) or handed to the SMTP relay',
  wire: mailOutboxRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    recipient: { type: 'string', readOnly: true },
    subject: { type: 'string', readOnly: true },
    kind: {
      type: 'string',
      readOnly: true,
      description:
        'invite, password-reset, password-changed, email-changed, account-activated, invoice, credit-application',
    },
    delivery: { type: 'string', readOnly: true, description: 'outbox or smtp' },
    status: { type: 'string', readOnly: true, description: 'stored, sent or failed' },
    bodyText: { ...body, description: 'Kept in outbox delivery only' },
    bodyHtml: { ...body, description: 'Kept in outbox delivery only' },
    error: { type: 'string', readOnly: true, nullable: true, description: 'Why the relay did not take it' },
    createdAt: { type: 'date', readOnly: true },
    sentAt: { type: 'date', readOnly: true, nullable: true },
  },
  // Outbox mail carries reset links and activation codes, so only user administrators may read it.
  access: {
    read: { module: 'setupModule', menu: 'Users', action: 'create' },
  },
});

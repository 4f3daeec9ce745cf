export type MailKind =
  | 'invite'
  | 'password-reset'
  | 'password-changed'
  | 'email-changed'
  | 'account-activated'
  | 'invoice'
  | 'credit-application'
  | 'ach-reopen-request';

/** A file sent with a message (an invoice PDF); its bytes are ours and in memory, never a path or URL. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
  attachments?: readonly MailAttachment[];
  /**
   * The staff account it is for. Account mail names it, since a notice to an old address after a change
   * must still count as that account's; other mail is matched to the account holding the address.
   */
  userId?: number;
}

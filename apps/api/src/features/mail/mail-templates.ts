import { escapeHtml } from '../../lib/html.ts';
import type { MailKind, MailMessage } from './mail-message.ts';

/** A message ready to be addressed: the caller adds `to` and hands it to the mailer. */
export type MailContent = Omit<MailMessage, 'to'>;

interface Greeting {
  productName: string;
  firstName: string;
}

type Part = string | { link: string; label: string } | { code: string };

// Links come from PUBLIC_URL, but a javascript: or data: address in an href must be impossible anyway.
function httpUrl(value: string): string {
  const { protocol } = new URL(value);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('Mail links must be http(s) URLs');
  return value;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

function duration(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

// Spec §9 display format MM/DD/YYYY hh:mm A, in UTC like every date in the product.
function utcDateTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = date.getUTCHours();
  const day = `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return `${day} ${two(hours % 12 || 12)}:${two(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

const textOf = (part: Part): string =>
  typeof part === 'string' ? part : 'code' in part ? part.code : `${part.label}: ${part.link}`;

function htmlOf(part: Part): string {
  if (typeof part === 'string') return escapeHtml(part);
  if ('code' in part)
    return `<strong style="font-size:20px;letter-spacing:3px">${escapeHtml(part.code)}</strong>`;
  return `<a href="${escapeHtml(httpUrl(part.link))}">${escapeHtml(part.label)}</a>`;
}

function compose(kind: MailKind, subject: string, greeting: Greeting, paragraphs: Part[][]): MailContent {
  const all = [
    [`Hello ${greeting.firstName},`],
    ...paragraphs,
    [`This message was sent automatically by ${greeting.productName}; replies are not read.`],
  ];
  const text = `${all.map((parts) => parts.map(textOf).join('')).join('\n\n')}\n`;
  const body = all.map((parts) => `<p>${parts.map(htmlOf).join('')}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">`,
    body,
    '</body></html>',
    '',
  ].join('\n');
  return { kind, subject, text, html };
}

export function inviteMail(
  p: Greeting & { activationUrl: string; otp: string; expiresInMinutes: number },
): MailContent {
  return compose('invite', `You're invited to ${p.productName}`, p, [
    [`An administrator has created a ${p.productName} account for you.`],
    [{ link: p.activationUrl, label: 'Activate your account' }],
    ['Your one-time code: ', { code: p.otp }],
    [
      `The link and the code expire in ${duration(p.expiresInMinutes)}. `,
      'If you were not expecting this invitation, you can ignore this e-mail.',
    ],
  ]);
}

export function passwordResetMail(p: Greeting & { resetUrl: string; expiresInMinutes: number }): MailContent {
  return compose('password-reset', `Reset your ${p.productName} password`, p, [
    [`We received a request to reset the password of your ${p.productName} account.`],
    [{ link: p.resetUrl, label: 'Choose a new password' }],
    [
      `The link works once and expires in ${duration(p.expiresInMinutes)}. `,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  ]);
}

export function passwordChangedMail(
  p: Greeting & { changedAt: Date; forgotPasswordUrl: string },
): MailContent {
  return compose('password-changed', `Your ${p.productName} password was changed`, p, [
    [`The password of your ${p.productName} account was changed on ${utcDateTime(p.changedAt)}.`],
    [
      'If this was you, there is nothing more to do. If it was not, reset your password now and tell your administrator.',
    ],
    [{ link: p.forgotPasswordUrl, label: 'Reset your password' }],
  ]);
}

/**
 * To the old address when an administrator changes an account's address: the one mailbox an attacker who
 * moved the account cannot read, so its owner learns of it and can call their administrator.
 */
export function emailChangedMail(p: Greeting & { changedAt: Date; newEmail: string }): MailContent {
  return compose('email-changed', `Your ${p.productName} e-mail address was changed`, p, [
    [
      `The e-mail address of your ${p.productName} account was changed on ${utcDateTime(p.changedAt)} to ${p.newEmail}. You have been signed out everywhere; sign in with the new address.`,
    ],
    ['If you did not ask for this, tell your administrator at once: the account may have been taken over.'],
  ]);
}

export function accountActivatedMail(p: Greeting & { signInUrl: string }): MailContent {
  return compose('account-activated', `Your ${p.productName} account is active`, p, [
    [`Your ${p.productName} account is active. You can sign in with your e-mail address and new password.`],
    [{ link: p.signInUrl, label: 'Sign in' }],
  ]);
}

/** To the rep, vendor rep or operations inbox an application is routed to: no personal numbers, ever. */
export function creditApplicationMail(
  p: Greeting & {
    referenceNumber: string;
    businessName: string;
    amount: number;
    company: string;
    detailsUrl: string;
  },
): MailContent {
  const amount = p.amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  const business = p.businessName.replace(/[\r\n]+/g, ' ');
  return compose('credit-application', `Credit application ${p.referenceNumber}: ${business}`, p, [
    [`A credit application came in through the ${p.company} credit page and is routed to you.`],
    [`Reference: ${p.referenceNumber}`],
    [`Business: ${business}`],
    [`Amount requested: ${amount}`],
    [{ link: p.detailsUrl, label: 'Open the application' }],
  ]);
}

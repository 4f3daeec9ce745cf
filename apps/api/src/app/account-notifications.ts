import type { AccountNotifications } from '../features/auth/auth-deps.ts';
import {
  emailChangedMail,
  inviteMail,
  passwordChangedMail,
  passwordResetMail,
} from '../features/mail/mail-templates.ts';
import type { Mailer } from '../features/mail/mailer.ts';

/** Accounts' messages, written with the mail feature's templates and sent through its mailer. */
export function accountNotifications(
  mailer: Mailer,
  productName: string,
  publicUrl: string,
): AccountNotifications {
  return {
    invite: async (to, activation) => {
      const content = inviteMail({
        productName,
        firstName: to.firstName,
        activationUrl: activation.url,
        otp: activation.code,
        expiresInMinutes: activation.minutes,
      });
      await mailer.send({ ...content, to: to.email, userId: to.id });
    },
    passwordReset: async (to, reset) => {
      const content = passwordResetMail({
        productName,
        firstName: to.firstName,
        resetUrl: reset.url,
        expiresInMinutes: reset.minutes,
      });
      await mailer.send({ ...content, to: to.email, userId: to.id });
    },
    passwordChanged: async (to) => {
      const content = passwordChangedMail({
        productName,
        firstName: to.firstName,
        changedAt: new Date(),
        forgotPasswordUrl: `${publicUrl}/forgot-password`,
      });
      await mailer.send({ ...content, to: to.email, userId: to.id });
    },
    emailChanged: async (to, newEmail) => {
      const content = emailChangedMail({
        productName,
        firstName: to.firstName,
        changedAt: new Date(),
        newEmail,
      });
      await mailer.send({ ...content, to: to.email, userId: to.id });
    },
  };
}

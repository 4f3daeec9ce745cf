import { describe, expect, it } from 'vitest';
import {
  accountActivatedMail,
  inviteMail,
  passwordChangedMail,
  passwordResetMail,
} from '../../src/features/mail/mail-templates.ts';

const HOSTILE_NAME = `<img src=x onerror="alert('x')"> O'Brien & Co`;
const ESCAPED_NAME = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; O&#39;Brien &amp; Co';

describe('mail templates', () => {
  it('escape names and product names in the HTML and keep them as written in the text', () => {
    const mail = inviteMail({
      productName: 'Acme <Leasing>',
      firstName: HOSTILE_NAME,
      activationUrl: 'https://lendline.example.com/activate-account?token=abc&email=a%40b.example',
      otp: '123456',
      expiresInMinutes: 60,
    });
    expect(mail.html).toContain(`<p>Hello ${ESCAPED_NAME},</p>`);
    expect(mail.html).toContain('created a Acme &lt;Leasing&gt; account');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<Leasing>');
    expect(mail.html).toContain(
      '<a href="https://lendline.example.com/activate-account?token=abc&amp;email=a%40b.example">',
    );
    expect(mail.text).toContain(`Hello ${HOSTILE_NAME},`);
    expect(mail.subject).toBe("You're invited to Acme <Leasing>");
    expect(mail.html).toContain('<title>You&#39;re invited to Acme &lt;Leasing&gt;</title>');
  });

  it('refuse links that are not http(s)', () => {
    expect(() =>
      passwordResetMail({
        productName: 'Lendline',
        firstName: 'Ann',
        resetUrl: 'javascript:alert(1)',
        expiresInMinutes: 30,
      }),
    ).toThrow('Mail links must be http(s) URLs');
  });

  it('build the invitation with its link, code and expiry', () => {
    const mail = inviteMail({
      productName: 'Lendline',
      firstName: 'Nora',
      activationUrl: 'http://localhost:3000/activate-account?token=t1',
      otp: '004211',
      expiresInMinutes: 2880,
    });
    expect(mail.kind).toBe('invite');
    expect(mail.text).toBe(
      [
        'Hello Nora,',
        'An administrator has created a Lendline account for you.',
        'Activate your account: http://localhost:3000/activate-account?token=t1',
        'Your one-time code: 004211',
        'The link and the code expire in 2 days. If you were not expecting this invitation, you can ignore this e-mail.',
        'This message was sent automatically by Lendline; replies are not read.',
      ].join('\n\n') + '\n',
    );
    expect(mail.html).toContain('<strong style="font-size:20px;letter-spacing:3px">004211</strong>');
  });

  it('build the reset, password-changed and activated messages', () => {
    const reset = passwordResetMail({
      productName: 'Lendline',
      firstName: 'Grace',
      resetUrl: 'http://localhost:3000/reset-password?token=r1',
      expiresInMinutes: 90,
    });
    expect(reset).toMatchObject({ kind: 'password-reset', subject: 'Reset your Lendline password' });
    expect(reset.text).toContain('Choose a new password: http://localhost:3000/reset-password?token=r1');
    expect(reset.text).toContain('expires in 90 minutes');

    const changed = passwordChangedMail({
      productName: 'Lendline',
      firstName: 'Grace',
      changedAt: new Date('2026-11-21T15:04:00Z'),
      forgotPasswordUrl: 'http://localhost:3000/forgot-password',
    });
    expect(changed).toMatchObject({
      kind: 'password-changed',
      subject: 'Your Lendline password was changed',
    });
    expect(changed.text).toContain('was changed on 11/21/2026 03:04 PM UTC.');
    expect(changed.text).toContain('Reset your password: http://localhost:3000/forgot-password');

    const activated = accountActivatedMail({
      productName: 'Lendline',
      firstName: 'Nora',
      signInUrl: 'http://localhost:3000/login',
    });
    expect(activated).toMatchObject({
      kind: 'account-activated',
      subject: 'Your Lendline account is active',
    });
    expect(activated.html).toContain('<a href="http://localhost:3000/login">Sign in</a>');
  });

  it('word the expiry in the largest whole unit', () => {
    const expiry = (expiresInMinutes: number) =>
      passwordResetMail({
        productName: 'L',
        firstName: 'A',
        resetUrl: 'http://l.example/r',
        expiresInMinutes,
      }).text;
    expect(expiry(1)).toContain('expires in 1 minute.');
    expect(expiry(60)).toContain('expires in 1 hour.');
    expect(expiry(120)).toContain('expires in 2 hours.');
    expect(expiry(1440)).toContain('expires in 1 day.');
  });
});

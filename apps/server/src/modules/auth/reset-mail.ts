import { escapeHtml } from '../../http/escape.ts';

/** The password-reset message, as plain text and as simple HTML. */
export function passwordResetMail(firstName: string, link: string) {
  const subject = 'Reset your Tessera password';
  const text = [
    `Hi ${firstName},`,
    '',
    'We received a request to reset the password of your Tessera account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    '',
    'The Tessera team',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>We received a request to reset the password of your Tessera account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>
<p>The Tessera team</p>`;
  return { subject, text, html };
}

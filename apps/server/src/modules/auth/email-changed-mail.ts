import { escapeHtml } from '../../http/escape.ts';

/**
 * The notice sent to the old address after an e-mail change: if someone else made the change, this
 * is the owner's only warning, since reset links now go to the new address.
 */
export function emailChangedMail(input: {
  firstName: string;
  newEmail: string;
  changedAt: Date;
  signInUrl: string;
}) {
  const when = formatUtc(input.changedAt);
  const subject = 'The email of your Tessera account was changed';
  const text = [
    `Hi ${input.firstName},`,
    '',
    `The email address of your Tessera account was changed to ${input.newEmail} on ${when}.`,
    'From now on, password reset links and other account e-mails go to the new address.',
    '',
    'If you made this change, there is nothing more to do.',
    '',
    'If you did not, someone who knows your password has changed it. Sign in at',
    input.signInUrl,
    'with your password and the new address, put your own email back under Settings, and change',
    'your password right away. If you can no longer sign in, contact the administrator of this',
    'Tessera server and forward them this e-mail.',
    '',
    'The Tessera team',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(input.firstName)},</p>
<p>The email address of your Tessera account was changed to
<strong>${escapeHtml(input.newEmail)}</strong> on ${escapeHtml(when)}.
From now on, password reset links and other account e-mails go to the new address.</p>
<p>If you made this change, there is nothing more to do.</p>
<p>If you did not, someone who knows your password has changed it.
<a href="${escapeHtml(input.signInUrl)}">Sign in</a> with your password and the new address, put
your own email back under Settings, and change your password right away. If you can no longer sign
in, contact the administrator of this Tessera server and forward them this e-mail.</p>
<p>The Tessera team</p>`;
  return { subject, text, html };
}

/** "12 March 2025 at 14:05 UTC": unambiguous wherever the reader lives. */
function formatUtc(date: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
  return `${day} at ${time} UTC`;
}

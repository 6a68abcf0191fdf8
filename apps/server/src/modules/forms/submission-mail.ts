import type { OutboxMail } from '../../mail/outbox.ts';
import { escapeHtml } from '../../http/escape.ts';
import type { SubmissionField } from '../../db/schema.ts';

export interface SubmissionMailFacts {
  submissionId: string;
  websiteId: string;
  siteName: string;
  formName: string;
  pageName: string;
  /** Who sent it, as the notification names them. */
  sender: string;
  senderEmail: string | null;
  fields: readonly SubmissionField[];
  /** The dashboard's base address. */
  publicUrl: string;
}

const paragraphs = (text: string) => escapeHtml(text).split('\n').join('<br>');

/** The owner's notice of a new submission: every field, and a way to the inbox. */
export function submissionNotice(facts: SubmissionMailFacts, to: string): OutboxMail {
  const link = `${facts.publicUrl}/dashboard/inbox/${facts.submissionId}?site=${facts.websiteId}`;
  const intro = `${facts.sender} sent the form "${facts.formName}" on ${facts.siteName} (page ${facts.pageName}).`;
  const lines = [intro, '', ...facts.fields.map((f) => `${f.label}:\n${f.value || '-'}\n`)];
  lines.push(`Open it in your inbox: ${link}`);
  if (facts.senderEmail) lines.push('Reply to this e-mail to answer them.');
  const text = lines.join('\n');
  const rows = facts.fields
    .map(
      (f) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0">${escapeHtml(f.label)}</th>` +
        `<td style="padding:6px 0">${f.value ? paragraphs(f.value) : '-'}</td></tr>`,
    )
    .join('');
  const html =
    `<p>${escapeHtml(intro)}</p><table cellpadding="0" cellspacing="0">${rows}</table>` +
    `<p><a href="${escapeHtml(link)}">Open it in your inbox</a></p>` +
    (facts.senderEmail ? '<p>Reply to this e-mail to answer them.</p>' : '');
  return {
    kind: 'submission-notice',
    to,
    replyTo: facts.senderEmail,
    subject: `New message from ${facts.sender} (${facts.formName})`,
    text,
    html,
    websiteId: facts.websiteId,
    refId: facts.submissionId,
  };
}

/** The visitor's automatic answer: the form's success message, from the site. */
export function autoReply(
  facts: SubmissionMailFacts,
  to: string,
  successMessage: string,
  replyTo: string | null,
): OutboxMail {
  const text = `${successMessage}\n\n${facts.siteName}\n\nThis is an automatic reply to your message sent with the form "${facts.formName}".`;
  const html =
    `<p>${paragraphs(successMessage)}</p><p>${escapeHtml(facts.siteName)}</p>` +
    `<p style="color:#64748b">This is an automatic reply to your message sent with the form "${escapeHtml(facts.formName)}".</p>`;
  return {
    kind: 'auto-reply',
    to,
    replyTo,
    subject: `Thank you for your message to ${facts.siteName}`,
    text,
    html,
    websiteId: facts.websiteId,
    refId: facts.submissionId,
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, type MailAttachment } from '../db/schema.ts';
import { escapeHtml } from '../http/escape.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  /** What caused it: `submission-notice`, `auto-reply`, `reply`, `customer-email`, ... */
  kind: string;
  websiteId?: string | null;
  /** The record the mail is about, whose screen shows its delivery state. */
  refId?: string | null;
  /** Not before this time (a reminder, say); now when absent. */
  sendAfter?: Date;
  /** Files sent with it (a calendar invitation). */
  attachments?: MailAttachment[];
}

/**
 * Puts a mail in the outbox. Call it with the transaction of the event that causes the mail: the
 * mail then exists exactly when the event does, and the outbox worker sends it after the commit.
 */
export async function enqueueMail(tx: Db, mail: OutboxMail): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? null,
      kind: mail.kind,
      websiteId: mail.websiteId ?? null,
      refId: mail.refId ?? null,
      ...(mail.sendAfter ? { sendAfter: mail.sendAfter } : {}),
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * A message the owner writes (a reply, a note to a customer): their text as plain text and as
 * escaped HTML with its line breaks, queued in the caller's transaction. Answers the outbox row.
 */
export async function enqueueOwnerMessage(
  tx: Db,
  mail: Omit<OutboxMail, 'text' | 'html'> & { message: string },
): Promise<typeof mailOutbox.$inferSelect> {
  const { message, ...rest } = mail;
  const id = await enqueueMail(tx, {
    ...rest,
    text: message,
    html: `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(message)}</div>`,
  });
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

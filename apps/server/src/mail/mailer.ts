import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A stable Message-ID: a mail sent twice after a crash is one message to the receiver. */
  messageId?: string;
  /** Files sent with it, over SMTP and in the written `.eml` alike. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when a URL is configured; otherwise every message is written as an RFC 822 `.eml`
 * file to the outbox folder, so a self-hoster can open it and nothing is lost.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer is loaded with the first message, not at start-up.
  let transport: Promise<Transporter> | undefined;
  const send = async (message: MailMessage) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true }),
    );
    return (await transport).sendMail({ from: options.from, ...message });
  };
  if (options.smtpUrl) {
    return {
      async send(message) {
        await send(message);
        options.log.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      const info = await send(message);
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

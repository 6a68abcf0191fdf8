import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** How often to look for due mail; 0: only when nudged. */
  pollMs: number;
  /** Wait before the first retry; doubled at each further failure, up to an hour. */
  retryBaseMs: number;
  /** Tries before a mail is given up as FAILED. */
  maxAttempts?: number;
  /** The domain of Message-IDs. */
  messageIdDomain: string;
}

const BATCH = 10;
/** How long a taken mail is held: a worker that dies mid-send frees it after this. */
const LEASE_SECONDS = 120;
const MAX_DELAY_MS = 60 * 60 * 1000;
export const DEFAULT_MAX_ATTEMPTS = 10;

/** The wait after the n-th failed try (n from 1). */
export function retryDelayMs(baseMs: number, attempts: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A failure in a few words for the owner's screen: the server's answer, never a stack. */
export function failureReason(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  const text = (e.response ?? e.message ?? String(error)).replace(/\s+/g, ' ').trim();
  return (e.code && !text.includes(e.code) ? `${e.code}: ${text}` : text).slice(0, 300);
}

/**
 * Sends the mail of the outbox. Each pass takes up to ten due mails with a lease (rows locked with
 * SKIP LOCKED, so several processes on one PostgreSQL never take the same mail), sends them one by
 * one and records the outcome; a failed mail is tried again later with exponential back-off, and
 * given up after `maxAttempts`. Passes run on an interval and at once when nudged after a commit.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: OutboxWorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.nudge();
  }

  /** Look for due mail now (after a commit that queued some). */
  nudge(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pass = this.runPasses().finally(() => {
      this.pass = null;
      this.schedule();
    });
  }

  /** Stops polling and waits for a send in flight, so the database may close after. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  /** Resolves when no pass is running (tests: after a nudge). */
  async idle(): Promise<void> {
    while (this.pass) await this.pass;
  }

  /** One pass over the due mail; the tests call it to step the worker. Answers how many were tried. */
  async runOnce(): Promise<number> {
    const due = await this.claim();
    // Mail already taken is sent even when stopping: stop() waits for it.
    for (const mail of due) await this.deliver(mail);
    return due.length;
  }

  private async runPasses(): Promise<void> {
    do {
      this.again = false;
      try {
        // A full batch may mean more is waiting.
        while (!this.stopped && (await this.runOnce()) === BATCH);
      } catch (error) {
        this.options.log.error({ err: error }, 'outbox pass failed');
      }
    } while (this.again && !this.stopped);
  }

  private schedule(): void {
    if (this.stopped || this.options.pollMs === 0) return;
    this.timer = setTimeout(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
  }

  private async claim(): Promise<(typeof mailOutbox.$inferSelect)[]> {
    const result = (await this.options.db.execute(sql`
      update ${mailOutbox}
      set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
          attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where status = 'PENDING' and send_after <= now()
          and (locked_until is null or locked_until < now())
        order by send_after, created_at
        limit ${BATCH}
        for update skip locked
      )
      returning id`)) as unknown as { rows: { id: string }[] };
    if (result.rows.length === 0) return [];
    const ids = result.rows.map((r) => r.id);
    const rows = await this.options.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    return rows.sort((a, b) => a.sendAfter.getTime() - b.sendAfter.getTime());
  }

  private async deliver(mail: typeof mailOutbox.$inferSelect): Promise<void> {
    const { db, mailer, log } = this.options;
    try {
      await mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        messageId: `<${mail.id}@${this.options.messageIdDomain}>`,
      });
    } catch (error) {
      const reason = failureReason(error);
      const maxAttempts = this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const givenUp = mail.attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: givenUp ? 'FAILED' : 'PENDING',
          lastError: reason,
          lockedUntil: null,
          sendAfter: givenUp
            ? mail.sendAfter
            : new Date(Date.now() + retryDelayMs(this.options.retryBaseMs, mail.attempts)),
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'PENDING')));
      log.warn(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, reason },
        givenUp ? 'mail given up' : 'mail failed, will retry',
      );
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'SENT', sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, mail.id));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

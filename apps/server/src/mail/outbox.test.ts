import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { registerOwner } from '../test/website-helpers.ts';
import { SmtpPeer } from '../test/smtp-peer.ts';
import { adminQuery } from '../test/admin-query.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  goodFields,
  pageToken,
  postForm,
  expectSent,
} from '../modules/forms/form-test-site.ts';
import { deliveriesFor } from './deliveries.ts';
import { attachmentsIn } from './mime-attachments.ts';
import { enqueueMail, type OutboxMail } from './outbox.ts';
import { retryDelayMs } from './outbox-worker.ts';

const mail = (overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  kind: 'reply',
  to: 'ana@example.com',
  replyTo: 'owner@bakery.example',
  subject: 'About your order',
  text: 'Your loaf is ready.',
  html: '<p>Your loaf is ready.</p>',
  refId: randomUUID(),
  ...overrides,
});

const rowOf = async (db: Database['db'], id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

/** Makes every waiting mail due now, as if its back-off had passed. */
const makeDue = (db: Database['db']) =>
  db
    .update(mailOutbox)
    .set({ sendAfter: sql`now()` })
    .where(eq(mailOutbox.status, 'PENDING'));

describe('the outbox over SMTP', () => {
  let smtp: SmtpPeer;
  let t: TestApp;

  beforeEach(async () => {
    smtp = new SmtpPeer();
    await smtp.start();
    // Polling off: each test steps the worker itself.
    t = await createTestApp({
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '0',
      OUTBOX_RETRY_BASE_MS: '60000',
    });
  });
  afterEach(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers a mail with its recipient, subject, reply-to and a stable Message-ID', async () => {
    const id = await enqueueMail(t.database.db, mail());
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received!.to).toEqual(['ana@example.com']);
    expect(received!.header('subject')).toBe('About your order');
    expect(received!.header('reply-to')).toBe('owner@bakery.example');
    expect(received!.header('message-id')).toBe(`<${id}@localhost>`);
    expect(received!.raw).toContain('Your loaf is ready.');
    const row = await rowOf(t.database.db, id);
    expect(row.status).toBe('SENT');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries with a growing delay while the server is down, then delivers exactly once', async () => {
    const port = smtp.port;
    await smtp.stop();
    const id = await enqueueMail(t.database.db, mail());

    await t.app.outbox.runOnce();
    let row = await rowOf(t.database.db, id);
    expect(row.status).toBe('PENDING');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    const firstWait = row.sendAfter.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(50_000);
    expect(firstWait).toBeLessThanOrEqual(60_000);
    // Not due yet: the next pass leaves it alone.
    expect(await t.app.outbox.runOnce()).toBe(0);
    const [delivery] = await deliveriesFor(t.database.db, [
      (await rowOf(t.database.db, id)).refId!,
    ]);
    expect(delivery).toMatchObject({ status: 'RETRYING', attempts: 1 });
    expect(delivery!.lastError).toMatch(/ECONNREFUSED/);

    await makeDue(t.database.db);
    await t.app.outbox.runOnce();
    row = await rowOf(t.database.db, id);
    expect(row.attempts).toBe(2);
    expect(row.sendAfter.getTime() - Date.now()).toBeGreaterThan(110_000);

    const back = new SmtpPeer(port);
    await back.start();
    try {
      await makeDue(t.database.db);
      expect(await t.app.outbox.runOnce()).toBe(1);
      expect(await t.app.outbox.runOnce()).toBe(0);
      expect(back.received).toHaveLength(1);
      expect((await rowOf(t.database.db, id)).status).toBe('SENT');
      expect(
        (await deliveriesFor(t.database.db, [(await rowOf(t.database.db, id)).refId!]))[0],
      ).toMatchObject({
        status: 'SENT',
        lastError: null,
      });
    } finally {
      await back.stop();
    }
  });

  it('retries a temporary refusal and records the server answer as the reason', async () => {
    smtp.refuse = true;
    const id = await enqueueMail(t.database.db, mail());
    await t.app.outbox.runOnce();
    const row = await rowOf(t.database.db, id);
    expect(row.status).toBe('PENDING');
    expect(row.lastError).toMatch(/451/);
    expect(row.lastError).toMatch(/Mailbox busy/);
    smtp.refuse = false;
    await makeDue(t.database.db);
    await t.app.outbox.runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it('gives a mail up as FAILED after the last attempt', async () => {
    smtp.refuse = true;
    const id = await enqueueMail(t.database.db, mail());
    for (let i = 0; i < 10; i++) {
      await makeDue(t.database.db);
      await t.app.outbox.runOnce();
    }
    const row = await rowOf(t.database.db, id);
    expect(row.status).toBe('FAILED');
    expect(row.attempts).toBe(10);
    await makeDue(t.database.db);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(
      (await deliveriesFor(t.database.db, [(await rowOf(t.database.db, id)).refId!]))[0],
    ).toMatchObject({ status: 'FAILED' });
  });

  it('never sends one mail twice when two workers run at once', async () => {
    const ids = [];
    for (let i = 0; i < 25; i++)
      ids.push(await enqueueMail(t.database.db, mail({ subject: `Mail ${i}` })));
    const config = loadConfig({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '0', DATA_DIR: t.dataDir });
    const second = await buildApp({
      config: { ...config, webDist: t.dataDir },
      database: t.database,
    });
    try {
      await Promise.all([
        (async () => {
          while ((await t.app.outbox.runOnce()) > 0);
        })(),
        (async () => {
          while ((await second.outbox.runOnce()) > 0);
        })(),
      ]);
    } finally {
      await second.outbox.stop();
    }
    const subjects = smtp.received.map((m) => m.header('subject')).sort();
    expect(subjects).toHaveLength(25);
    expect(new Set(subjects).size).toBe(25);
  });

  it('sends a mail with its files attached', async () => {
    const invitation = 'BEGIN:VCALENDAR\r\nSUMMARY:Haircut – Zoë\r\nEND:VCALENDAR\r\n';
    await enqueueMail(
      t.database.db,
      mail({
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar; method=REQUEST',
            content: invitation,
          },
        ],
      }),
    );
    expect(await t.app.outbox.runOnce()).toBe(1);
    const [received] = smtp.received;
    expect(received!.raw).toContain('Your loaf is ready.');
    expect(attachmentsIn(received!.raw)).toEqual([
      {
        filename: 'invite.ics',
        contentType: expect.stringContaining('text/calendar'),
        content: invitation,
      },
    ]);
  });

  it('grows the back-off by doubling, up to an hour', () => {
    expect(retryDelayMs(30_000, 1)).toBe(30_000);
    expect(retryDelayMs(30_000, 2)).toBe(60_000);
    expect(retryDelayMs(30_000, 5)).toBe(480_000);
    expect(retryDelayMs(30_000, 20)).toBe(3_600_000);
  });
});

describe('mail and the events that cause it', () => {
  it('a form submission is stored and answered while the mail server is down; its notice goes later', async () => {
    const smtp = new SmtpPeer();
    await smtp.start();
    const port = smtp.port;
    await smtp.stop();
    const t = await createFormTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: '0',
    });
    try {
      const { form } = await contactSiteWithOwner(t);
      const token = await pageToken(t, form);
      expectSent(
        await postForm(t.app, form.host, form.formId, { ...goodFields(), _token: token }),
        form.formId,
      );
      // The submission nudged the worker, which tried at once and failed.
      await t.app.outbox.idle();
      const pending = await t.database.db.select().from(mailOutbox);
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.every((m) => m.status === 'PENDING' && m.lastError)).toBe(true);

      const back = new SmtpPeer(port);
      await back.start();
      try {
        await makeDue(t.database.db);
        await t.app.outbox.runOnce();
        expect(back.received.map((m) => m.header('subject'))).toEqual(
          pending.map((m) => m.subject),
        );
      } finally {
        await back.stop();
      }
    } finally {
      await t.close();
    }
  });

  it('without SMTP_URL a mail is written as an .eml file to the data folder', async () => {
    const t = await createTestApp({ OUTBOX_POLL_MS: '0' });
    try {
      await enqueueMail(t.database.db, mail({ subject: 'Written to a file' }));
      await t.app.outbox.runOnce();
      const files = await fs.readdir(path.join(t.dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await fs.readFile(path.join(t.dataDir, 'mail', files[0]!), 'utf8');
      expect(eml).toContain('Subject: Written to a file');
      expect(eml).toContain('Reply-To: owner@bakery.example');
      expect(attachmentsIn(eml)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("an .eml file carries the mail's files", async () => {
    const t = await createTestApp({ OUTBOX_POLL_MS: '0' });
    try {
      const content = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
      await enqueueMail(
        t.database.db,
        mail({ attachments: [{ filename: 'cancel.ics', contentType: 'text/calendar', content }] }),
      );
      await t.app.outbox.runOnce();
      const [file] = await fs.readdir(path.join(t.dataDir, 'mail'));
      const eml = await fs.readFile(path.join(t.dataDir, 'mail', file!), 'utf8');
      expect(attachmentsIn(eml)).toEqual([
        { filename: 'cancel.ics', contentType: expect.stringContaining('text/calendar'), content },
      ]);
    } finally {
      await t.close();
    }
  });
});

/** A database that outlives the app: an embedded one on disk, or a PostgreSQL database. */
async function lastingDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `tessera_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      target: { kind: 'postgres', url: url.toString() },
      drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-outbox-'));
  return {
    target: { kind: 'pglite', dataDir: dir },
    drop: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

describe('pending mail across a restart', () => {
  it('is sent once after the restart, never twice', async () => {
    const lasting = await lastingDatabase();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-outbox-data-'));
    const smtp = new SmtpPeer();
    await smtp.start();
    const port = smtp.port;
    await smtp.stop();
    const start = async () => {
      const database = await openDatabase(lasting.target);
      const config = loadConfig({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        OUTBOX_POLL_MS: '0',
        DATA_DIR: dataDir,
      });
      const app = await buildApp({ config: { ...config, webDist: dataDir }, database });
      await app.ready();
      return { app, database };
    };
    const back = new SmtpPeer(port);
    try {
      const first = await start();
      const owner = await registerOwner(first.app, first.database);
      expect(owner.user.id).toBeTruthy();
      const id = await enqueueMail(first.database.db, mail({ subject: 'Across a restart' }));
      await first.app.outbox.runOnce();
      expect((await rowOf(first.database.db, id)).status).toBe('PENDING');
      await first.app.close();
      await first.database.close();

      await back.start();
      const second = await start();
      try {
        await makeDue(second.database.db);
        await second.app.outbox.runOnce();
        await second.app.outbox.runOnce();
        expect(back.received.map((m) => m.header('subject'))).toEqual(['Across a restart']);
        expect((await rowOf(second.database.db, id)).status).toBe('SENT');
      } finally {
        await second.app.close();
        await second.database.close();
      }
      // A third start finds nothing left to send.
      const third = await start();
      try {
        expect(await third.app.outbox.runOnce()).toBe(0);
        expect(back.received).toHaveLength(1);
      } finally {
        await third.app.close();
        await third.database.close();
      }
    } finally {
      await back.stop();
      await lasting.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from '@tessera/core';
import { mailOutbox, notifications, posts } from '../db/schema.ts';
import { orderBody, openTestShop, type TestShop } from '../modules/orders/order-test-shop.ts';
import { freshAddress, type Account } from '../test/auth-helpers.ts';
import { insertPost } from '../test/blog-fixtures.ts';
import { rawRequest } from '../test/real-http.ts';
import { freePort, repoRoot, startServer, type ServerProcess } from '../test/server-process.ts';
import { el, homePage, publish, saveOk, sectionWith } from '../test/site-helpers.ts';
import { SmtpPeer } from '../test/smtp-peer.ts';
import { insertProduct, type InsertedProduct } from '../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebsite, registerOwner } from '../test/website-helpers.ts';

/**
 * Debian's nginx (`apt-get install -y nginx`, as .ci/run does) run as deploy/nginx.conf ships,
 * with its upstream and listening address moved to loopback, in front of two server processes on
 * one PostgreSQL database, as two hosts of a deployment are.
 */
const NGINX = '/usr/sbin/nginx';
// Without a port, as in production: nginx passes a visitor's Host on without one ($host).
const HOSTING_DOMAIN = 'sites.test';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Replaces the one place `pattern` matches; a shipped file that no longer has it fails loudly. */
function replaceOnce(
  text: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
  if (found !== 1) throw new Error(`deploy/nginx.conf: ${pattern} matches ${found} times`);
  return text.replace(pattern, replacement as (match: string) => string);
}

/**
 * nginx's own files under `prefix`: the main configuration (no daemon, its pid, logs and temporary
 * folders there) including deploy/nginx.conf with these upstream ports and this listening port.
 */
async function writeNginxConfig(prefix: string, port: number, upstreams: number[]) {
  const shipped = await fs.readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const servers = (options: string) =>
    upstreams.map((p) => `server 127.0.0.1:${p} ${options};`).join('\n    ');
  const site = replaceOnce(
    replaceOnce(shipped, /server 127\.0\.0\.1:3000 ([^;]*);/, (_, options: string) =>
      servers(options),
    ),
    /listen 80;/,
    `listen 127.0.0.1:${port};`,
  );
  await fs.writeFile(path.join(prefix, 'tessera.conf'), site);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${prefix}/${kind};`)
    .join('\n  ');
  const conf = path.join(prefix, 'nginx.conf');
  await fs.writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temporary}
  include ${prefix}/tessera.conf;
}
`,
  );
  return conf;
}

function runNginx(prefix: string, conf: string, args: string[] = []) {
  const child = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', conf, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, exited, output: () => output };
}

/** Polls `check` until it answers something, failing with `what` after `ms`. */
async function until<T>(
  what: () => string,
  check: () => Promise<T | undefined>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('deploy/nginx.conf', () => {
  it('passes nginx -t with its upstream and port moved to loopback', async () => {
    expect(existsSync(NGINX), `${NGINX} is missing: apt-get install -y nginx`).toBe(true);
    const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-nginx-t-'));
    try {
      const conf = await writeNginxConfig(prefix, await freePort(), [3001, 3002]);
      const check = runNginx(prefix, conf, ['-t']);
      expect(await check.exited, check.output()).toBe(0);
      expect(check.output()).toContain('test is successful');
    } finally {
      await fs.rm(prefix, { recursive: true, force: true });
    }
  });
});

// Two processes on one database need PostgreSQL: the embedded one is held by one process.
if (process.env.TEST_DB === 'postgres') {
  describe('two server processes on one PostgreSQL behind nginx', () => {
    let t: TestApp;
    let owner: Account;
    let shop: TestShop;
    let flour: InsertedProduct;
    let a: ServerProcess;
    let b: ServerProcess;
    let nginx: ReturnType<typeof runNginx>;
    let nginxPort: number;
    let prefix: string;
    const smtp = new SmtpPeer();
    const folders: string[] = [];
    // Another process's views wait for its next remaking of the figures (ten seconds or more).
    const slow = { timeout: 90_000 };

    beforeAll(async () => {
      expect(existsSync(NGINX), `${NGINX} is missing: apt-get install -y nginx`).toBe(true);
      // The test's own app makes the owners and sites; it sends no mail and announces nothing,
      // so all of that is left to the two processes.
      t = await createTestApp({ HOSTING_DOMAIN, OUTBOX_POLL_MS: '0' });
      await t.app.outbox.stop();
      await smtp.start();
      owner = await registerOwner(t.app, t.database, 'pro');
      shop = await openTestShop(t);
      flour = await insertProduct(t.database, shop.site.id, { name: 'Flour', quantity: 1000 });

      // As two hosts: each its own data folder, the same database, secret key and mail server.
      const secretKey = randomBytes(32).toString('base64');
      const host = async (): Promise<ServerProcess> => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-host-'));
        folders.push(dataDir);
        return startServer({
          DATABASE_URL: t.url!,
          DATA_DIR: dataDir,
          SECRET_KEY: secretKey,
          TRUST_PROXY: '1',
          HOSTING_DOMAIN,
          PUBLIC_URL: 'http://localhost:3000',
          SMTP_URL: smtp.url,
          // Both look for work often, so they meet over the same mail and posts.
          OUTBOX_POLL_MS: '50',
          POST_ANNOUNCE_INTERVAL_MS: '50',
        });
      };
      [a, b] = await Promise.all([host(), host()]);

      prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-nginx-'));
      folders.push(prefix);
      // Run as root, nginx's worker is nobody: it keeps large answers in temporary files here.
      await fs.chmod(prefix, 0o755);
      nginxPort = await freePort();
      nginx = runNginx(prefix, await writeNginxConfig(prefix, nginxPort, [a.port, b.port]));
      let gone = false;
      void nginx.exited.then(() => (gone = true));
      await until(
        () => `nginx to answer:\n${nginx.output()}`,
        async () => {
          if (gone) throw new Error(`nginx exited:\n${nginx.output()}`);
          const res = await rawRequest(nginxPort, {
            method: 'GET',
            url: '/api/health',
            headers: {},
          }).catch(() => null);
          return res?.status === 200 ? true : undefined;
        },
      );
    }, 180_000);

    afterAll(async () => {
      for (const server of [a, b]) {
        if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
        await server?.exited;
      }
      if (nginx && nginx.child.exitCode === null) nginx.child.kill('SIGTERM');
      await nginx?.exited;
      await smtp.stop();
      await t?.close();
      for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
    });

    /** A visitor's GET of a site page on a port (a process or nginx), by the site's Host. */
    async function visitAt(port: number, host: string, headers: Record<string, string> = {}) {
      const res = await rawRequest(port, {
        method: 'GET',
        url: '/',
        headers: { host, ...headers },
      });
      return { status: res.status, body: res.body.toString('utf8') };
    }

    type Envelope = { data?: unknown; error?: { code: string; message: string } };

    /** An API call over a real connection to one process. */
    async function api(
      server: ServerProcess,
      method: string,
      url: string,
      options: { token?: string; body?: unknown; address?: string } = {},
    ) {
      const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.address ? { 'x-forwarded-for': options.address } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      return { status: res.status, headers: res.headers, json: (await res.json()) as Envelope };
    }

    /** A website of the owner with a heading, saved and published by the test's own app. */
    async function siteWithHeading(text: string) {
      const website = await createWebsite(t.app, owner.token, { name: 'Mill Bakery' });
      const home = await homePage(t.app, owner.token, website.id);
      const save = (value: string) =>
        saveOk(t.app, owner.token, home.id, sectionWith([el('HEADING', { text: value })]));
      await save(text);
      await publish(t.app, owner.token, website.id);
      return { website, host: `${website.subdomain}.${HOSTING_DOMAIN}`, save };
    }

    const shows = (text: string) => async (port: number, host: string) => {
      const res = await visitAt(port, host);
      return res.status === 200 && res.body.includes(text) ? true : undefined;
    };

    it('a release published through one process is served by the other within a second, and by nginx', async () => {
      const { website, host, save } = await siteWithHeading('Loaves at six');
      // B has the first release in memory before A publishes the next.
      await until(
        () => 'B to serve the first release',
        () => shows('Loaves at six')(b.port, host),
      );
      await save('Rolls at seven');
      const published = await api(a, 'POST', `/api/websites/${website.id}/publish`, {
        token: owner.token,
      });
      expect(published.status, JSON.stringify(published.json)).toBe(200);
      const started = performance.now();
      await until(
        () => 'B to serve the new release',
        () => shows('Rolls at seven')(b.port, host),
        5000,
      );
      expect(performance.now() - started).toBeLessThan(1000);
      // nginx spreads visitors over both: every one sees the new release.
      for (let i = 0; i < 6; i += 1) {
        const res = await visitAt(nginxPort, host);
        expect(res.status).toBe(200);
        expect(res.body).toContain('Rolls at seven');
      }
    });

    it(
      "counts every page view in the owner's figures, half served by each process",
      slow,
      async () => {
        const { website, host } = await siteWithHeading('Oats and honey');
        const visitors = 20;
        for (let i = 0; i < visitors; i += 1) {
          const res = await visitAt(i % 2 ? b.port : a.port, host, {
            'user-agent': CHROME,
            'x-forwarded-for': `203.0.113.${i + 1}`,
          });
          expect(res.status).toBe(200);
        }
        // Each process writes its views within a second and remakes the figures of the days it
        // wrote every ten seconds or more: then either process reads them all.
        for (const reader of [a, b]) {
          const figures = await until(
            () => `all ${visitors} views read through port ${reader.port}`,
            async () => {
              const res = await api(
                reader,
                'GET',
                `/api/analytics/dashboard?websiteId=${website.id}&timeRange=7d`,
                { token: owner.token },
              );
              expect(res.status).toBe(200);
              const data = res.json.data as AnalyticsDashboard;
              return data.metrics.pageViews.value >= visitors ? data : undefined;
            },
            60_000,
          );
          expect(figures.metrics.pageViews.value).toBe(visitors);
          expect(figures.metrics.visitors.value).toBe(visitors);
        }
      },
    );

    const order = (server: ServerProcess, address: string, email: string) =>
      api(server, 'POST', `/api/public/sites/${shop.site.subdomain}/orders`, {
        address,
        body: orderBody([{ productId: flour.id, quantity: 1 }], {
          customer: { name: 'Ana Lima', email },
        }),
      });

    it('refuses the eleventh order from one address in ten minutes, the ten taken on both processes', async () => {
      const address = freshAddress();
      const stamp = randomBytes(3).toString('hex');
      for (let i = 0; i < 10; i += 1) {
        const res = await order(i % 2 ? b : a, address, `limit-${stamp}-${i}@example.com`);
        expect(res.status, JSON.stringify(res.json)).toBe(201);
      }
      for (const server of [a, b]) {
        const res = await order(server, address, `limit-${stamp}-more@example.com`);
        expect(res.status).toBe(429);
        expect(res.json.error?.code).toBe('RATE_LIMITED');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Another visitor still buys, on either.
      expect((await order(b, freshAddress(), `other-${stamp}@example.com`)).status).toBe(201);
    });

    it('sends each mail of orders placed on both processes exactly once', async () => {
      const stamp = randomBytes(3).toString('hex');
      const buyers = Array.from({ length: 12 }, (_, i) => `buyer-${stamp}-${i}@example.com`);
      const placed = await Promise.all(
        buyers.map((email, i) => order(i % 2 ? b : a, freshAddress(), email)),
      );
      for (const res of placed) expect(res.status, JSON.stringify(res.json)).toBe(201);

      // Everything queued so far (these orders' confirmations and notices, and earlier mail).
      const rows = await until(
        () => 'every mail to be sent',
        async () => {
          const all = await t.database.db
            .select({ id: mailOutbox.id, status: mailOutbox.status, attempts: mailOutbox.attempts })
            .from(mailOutbox);
          const mine = await t.database.db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(inArray(mailOutbox.to, buyers));
          return mine.length === buyers.length && all.every((row) => row.status === 'SENT')
            ? all
            : undefined;
        },
      );
      // Each taken by one process, once, and received once.
      expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
      const received = smtp.received.map(
        (mail) => /^<([^@]+)@/.exec(mail.header('message-id')!)![1],
      );
      expect(received.sort()).toEqual(rows.map((row) => row.id).sort());
      for (const buyer of buyers) {
        expect(smtp.received.filter((mail) => mail.to.includes(buyer))).toHaveLength(1);
      }
    });

    it('announces each scheduled post once when it falls due, both processes looking', async () => {
      const { website } = await siteWithHeading('Notes from the mill');
      const due = new Date(Date.now() + 2000);
      const titles = Array.from({ length: 20 }, (_, i) => `Harvest note ${i + 1}`);
      const ids: string[] = [];
      for (const title of titles) {
        ids.push(
          (
            await insertPost(t.database, website.id, {
              title,
              status: 'scheduled',
              publishedAt: due,
            })
          ).id,
        );
      }
      await until(
        () => 'every post to be announced',
        async () => {
          const waiting = await t.database.db
            .select({ id: posts.id })
            .from(posts)
            .where(and(inArray(posts.id, ids), sql`${posts.announcedAt} is null`));
          return waiting.length === 0 ? true : undefined;
        },
      );
      const told = await t.database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, owner.user.id), eq(notifications.type, 'post')));
      expect(told.map((n) => n.title).sort()).toEqual(
        titles.map((title) => `Your post "${title}" is live`).sort(),
      );
    });

    it('keeps answering every visitor through nginx while one process stops', async () => {
      const { host } = await siteWithHeading('Rye by the river');
      await until(
        () => 'both to serve the site',
        async () =>
          (await shows('Rye by the river')(a.port, host)) &&
          (await shows('Rye by the river')(b.port, host)),
      );
      const answers: number[] = [];
      let aGone = false;
      void a.exited.then(() => (aGone = true));
      let afterGone = 0;
      // Four visitors at a time, from before A is told to stop until forty answers after it has
      // gone: those A was serving and those nginx sent on to B all get the page.
      const visitor = async () => {
        while (afterGone < 40) {
          const res = await visitAt(nginxPort, host);
          answers.push(res.status);
          if (aGone) afterGone += 1;
          if (res.status === 200) expect(res.body).toContain('Rye by the river');
        }
      };
      const visitors = Array.from({ length: 4 }, visitor);
      a.child.kill('SIGTERM');
      await Promise.all(visitors);
      expect((await a.exited).code).toBe(0);
      expect(answers.filter((status) => status !== 200)).toEqual([]);
    });
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { migrationsFolder } from '../db/migrations.ts';
import { rawConnection } from '../test/raw-http.ts';
import { listenOnFreePort } from '../test/real-http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AppError } from './errors.ts';
import { Readiness } from './readiness.ts';

const unavailable = {
  error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
};

describe('GET /api/ready', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 once the app has started, never from a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ready: true } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("answers 503 while the database lacks this version's newest migration", async () => {
    const table = sql`drizzle.__drizzle_migrations`;
    const taken = (await t.database.db.execute(
      sql`delete from ${table} where created_at = (select max(created_at) from ${table})
          returning id, hash, created_at`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string | number }[] };
    const newest = taken.rows[0]!;
    const config = {
      ...loadConfig({ DATA_DIR: t.dataDir, PORT: '3000', DOMAIN_CHECK_INTERVAL_MS: '0' }),
      webDist: path.join(t.dataDir, 'no-web'),
    };
    const starting = await buildApp({ config, database: t.database });
    try {
      await starting.ready();
      expect(starting.readiness.state).toBe('starting');
      const res = await starting.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
      // Alive all the same.
      expect((await starting.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      // Once the migration is recorded (another process finished migrating), it is ready.
      await t.database.db.execute(
        sql`insert into ${table} (id, hash, created_at)
            values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
      const ready = await starting.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(starting.readiness.state).toBe('ready');
    } finally {
      await starting.close();
    }
  });

  it('answers 503 once the flag says shutdown began, while the rest still works', async () => {
    const other = await createTestApp();
    try {
      other.app.readiness.stop();
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const metrics = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/^tessera_ready 0$/m);
    } finally {
      await other.close();
    }
  });

  it('answers 503 from the moment the app starts closing, to requests still arriving', async () => {
    const other = await createTestApp();
    try {
      const port = await listenOnFreePort(other.app);
      // A sign-in in flight holds the connection open across the start of closing.
      const client = await rawConnection(port);
      client.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 2\r\nExpect: 100-continue\r\n\r\n',
      );
      await client.waitFor('100 Continue');
      const closing = other.app.close();
      await vi.waitFor(() => expect(other.app.readiness.state).toBe('stopping'));
      client.write('{}GET /api/ready HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await closing;
      await client.closed;
      const [signIn, ready] = client.responses();
      expect(signIn?.status).toBe(400);
      expect(ready?.status).toBe(503);
      expect(JSON.parse(ready!.body)).toEqual(unavailable);
    } finally {
      await other.close();
    }
  });
});

describe('readiness', () => {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));

  /** A database whose answers the test decides, one call after another. */
  const databaseAnswering = (...answers: (() => Promise<unknown>)[]) =>
    ({
      kind: 'pglite',
      close: async () => {},
      db: { execute: vi.fn(() => answers.shift()!()) },
    }) as unknown as Database;

  it('is not ready while the database cannot say its migrations are in', async () => {
    const readiness = new Readiness(
      databaseAnswering(() => Promise.reject(new Error('connection refused'))),
    );
    await readiness.start();
    expect(readiness.state).toBe('starting');
  });

  it('is not ready when the database stops answering', async () => {
    const readiness = new Readiness(
      databaseAnswering(
        () => Promise.resolve({ rows: [{ last: String(newest) }] }),
        () => Promise.reject(new Error('connection terminated')),
      ),
    );
    await readiness.start();
    expect(readiness.state).toBe('ready');
    const refused = await readiness.check().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
  });
});

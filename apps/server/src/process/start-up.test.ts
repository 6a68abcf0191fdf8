import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_TEMPLATES } from '@tessera/core';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { websites } from '../db/schema.ts';
import { bearer } from '../test/auth-helpers.ts';
import { rawRequest, listenOnFreePort } from '../test/real-http.ts';
import {
  migratedDataDir,
  processDatabase,
  startServer,
  type ServerProcess,
} from '../test/server-process.ts';
import { publish } from '../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebsite, registerOwner } from '../test/website-helpers.ts';

// A server started on data that is already there, as after a restart: it serves everything at
// once, and the work it leaves until it listens (the template websites, the embedded database's
// planner statistics) still gets done. On the embedded database or (TEST_DB=postgres) PostgreSQL.
const slow = { timeout: 120_000 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An owner with a published website, written by an app on the database a server will open. */
async function ownerWithSite(config: ReturnType<typeof loadConfig>, database: Database) {
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const owner = await registerOwner(app, database);
    const website = await createWebsite(app, owner.token, { name: 'Corner Bakery' });
    await publish(app, owner.token, website.id);
    return { token: owner.token, subdomain: website.subdomain };
  } finally {
    await app.close();
  }
}

describe('a server started on existing data', slow, () => {
  it('answers its health check, an API call and a published page at once', async () => {
    const dataDir = await migratedDataDir('tessera-start-');
    const target = await processDatabase();
    cleanups.push(async () => {
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, ...target.env }),
      webDist: path.join(dataDir, 'no-web'),
    };
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir },
    );
    const { token, subdomain } = await ownerWithSite(config, database);
    await database.close(); // the embedded database's folder is now free for the server

    const server: ServerProcess = await startServer({
      DATA_DIR: dataDir,
      WEB_DIST: config.webDist,
      ...target.env,
    });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    const base = `http://127.0.0.1:${server.port}`;
    const [health, ready, sites, page] = await Promise.all([
      fetch(`${base}/api/health`),
      fetch(`${base}/api/ready`),
      fetch(`${base}/api/websites`, { headers: bearer(token) }),
      rawRequest(server.port, {
        method: 'GET',
        url: '/',
        headers: { host: `${subdomain}.localhost:${server.port}` },
      }),
    ]);
    expect(health.status).toBe(200);
    expect(ready.status).toBe(200);
    expect(sites.status).toBe(200);
    const listed = ((await sites.json()) as { data: { subdomain: string }[] }).data;
    expect(listed.map((site) => site.subdomain)).toEqual([subdomain]);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Corner Bakery</title>');

    // The start-up line tells when each step ended, counted from the process's start.
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes('Tessera is running'));
    const steps = (JSON.parse(line!) as { startUpMs: Record<string, number> }).startUpMs;
    // The modules and the database load at once: either may end first.
    expect(Object.keys(steps).sort()).toEqual(['app', 'database', 'entry', 'listening', 'modules']);
    expect(steps.app).toBeGreaterThanOrEqual(Math.max(steps.modules!, steps.database!));
    expect(steps.listening).toBeGreaterThanOrEqual(steps.app!);
  });

  it('builds the template websites and, on the embedded database, samples its statistics once listening', async () => {
    const testApp: TestApp = await createTestApp();
    cleanups.push(() => testApp.close());
    const { database, dataDir } = testApp;
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, DOMAIN_CHECK_INTERVAL_MS: '0' }),
      webDist: path.join(dataDir, 'no-web'),
    };
    const server = await buildApp({ config, database, warmTemplates: true });
    cleanups.push(() => server.close());
    const port = await listenOnFreePort(server);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const firstTemplate = SITE_TEMPLATES[0]!;
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select({ id: websites.id })
              .from(websites)
              .where(eq(websites.templateId, firstTemplate.id))
          ).length,
        { timeout: 60_000, interval: 100 },
      )
      .toBe(1);
    if (database.kind === 'pglite') {
      await expect
        .poll(
          async () => {
            const result = (await database.db.execute(
              sql`select last_analyze from pg_stat_user_tables where relname = 'websites'`,
            )) as unknown as { rows: { last_analyze: Date | null }[] };
            return result.rows[0]?.last_analyze ?? null;
          },
          { timeout: 60_000, interval: 100 },
        )
        .not.toBeNull();
    }
  });
});

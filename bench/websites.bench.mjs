// Median time of `GET /api/websites` for an owner with 100 websites (each with a home page and
// two more pages), through app.inject: on in-memory PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a database is created for the run and dropped).
// Run by `npm run bench`, which loads tsx so the server's TypeScript can be imported.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { setPlanByEmail } from '../apps/server/src/modules/auth/plan.ts';
import { createPostgresDatabase } from './server-process.mjs';

const WEBSITES = 100;
const WARMUP = 30;
const RUNS = Number(process.env.RUNS ?? 300);

async function expectStatus(res, status) {
  if (res.statusCode !== status)
    throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

async function measure(label, database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-websites-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PORT: '3000' }),
    webDist: path.join(dataDir, 'none'),
  };
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench password 123';
    const { token } = await expectStatus(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Bench',
          lastName: 'Owner',
          email,
          password,
          confirmPassword: password,
        },
      }),
      201,
    );
    await setPlanByEmail(database.db, email, 'enterprise');
    const headers = { authorization: `Bearer ${token}` };
    const seedStarted = performance.now();
    for (let i = 0; i < WEBSITES; i++) {
      const site = await expectStatus(
        await app.inject({
          method: 'POST',
          url: '/api/websites',
          headers,
          payload: { name: `Site ${i}`, subdomain: `bench-${i}-${randomBytes(3).toString('hex')}` },
        }),
        201,
      );
      for (const name of ['About', 'Contact']) {
        await expectStatus(
          await app.inject({
            method: 'POST',
            url: `/api/websites/${site.id}/pages`,
            headers,
            payload: { name },
          }),
          201,
        );
      }
    }
    const seedMs = performance.now() - seedStarted;

    const list = () => app.inject({ method: 'GET', url: '/api/websites', headers });
    const first = await list();
    const count = (await expectStatus(first, 200)).length;
    for (let i = 0; i < WARMUP; i++) await list();
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await list();
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    console.log(
      `${label.padEnd(10)} GET /api/websites (${count} websites, ${first.body.length} bytes), ${RUNS} runs: ` +
        `median ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms   min ${times[0].toFixed(2)} ms`,
    );
    console.log(
      `${''.padEnd(10)} seeding: ${WEBSITES} POST /api/websites + ${WEBSITES * 2} POST pages in ${seedMs.toFixed(0)} ms ` +
        `(${(seedMs / (WEBSITES * 3)).toFixed(2)} ms per request)`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite', await openDatabase({ kind: 'pglite', dataDir: null }));

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const created = await createPostgresDatabase(serverUrl);
  try {
    await measure('PostgreSQL', await openDatabase({ kind: 'postgres', url: created.url }));
  } finally {
    await created.drop();
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it');
}

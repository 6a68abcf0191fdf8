import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../scripts/build-server.mjs';
import {
  freePort,
  processDatabase,
  repoRoot,
  runServerFile,
  type ServerProcess,
} from '../test/server-process.ts';

// `npm start` runs the bundle scripts/build-server.mjs makes, not the sources the other tests
// run: this builds it and drives it through a whole journey, down to a published page drawn by
// the bundled blocks, on the embedded database or (TEST_DB=postgres) on PostgreSQL.
// Inside the repository (the external packages resolve from its node_modules), in a folder
// named dist so that git and the linters pass it by.
const bundleRoot = path.join(
  repoRoot,
  'apps/server',
  `.bundle-test-${randomBytes(4).toString('hex')}`,
);
const outDir = path.join(bundleRoot, 'dist');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bundle-'));
let database: Awaited<ReturnType<typeof processDatabase>>;
let server: ServerProcess;

beforeAll(async () => {
  database = await processDatabase();
  await buildServer(outDir);
  const port = await freePort();
  server = runServerFile(
    path.join(outDir, 'main.js'),
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...database.env,
    },
    port,
  );
  await server.waitFor('Tessera is running');
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.drop();
  fs.rmSync(bundleRoot, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: never } };
}

describe('the server bundle', { timeout: 60_000 }, () => {
  it('serves the API and a published page, and shuts down cleanly', async () => {
    const health = await api('GET', '/api/health');
    expect(health.status).toBe(200);

    const registered = await api('POST', '/api/auth/register', undefined, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `bundle-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    });
    expect(registered.status).toBe(201);
    const token = (registered.body.data as { token: string }).token;
    const subdomain = `bundle-${randomBytes(4).toString('hex')}`;
    const created = await api('POST', '/api/websites', token, { name: 'Corner Bakery', subdomain });
    expect(created.status).toBe(201);
    const websiteId = (created.body.data as { id: string }).id;
    expect((await api('POST', `/api/websites/${websiteId}/publish`, token)).status).toBe(200);

    // fetch() would drop the Host header.
    const page = await getWithHost(server.port, `${subdomain}.localhost:${server.port}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Corner Bakery</title>');

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});

function getWithHost(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      })
      .on('error', reject);
  });
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let database: Database;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-spa-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>T</title></head><body></body></html>',
  );
  await fs.writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  const config = {
    ...loadConfig({ DATA_DIR: dir, HOSTING_DOMAIN: 'sites.example.com' }),
    webDist: dir,
  };
  app = await buildApp({ config, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers client routes with index.html carrying the hosting domain', async () => {
    for (const url of ['/', '/dashboard/websites', '/builder/abc?page=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(
        '<meta name="tessera-hosting-domain" content="sites.example.com" />',
      );
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and keeps unknown API paths and assets 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

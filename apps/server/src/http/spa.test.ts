import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { FastifyInstance } from 'fastify';

const INDEX = '<!doctype html><html><head><title>T</title></head><body>app</body></html>';
const PRICING = '<!doctype html><html><head><title>Pricing</title></head><body>plans</body></html>';
const LANDING = '<!doctype html><html><head><title>Home</title></head><body>hero</body></html>';
const ABOUT =
  '<!doctype html><html><body><footer>© <span data-current-year="">1999</span> Tessera.</footer></body></html>';

/** A real app serving a web build made of `files` (path -> content) from a fresh folder. */
async function appServing(files: Record<string, string>) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-spa-'));
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const config = {
    ...loadConfig({ DATA_DIR: dir, HOSTING_DOMAIN: 'sites.example.com' }),
    webDist: dir,
  };
  const app = await buildApp({ config, database });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

const hostingMeta = '<meta name="tessera-hosting-domain" content="sites.example.com" />';

describe('the web app', () => {
  let served: Awaited<ReturnType<typeof appServing>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    served = await appServing({
      'index.html': INDEX,
      'assets/app-1234.js': 'console.log(1)',
      'prerendered/routes.json': JSON.stringify({
        '/': 'index.html',
        '/pricing': 'pricing.html',
        '/about': 'about.html',
      }),
      'prerendered/index.html': LANDING,
      'prerendered/pricing.html': PRICING,
      'prerendered/about.html': ABOUT,
    });
    app = served.app;
  });
  afterAll(() => served.close());

  it('answers client routes with index.html carrying the hosting domain', async () => {
    for (const url of ['/dashboard/websites', '/builder/abc?page=1', '/auth/login', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body, url).toContain('<body>app</body>');
      expect(res.body).toContain(hostingMeta);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the prerendered paths with their own page, revalidated like index.html', async () => {
    const cases = [
      ['/', LANDING],
      ['/?ref=ad', LANDING],
      ['/pricing', PRICING],
      ['/pricing/', PRICING],
      ['/pricing?plan=pro', PRICING],
    ] as const;
    for (const [url, page] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body, url).toBe(page);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/pricing' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });

  it('writes the current year into a prerendered footer, not the year it was built in', async () => {
    const res = await app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toContain(`© <span data-current-year="">${new Date().getFullYear()}</span>`);
    expect(res.body).not.toContain('1999');
  });

  it('serves a prerendered page only at its path, never as a file of the build', async () => {
    for (const url of ['/prerendered/pricing.html', '/prerendered/routes.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<body>app</body>');
    }
    // A path that merely starts like a page's is the app's.
    expect((await app.inject({ method: 'GET', url: '/pricing-old' })).body).toContain(
      '<body>app</body>',
    );
  });

  it('serves hashed assets for a year and keeps unknown API paths and assets 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const apiPricing = await app.inject({ method: 'GET', url: '/api/pricing' });
    expect(apiPricing.statusCode).toBe(404);
  });
});

describe('a web build without prerendered pages', () => {
  let served: Awaited<ReturnType<typeof appServing>>;
  beforeAll(async () => {
    served = await appServing({ 'index.html': INDEX });
  });
  afterAll(() => served.close());

  it('answers every page path, the landing page too, with the app', async () => {
    for (const url of ['/', '/pricing']) {
      const res = await served.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<body>app</body>');
      expect(res.body).toContain(hostingMeta);
    }
  });
});

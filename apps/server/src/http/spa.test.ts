import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
async function appServing(files: Record<string, string | Buffer>) {
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

describe('the precompressed assets of a build', () => {
  // Large enough that the server would compress it on the fly if it did so for assets.
  const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `screen ${i}`))};`;
  const BROTLI = brotliCompressSync(SCRIPT);
  let served: Awaited<ReturnType<typeof appServing>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    served = await appServing({
      'index.html': INDEX,
      'assets/app-1234.js': SCRIPT,
      'assets/app-1234.js.br': BROTLI,
      'assets/app-1234.js.gz': gzipSync(SCRIPT),
      // Built before precompression existed, or its compressed files lost: sent as it is.
      'assets/plain-5678.js': SCRIPT,
    });
    app = served.app;
  });
  afterAll(() => served.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends the brotli file to a browser that accepts it, with only the headers a script needs', async () => {
    const res = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(BROTLI)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const documentHeader of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
    ]) {
      expect(res.headers[documentHeader], documentHeader).toBeUndefined();
    }
    // The page itself keeps its policy.
    expect((await get('/dashboard')).headers['content-security-policy']).toContain(
      "script-src 'self'",
    );
  });

  it('sends the gzip file to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    for (const acceptEncoding of ['identity', 'deflate']) {
      const plain = await get('/assets/app-1234.js', { 'accept-encoding': acceptEncoding });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends an asset without compressed files as it is, never compressing it per request', async () => {
    const res = await get('/assets/plain-5678.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a revalidation of the same encoding with 304', async () => {
    const first = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/assets/app-1234.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another encoding is another file, so another validator.
    const gzip = await get('/assets/app-1234.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('keeps a missing asset 404, whatever the browser accepts', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/missing-0000.js', { 'accept-encoding': acceptEncoding });
      expect(res.statusCode, acceptEncoding).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // A path out of the assets folder never reaches a file of the build as it is.
    for (const url of ['/assets/%2e%2e/index.html', '/assets/..%2findex.html']) {
      expect((await get(url, { 'accept-encoding': 'br' })).body, url).not.toBe(INDEX);
    }
  });
});

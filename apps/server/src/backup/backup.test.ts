import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/real-http.ts';
import {
  migratedDataDir,
  processDatabase,
  runEntry,
  startServer,
  type ServerProcess,
} from '../test/server-process.ts';

// `npm run cli -- backup` while a real server keeps serving (on the embedded database the dump
// comes through the operator channel), then `restore` into an empty place and a server on it:
// the same live page, the same orders and bookings, the same media bytes.
const slow = { timeout: 120_000 };
const HOSTING = { HOSTING_DOMAIN: 'sites.test', PUBLIC_URL: 'http://sites.test' };
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
  return dir;
}

function client(server: ServerProcess) {
  const base = `http://127.0.0.1:${server.port}`;
  return async function call<T>(method: string, url: string, token?: string, body?: unknown) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
}

/** The live page at `host` (fetch would not send this Host header: it sends the address's). */
async function page(server: ServerProcess, host: string, url = '/'): Promise<string> {
  const res = await rawRequest(server.port, { method: 'GET', url, headers: { host } });
  expect(res.status).toBe(200);
  return res.body.toString('utf8');
}

/** The website's published home page (its own name), not the dashboard's shell. */
async function livePage(server: ServerProcess, host: string): Promise<string> {
  const html = await page(server, host);
  expect(html).toContain('Rosa Bakes');
  return html;
}

async function cli(args: string[], env: Record<string, string>) {
  const run = runEntry('cli.ts', args, env);
  const { code } = await run.exited;
  return { code, output: run.output() };
}

const sha256 = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

interface Site {
  token: string;
  email: string;
  siteId: string;
  host: string;
  imageUrl: string;
}

/** Pages, a published release, a product and its order, a service and its booking, an image. */
async function buildSite(server: ServerProcess): Promise<Site> {
  const call = client(server);
  const email = `owner.${Date.now()}@example.com`;
  const { token } = await call<{ token: string }>('POST', '/api/auth/register', undefined, {
    firstName: 'Rosa',
    lastName: 'Baker',
    email,
    password: 'correct-horse-battery',
  });
  const subdomain = `bakery-${Date.now().toString(36)}`;
  const site = await call<{ id: string }>('POST', '/api/websites', token, {
    name: 'Rosa Bakes',
    subdomain,
    timezone: 'Europe/Lisbon',
  });
  await call('POST', `/api/websites/${site.id}/pages`, token, { name: 'About us' });

  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'loaf.jpg');
  const upload = await fetch(
    `http://127.0.0.1:${server.port}/api/websites/${site.id}/media/upload`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    },
  );
  expect(upload.status).toBe(201);
  const [image] = ((await upload.json()) as { data: { url: string }[] }).data;

  const product = await call<{ id: string }>('POST', `/api/websites/${site.id}/products`, token, {
    name: 'Country loaf',
    sku: 'LOAF-1',
    price: '7.50',
    quantity: 20,
    isPublished: true,
    images: [image!.url],
  });
  const service = await call<{ id: string }>('POST', `/api/websites/${site.id}/services`, token, {
    name: 'Baking class',
    description: 'An hour at the oven with Rosa.',
    duration: 60,
    price: 40,
    capacity: 1,
    slotInterval: 60,
    isPublished: true,
  });
  const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await call('POST', `/api/websites/${site.id}/staff`, token, {
    name: 'Rosa',
    email: 'rosa@bakery.example',
    services: [{ serviceId: service.id, isPrimary: true }],
    weeklyHours: Object.fromEntries(week.map((day) => [day, [{ start: '09:00', end: '17:00' }]])),
  });
  await call('POST', `/api/websites/${site.id}/publish`, token);

  const customer = { name: 'Ana Lima', email: 'ana@example.com' };
  await call('POST', `/api/public/sites/${subdomain}/orders`, undefined, {
    items: [{ productId: product.id, quantity: 2 }],
    customer,
  });
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const [slot] = await call<{ start: string; staffId: string }[]>(
    'GET',
    `/api/public/sites/${subdomain}/services/${service.id}/slots?from=${from}&to=${from}&timezone=Europe/Lisbon`,
  );
  await call('POST', `/api/public/sites/${subdomain}/bookings`, undefined, {
    serviceId: service.id,
    start: slot!.start,
    staffId: slot!.staffId,
    customer,
  });
  return { token, email, siteId: site.id, host: `${subdomain}.sites.test`, imageUrl: image!.url };
}

interface Observed {
  home: string;
  orders: unknown;
  bookings: unknown;
  image: string;
}

async function observe(server: ServerProcess, site: Site): Promise<Observed> {
  const call = client(server);
  const image = await fetch(`http://127.0.0.1:${server.port}${site.imageUrl}`, {
    headers: { authorization: `Bearer ${site.token}` },
  });
  expect(image.status).toBe(200);
  return {
    home: await livePage(server, site.host),
    orders: await call('GET', `/api/websites/${site.siteId}/orders`, site.token),
    bookings: await call('GET', `/api/websites/${site.siteId}/bookings`, site.token),
    image: sha256(await image.arrayBuffer()),
  };
}

/** The archive with one byte of `entry`'s content changed (and the gzip and tar still sound). */
function damage(archive: string, entry: string): string {
  const tar = zlib.gunzipSync(fs.readFileSync(archive));
  let offset = 0;
  while (offset < tar.length) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    const size = parseInt(tar.subarray(offset + 124, offset + 136).toString('ascii'), 8);
    if (name === entry) {
      tar[offset + 512 + Math.floor(size / 2)]! ^= 0x20;
      const damaged = `${archive}.damaged.tar.gz`;
      fs.writeFileSync(damaged, zlib.gzipSync(tar));
      return damaged;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`no ${entry} in the archive`);
}

async function backupAndRestore(
  source: Record<string, string>,
  target: Record<string, string>,
): Promise<void> {
  const server = await startServer({ ...HOSTING, ...source });
  servers.push(server);
  const site = await buildSite(server);
  const before = await observe(server, site);
  expect(before.orders).toHaveLength(1);
  expect(before.bookings).toHaveLength(1);

  const archive = path.join(await tempDir('tessera-archive-'), 'site.tar.gz');
  const made = await cli(['backup', archive], source);
  expect(made.output).toContain(`to ${archive}`);
  expect(made.code).toBe(0);
  // The server kept serving while the backup was made.
  expect(await livePage(server, site.host)).toBe(before.home);

  const damaged = damage(archive, 'database.jsonl');
  const refused = await cli(['restore', damaged], target);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('database.jsonl does not match its SHA-256 checksum');
  // Refused before anything was written.
  expect(fs.readdirSync(target.DATA_DIR!).length).toBe(0);

  const restored = await cli(['restore', archive], target);
  expect(restored.output).toContain('Restored');
  expect(restored.code).toBe(0);
  const again = await cli(['restore', archive], target);
  expect(again.code).toBe(1);
  expect(again.output).toContain('not empty');

  const copy = await startServer({ ...HOSTING, ...target });
  servers.push(copy);
  expect(await observe(copy, site)).toEqual(before);
}

describe('backup and restore', slow, () => {
  if (process.env.TEST_DB !== 'postgres') {
    it('backs up a running server on the embedded database and restores into an empty folder', async () => {
      const source = await migratedDataDir('tessera-backup-');
      cleanups.push(() => fs.promises.rm(source, { recursive: true, force: true }));
      const target = await tempDir('tessera-restore-');
      await backupAndRestore({ DATA_DIR: source }, { DATA_DIR: target });
    });
  } else {
    it('backs up PostgreSQL while it serves and restores into an empty database', async () => {
      const source = await processDatabase();
      cleanups.push(() => source.drop());
      const target = await processDatabase();
      cleanups.push(() => target.drop());
      // An empty database: the one the tests copy is already migrated.
      const { adminQuery } = await import('../test/admin-query.ts');
      const url = new URL(target.env.DATABASE_URL!);
      await adminQuery(
        process.env.TEST_DATABASE_URL!,
        `DROP DATABASE ${url.pathname.slice(1)} WITH (FORCE)`,
      );
      await adminQuery(process.env.TEST_DATABASE_URL!, `CREATE DATABASE ${url.pathname.slice(1)}`);
      await backupAndRestore(
        { ...source.env, DATA_DIR: await tempDir('tessera-backup-') },
        { ...target.env, DATA_DIR: await tempDir('tessera-restore-') },
      );
    });
  }
});

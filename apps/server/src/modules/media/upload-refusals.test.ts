import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { media, products } from '../../db/schema.ts';
import { bearer, inject, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsite, registerOwner } from '../../test/website-helpers.ts';
import { COLUMNS } from '../products/csv-columns.ts';

let t: TestApp;
let owner: Account;
let site: Website;
let log = '';

beforeAll(async () => {
  t = await createTestApp({}, { logger: { output: { write: (chunk) => (log += chunk) } } });
  owner = await registerOwner(t.app, t.database);
  site = await createWebsite(t.app, owner.token, { name: 'Upload Bakery' });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  log = '';
});

const BOUNDARY = 'tessera-boundary-1234';
/** A products file of one loaf, with every column the import reads. */
const CSV = [
  COLUMNS.join(','),
  COLUMNS.map(
    (c) =>
      ({ Handle: 'loaf', Name: 'Loaf', SKU: 'LOAF', Price: '4.50', Quantity: '3' })[c as string] ??
      '',
  ).join(','),
  '',
].join('\r\n');

/** One file part as a browser writes it, and the closing delimiter when `closed`. */
function filePart(field: string, filename: string, content: string, closed = true): string {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${content}\r\n${closed ? `--${BOUNDARY}--\r\n` : ''}`
  );
}

/** Each upload with a file it would take, whole. */
const routes = {
  'media upload': {
    url: () => `/api/websites/${site.id}/media/upload`,
    field: 'files',
    name: 'notes.txt',
    content: 'Bake at 220 degrees.',
  },
  'product import': {
    url: () => `/api/websites/${site.id}/products/import?apply=1`,
    field: 'file',
    name: 'products.csv',
    content: CSV,
  },
};

function send(url: string, contentType: string, payload: string) {
  return inject(t.app, {
    method: 'POST',
    url,
    headers: { ...bearer(owner.token), 'content-type': contentType },
    payload: Buffer.from(payload, 'utf8'),
  });
}

/** Every file under the data folder: media kept, uploads half-received. */
async function filesKept(): Promise<string[]> {
  const entries = await fs
    .readdir(t.dataDir, { recursive: true, withFileTypes: true })
    .catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The error records logged at error level or above. */
const errorsLogged = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number })
    .filter((record) => record.level >= 50);

describe.each(Object.entries(routes))('an unreadable %s', (_name, route) => {
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const whole = (): string => filePart(route.field, route.name, route.content);

  it.each<[string, string, () => string, number, RegExp]>([
    ['without a boundary', 'multipart/form-data', whole, 400, /boundary/],
    ['with an empty boundary', 'multipart/form-data; boundary=', whole, 400, /boundary/],
    [
      'with a boundary too long',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      whole,
      400,
      /boundary/,
    ],
    [
      'cut off inside a file',
      multipart,
      () => filePart(route.field, route.name, route.content, false).slice(0, -10),
      400,
      /cut off/,
    ],
    [
      'cut off inside the headers of a part',
      multipart,
      () => `--${BOUNDARY}\r\nContent-Disposition: form-da`,
      400,
      /cut off/,
    ],
    ['of junk', multipart, () => 'junk, not a multipart body at all', 400, /cut off/],
    [
      'sent as multipart/mixed',
      `multipart/mixed; boundary=${BOUNDARY}`,
      whole,
      415,
      /content type/,
    ],
    [
      'with a NUL in the file name',
      multipart,
      () => filePart(route.field, `a\u0000${route.name}`, route.content),
      400,
      /file name .*not allowed/,
    ],
  ])(
    '%s: a 4xx in the envelope naming the problem, and nothing kept',
    async (_case, contentType, body, status, message) => {
      const before = await filesKept();
      const res = await send(route.url(), contentType, body());
      expect(res.statusCode, res.body).toBe(status);
      const error = (res.json() as { error: { code: string; message: string } }).error;
      expect(error.code).toMatch(
        status === 415 ? /^UNSUPPORTED_MEDIA_TYPE$/ : /^(BAD_REQUEST|VALIDATION_ERROR)$/,
      );
      expect(error.message).toMatch(message);
      expect(error.message).toMatch(/^[A-Z].*[a-z)]$/);
      expect(await filesKept()).toEqual(before);
      expect(await t.database.db.select().from(media)).toHaveLength(0);
      expect(await t.database.db.select().from(products)).toHaveLength(0);
      expect(errorsLogged()).toEqual([]);
    },
  );
});

describe('a media upload cut off after its first whole file', () => {
  it('keeps neither file', async () => {
    const before = await filesKept();
    const first = filePart('files', 'first.txt', 'The first file, whole.', false);
    const second = filePart('files', 'second.txt', 'The second file, cut', false).slice(0, -12);
    const res = await send(
      routes['media upload'].url(),
      `multipart/form-data; boundary=${BOUNDARY}`,
      first + second,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(await filesKept()).toEqual(before);
    expect(await t.database.db.select().from(media)).toHaveLength(0);
  });
});

describe('the same uploads, whole', () => {
  it('are taken, with the boundary quoted or not', async () => {
    const upload = routes['media upload'];
    const quoted = await send(
      upload.url(),
      `multipart/form-data; boundary="${BOUNDARY}"`,
      filePart(upload.field, upload.name, upload.content),
    );
    expect(quoted.statusCode, quoted.body).toBe(201);
    const imported = routes['product import'];
    const res = await send(
      imported.url(),
      `multipart/form-data; boundary=${BOUNDARY}`,
      filePart(imported.field, imported.name, imported.content),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(products)).toHaveLength(1);
  });
});

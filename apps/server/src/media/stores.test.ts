import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer } from '../test/s3-peer.ts';
import { DiskMediaStore } from './disk-store.ts';
import { S3MediaStore } from './s3-store.ts';
import type { MediaStore } from './store.ts';

let s3: Awaited<ReturnType<typeof startS3Peer>>;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Peer();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-store-'));
});
afterAll(async () => {
  await s3.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const stores: [string, () => Promise<MediaStore>][] = [
  ['on disk', async () => new DiskMediaStore(path.join(dir, 'media'))],
  [
    'in an S3 bucket (s3rver)',
    () =>
      S3MediaStore.create({
        bucket: s3.env.MEDIA_S3_BUCKET,
        region: 'us-east-1',
        endpoint: s3.env.MEDIA_S3_ENDPOINT,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(stores)('the media store %s', (_name, make) => {
  it('keeps files by key, reads them whole or by range, and removes them', async () => {
    const store = await make();
    const key = `ab/${'a'.repeat(64)}/original.txt`;
    expect(await store.stat(key)).toBeNull();
    const local = path.join(dir, `upload-${Math.random()}`);
    await fs.writeFile(local, 'Fresh bread every morning');
    expect(await store.putFile(key, local)).toBe(true);
    await expect(fs.stat(local)).rejects.toThrow();
    expect(await store.stat(key)).toEqual({ size: 25 });
    expect(await text(await store.read(key))).toBe('Fresh bread every morning');
    expect(await text(await store.read(key, { start: 6, end: 10 }))).toBe('bread');

    const again = path.join(dir, `upload-${Math.random()}`);
    await fs.writeFile(again, 'Fresh bread every morning');
    expect(await store.putFile(key, again)).toBe(false);

    const variant = `ab/${'a'.repeat(64)}/320.webp`;
    await store.putBuffer(variant, Buffer.from('webp bytes'));
    expect(await store.stat(variant)).toEqual({ size: 10 });
    await store.remove(key);
    await store.remove(variant);
    expect(await store.stat(key)).toBeNull();
  });
});

describe('the app with MEDIA_S3_BUCKET set', () => {
  it('uploads into the bucket and serves from it, ranges too', async () => {
    const { createTestApp } = await import('../test/test-app.ts');
    const { registerOwner, createWebsite } = await import('../test/website-helpers.ts');
    const { bearer, inject } = await import('../test/auth-helpers.ts');
    const t = await createTestApp(s3.env);
    try {
      const owner = await registerOwner(t.app, t.database);
      const site = await createWebsite(t.app, owner.token, { name: 'Bucket Bakery' });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
      const boundary = 'tesserabucket';
      const res = await inject(t.app, {
        method: 'POST',
        url: `/api/websites/${site.id}/media/upload`,
        headers: {
          ...bearer(owner.token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="menu.pdf"\r\n\r\n`,
          ),
          pdf,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [item] = (res.json() as { data: { url: string }[] }).data;
      expect(
        (await s3.keys()).some((k) =>
          item!.url.includes(k.replace(/\\/g, '/').split('/')[1] ?? '-'),
        ),
      ).toBe(true);
      const whole = await inject(t.app, { method: 'GET', url: item!.url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(pdf)).toBe(true);
      const part = await inject(t.app, {
        method: 'GET',
        url: item!.url,
        headers: { range: 'bytes=0-3' },
      });
      expect([part.statusCode, part.body]).toEqual([206, '%PDF']);
      // Nothing was written to the data folder's media.
      await expect(fs.readdir(path.join(t.dataDir, 'media'))).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

// Media uploads against a real listening app on embedded PGlite: a 12-megapixel JPEG from upload
// to every variant ready; the process's memory while a 200 MB video streams in; and the image
// bytes a phone (375 CSS px at 3x, so the 1280 px copies) downloads for a page of six such
// photos against their originals. Prints figures.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { lighthouseInChild } from './landing-lighthouse.mjs';
import { benchApp, call, freePort, owner } from './support.mjs';

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bench-media-'));

/** A 4000 x 3000 photo-like JPEG (noise, so it compresses like a photo), a distinct one per seed. */
async function photo(seed) {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 7919;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (i % 3 === 0 ? 180 : 90) + ((x >> 16) % 60);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function upload(base, token, websiteId, name, body, length, type) {
  const boundary = 'tesserabench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const stream = Readable.from(
    (async function* () {
      yield head;
      for await (const chunk of body) yield chunk;
      yield tail;
    })(),
  );
  const res = await fetch(`${base}/api/websites/${websiteId}/media/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + length + tail.length),
    },
    body: stream,
    duplex: 'half',
  });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(json)}`);
  return json.data[0];
}

const port = await freePort();
const bench = await benchApp('pglite', { PORT: String(port) });
try {
  await bench.app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const { token, email } = await owner(bench.app);
  const { setPlanByEmail } = await import('../apps/server/src/modules/auth/plan.ts');
  await setPlanByEmail(bench.database.db, email, 'enterprise');
  const site = await call(bench.app, 'POST', '/api/websites', token, {
    name: 'Bench',
    subdomain: `bench-media-${Date.now()}`,
  });

  // 200 MB of "video": an MP4 signature, then bytes from a file, streamed.
  const video = path.join(tmp, 'big.mp4');
  const header = Buffer.from(
    '000000206674797069736f6d0000020069736f6d69736f32617663316d703431',
    'hex',
  );
  const handle = await fs.open(video, 'w');
  await handle.write(header);
  const block = Buffer.alloc(1024 * 1024, 7);
  for (let i = 0; i < 200; i++) await handle.write(block);
  await handle.close();
  const size = (await fs.stat(video)).size;
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  await upload(base, token, site.id, 'big.mp4', createReadStream(video), size, 'video/mp4');
  clearInterval(sampler);
  console.log(
    `200 MB video upload: ${((performance.now() - t0) / 1000).toFixed(1)} s; process memory ${(before / 1024 ** 2).toFixed(0)} MB before, peak ${(peak / 1024 ** 2).toFixed(0)} MB (client and server in one process; sharp has not run yet)`,
  );
  const photos = [];
  for (let i = 0; i < 6; i++) photos.push(await photo(i + 1));
  const started = performance.now();
  const first = await upload(
    base,
    token,
    site.id,
    'photo-1.jpg',
    [photos[0]],
    photos[0].length,
    'image/jpeg',
  );
  console.log(
    `12 MP JPEG (${(photos[0].length / 1024 ** 2).toFixed(1)} MB) uploaded, all ${first.variants.length} variants ready: ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  const items = [first];
  for (let i = 1; i < 6; i++) {
    items.push(
      await upload(
        base,
        token,
        site.id,
        `photo-${i + 1}.jpg`,
        [photos[i]],
        photos[i].length,
        'image/jpeg',
      ),
    );
  }
  const originals = photos.reduce((sum, p) => sum + p.length, 0);
  const phone = items.reduce(
    (sum, item) => sum + item.variants.find((v) => v.width === 1280 && v.format === 'avif').size,
    0,
  );
  console.log(
    `page of 6 photos on a phone (1280 px AVIF copies): ${(phone / 1024).toFixed(0)} KB, originals ${(originals / 1024).toFixed(0)} KB`,
  );

  // That page, published, through Lighthouse (mobile).
  const pages = await call(bench.app, 'GET', `/api/websites/${site.id}/pages`, token);
  const home = pages.find((p) => p.isHome);
  const el = (type, props, parentId, order) => ({ id: randomUUID(), type, props, parentId, order });
  const section = el('SECTION', {}, null, 0);
  const container = el('CONTAINER', {}, section.id, 0);
  const column = el('COLUMN', {}, container.id, 0);
  const elements = [
    section,
    container,
    column,
    el('HEADING', { text: 'Our bakes this week', level: 1 }, column.id, 0),
    ...items.map((item, i) =>
      el('IMAGE', { src: item.url, alt: `Bake number ${i + 1}` }, column.id, i + 1),
    ),
  ];
  await call(bench.app, 'POST', `/api/pages/${home.id}/save`, token, { elements });
  await call(bench.app, 'PUT', `/api/websites/${site.id}`, token, {
    seoDescription: 'Fresh bread, cakes and pastries, baked every morning.',
  });
  await call(bench.app, 'POST', `/api/websites/${site.id}/publish`, token);
  const url = `http://${site.subdomain}.localhost:${port}/`;
  await lighthouseInChild('page with 6 photos', url);
} finally {
  await bench.close();
  await fs.rm(tmp, { recursive: true, force: true });
}

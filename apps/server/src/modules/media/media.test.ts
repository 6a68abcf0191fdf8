import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, MediaUsage, Website } from '@tessera/core';
import { media } from '../../db/schema.ts';
import { bearer, errorOf, inject, type Account } from '../../test/auth-helpers.ts';
import { homePage, publish, saveOk, sectionWith, el, siteHost } from '../../test/site-helpers.ts';
import { DOC, DOCX, MP3, MP4, WEBM, image, wav } from '../../test/media-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database);
  site = await createWebsite(t.app, owner.token, { name: 'Photo Bakery' });
});
afterAll(() => t.close());

interface Upload {
  filename: string;
  content: Buffer;
  type?: string;
}

/** A browser's multipart upload of `files` in repeated "files" fields. */
function upload(files: Upload[], token = owner.token, websiteId = site.id) {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return inject(t.app, {
    method: 'POST',
    url: `/api/websites/${websiteId}/media/upload`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

/** A 2000×1000 photo stored sideways (EXIF orientation 6: shown rotated 90°) with a GPS position. */
async function sidewaysPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' } })
    .toBuffer();
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const storedFiles = async () => {
  const root = path.join(t.dataDir, 'media');
  const files = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return files.filter((f) => f.isFile()).map((f) => path.join(f.parentPath, f.name));
};
const get = (url: string, headers: Record<string, string> = {}) =>
  inject(t.app, { method: 'GET', url, headers });

describe('the media library', () => {
  let photo: MediaItem;

  it('takes a photo: upright, without its metadata, with variants and a placeholder', async () => {
    const [item] = dataOf<MediaItem[]>(
      await upload([
        { filename: 'loaves.jpg', content: await sidewaysPhoto(), type: 'image/jpeg' },
      ]),
      201,
    );
    photo = item!;
    expect(photo).toMatchObject({ name: 'loaves.jpg', type: 'image', mime: 'image/jpeg' });
    expect([photo.width, photo.height]).toEqual([1000, 2000]);
    expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/=]{10,}$/);
    expect(photo.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '320.webp',
      '320.avif',
      '640.webp',
      '640.avif',
      '960.webp',
      '960.avif',
    ]);
    const original = await get(photo.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 2000]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const v640 = photo.variants.find((v) => v.width === 640 && v.format === 'avif')!;
    const variant = await sharp((await get(v640.url)).rawPayload).metadata();
    expect([variant.format, variant.width, variant.height]).toEqual(['heif', 640, 1280]);
    expect(photo.thumbnailUrl).toBe(photo.variants[0]!.url);
  });

  it('answers the same file twice with the same item, stored once', async () => {
    const before = await storedFiles();
    const [again] = dataOf<MediaItem[]>(
      await upload([{ filename: 'copy.jpg', content: await sidewaysPhoto() }]),
      201,
    );
    expect(again!.id).toBe(photo.id);
    expect(await storedFiles()).toEqual(before);
  });

  it('revalidates with the ETag and serves byte ranges', async () => {
    const [pdf] = dataOf<MediaItem[]>(await upload([{ filename: 'menu.pdf', content: PDF }]), 201);
    expect(pdf).toMatchObject({ type: 'document', mime: 'application/pdf', size: PDF.length });
    const first = await get(pdf!.url);
    expect(
      (await get(pdf!.url, { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);
    const part = await get(pdf!.url, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${PDF.length}`);
    expect(part.body).toBe('%PDF');
    expect((await get(pdf!.url, { range: 'bytes=9999-' })).statusCode).toBe(416);
  });

  it('takes plain text and several files at once', async () => {
    const items = dataOf<MediaItem[]>(
      await upload([
        { filename: 'hours.txt', content: Buffer.from('Open 7–19 every day\n') },
        { filename: 'price list.pdf', content: Buffer.concat([PDF, Buffer.from('%2')]) },
      ]),
      201,
    );
    expect(items.map((i) => [i.name, i.type, i.mime])).toEqual([
      ['hours.txt', 'document', 'text/plain; charset=utf-8'],
      ['price list.pdf', 'document', 'application/pdf'],
    ]);
  });

  it('refuses by content, not by name, and stores nothing of a refused upload', async () => {
    const before = await storedFiles();
    const exe = await upload([
      { filename: 'ok.pdf', content: Buffer.concat([PDF, Buffer.from('%3')]) },
      { filename: 'cake.jpg', content: EXE, type: 'image/jpeg' },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(errorOf(exe).message).toMatch(/^"cake\.jpg": This type of file is not supported/);
    const svg = await upload([
      {
        filename: 'logo.svg',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    ]);
    expect(svg.statusCode).toBe(415);
    expect(errorOf(svg).message).toContain('SVG files can hold scripts');
    const corrupt = await upload([
      {
        filename: 'broken.jpg',
        content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
      },
    ]);
    expect(corrupt.statusCode).toBe(400);
    expect(errorOf(corrupt).message).toBe(
      '"broken.jpg" is not a readable image (the file may be damaged)',
    );
    expect(await storedFiles()).toEqual(before);
    const names = (await t.database.db.select({ name: media.name }).from(media)).map((r) => r.name);
    expect(names).not.toContain('ok.pdf');
  });

  it('refuses an iPhone HEIC photo with a way forward', async () => {
    // An ISO media file whose brand says HEIC: what an iPhone sends.
    const heic = Buffer.concat([
      Buffer.from('0000001c667479706865696300000000686569636d696631', 'hex'),
      Buffer.alloc(200, 1),
    ]);
    const res = await upload([{ filename: 'IMG_0001.HEIC', content: heic }]);
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).message).toContain('is an iPhone HEIC photo');
  });

  it('takes 20 files at once and refuses a 21st', async () => {
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        filename: `note-${n}-${i}.txt`,
        content: Buffer.from(`Note ${n}-${i}\n`),
      }));
    expect(dataOf<MediaItem[]>(await upload(files(20)), 201)).toHaveLength(20);
    const tooMany = await upload(files(21));
    expect(tooMany.statusCode).toBe(413);
    expect(errorOf(tooMany).message).toBe('Upload at most 20 files at once');
  });

  it('refuses a file over its kind’s limit, naming it', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(51 * 1024 * 1024, 32)]);
    const res = await upload([{ filename: 'catalogue.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(
      '"catalogue.pdf" is larger than 50 MB, the largest document file allowed',
    );
  });

  it('refuses an empty upload and an empty file', async () => {
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toEqual({ files: 'Choose at least one file to upload' });
    const empty = await upload([{ filename: 'nothing.txt', content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('"nothing.txt" is empty');
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    // 12,000 × 12,000 (144 megapixels) of one colour: a few kilobytes of PNG.
    const bomb = await sharp({
      create: { width: 12_000, height: 12_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload([{ filename: 'bomb.png', content: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('too large in pixels');
  });

  it('keeps to the plan’s storage', async () => {
    const usage = dataOf<MediaUsage>(await call(t.app, owner.token, 'GET', '/api/media/usage'));
    expect(usage).toMatchObject({ limitBytes: 1024 ** 3, plan: 'Free' });
    const [filler] = await t.database.db
      .insert(media)
      .values({
        websiteId: site.id,
        name: 'filler.bin',
        kind: 'document',
        mime: 'application/pdf',
        size: usage.limitBytes - usage.usedBytes - 10,
        sha256: 'f'.repeat(64),
        key: `ff/${'f'.repeat(64)}/original.pdf`,
      })
      .returning();
    const res = await upload([
      { filename: 'more.pdf', content: Buffer.concat([PDF, Buffer.from('%4')]) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toMatch(/^Not enough storage/);
    expect(errorOf(res).code).toBe('PLAN_LIMIT');
    await t.database.db.delete(media).where(eq(media.id, filler!.id));
  });

  it('lists with search and type, renames, sets alt text, deletes with its files', async () => {
    const images = dataOf<MediaItem[]>(
      await call(t.app, owner.token, 'GET', `/api/websites/${site.id}/media?type=image`),
    );
    expect(images.map((i) => i.id)).toEqual([photo.id]);
    const found = dataOf<MediaItem[]>(
      await call(t.app, owner.token, 'GET', `/api/websites/${site.id}/media?search=PRICE`),
    );
    expect(found.map((i) => i.name)).toEqual(['price list.pdf']);
    const edited = dataOf<MediaItem>(
      await call(t.app, owner.token, 'PUT', `/api/media/${photo.id}`, {
        name: 'Fresh loaves',
        alt: 'Three sourdough loaves on a board',
      }),
    );
    expect(edited).toMatchObject({
      name: 'Fresh loaves',
      alt: 'Three sourdough loaves on a board',
    });
    const bad = await call(t.app, owner.token, 'PUT', `/api/media/${photo.id}`, { name: ' ' });
    expect(errorOf(bad).fields).toEqual({ name: 'Name is required' });

    const [gone] = found;
    dataOf(await call(t.app, owner.token, 'DELETE', `/api/media/${gone!.id}`));
    expect((await get(gone!.url)).statusCode).toBe(404);
    expect((await call(t.app, owner.token, 'GET', `/api/media/${gone!.id}`)).statusCode).toBe(404);
  });

  it('serves a file on a live site’s own host', async () => {
    const home = await homePage(t.app, owner.token, site.id);
    await saveOk(
      t.app,
      owner.token,
      home.id,
      sectionWith([el('HEADING', { text: 'Hi' }), el('IMAGE', { src: photo.url, alt: 'Loaves' })]),
    );
    await publish(t.app, owner.token, site.id);
    const res = await inject(t.app, {
      method: 'GET',
      url: photo.url,
      headers: { host: siteHost(site) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await get('/_media/../../etc/passwd')).statusCode).toBe(404);
    expect((await get('/_media/ab/not-a-key.jpg')).statusCode).toBe(404);
  });

  it('says where a file is used and refuses to delete one the live site shows', async () => {
    const places = dataOf<{ draft: string[]; live: string[] }>(
      await call(t.app, owner.token, 'GET', `/api/media/${photo.id}/usage`),
    );
    expect(places).toEqual({ draft: ['Home Page'], live: ['Home Page'] });
    const refused = await call(t.app, owner.token, 'DELETE', `/api/media/${photo.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      '"Fresh loaves" is on your live site (Home Page). Replace it there and publish, or unpublish the site, before deleting it.',
    );
    expect((await get(photo.url)).statusCode).toBe(200);
  });

  it('counts a background in any breakpoint and the favicon as places', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0369a1' },
    })
      .png()
      .toBuffer();
    const [mark] = dataOf<MediaItem[]>(await upload([{ filename: 'mark.png', content: png }]), 201);
    const home = await homePage(t.app, owner.token, site.id);
    await saveOk(t.app, owner.token, home.id, [
      ...sectionWith([el('HEADING', { text: 'Hi' }), el('IMAGE', { src: photo.url, alt: '' })]),
      ...sectionWith([el('TEXT', { text: 'On phones, a pattern behind' })], {
        responsive: { mobile: { backgroundImage: `url("${mark!.url}")` } },
      }),
    ]);
    dataOf(
      await call(t.app, owner.token, 'PUT', `/api/websites/${site.id}`, { faviconUrl: mark!.url }),
    );
    const usage = () => call(t.app, owner.token, 'GET', `/api/media/${mark!.id}/usage`);
    expect(dataOf(await usage())).toEqual({ draft: ['Home Page', 'Website favicon'], live: [] });
    await publish(t.app, owner.token, site.id);
    expect(dataOf(await usage())).toEqual({
      draft: ['Home Page', 'Website favicon'],
      live: ['Home Page', 'Website favicon'],
    });
    const refused = await call(t.app, owner.token, 'DELETE', `/api/media/${mark!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('(Home Page, Website favicon)');
  });

  it('another owner gets 404 on every media route', async () => {
    const other = await registerOwner(t.app, t.database);
    expect((await upload([{ filename: 'x.pdf', content: PDF }], other.token)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/websites/${site.id}/media`],
      ['GET', `/api/media/${photo.id}`],
      ['PUT', `/api/media/${photo.id}`],
      ['DELETE', `/api/media/${photo.id}`],
      ['GET', `/api/media/${photo.id}/usage`],
    ] as const) {
      const res = await call(
        t.app,
        other.token,
        method,
        url,
        method === 'PUT' ? { alt: 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(photo.url)).statusCode).toBe(200);
  });

  it('once unpublished, deletes the item but keeps the file an earlier release shows', async () => {
    dataOf(await call(t.app, owner.token, 'POST', `/api/websites/${site.id}/unpublish`));
    dataOf(await call(t.app, owner.token, 'DELETE', `/api/media/${photo.id}`));
    expect((await call(t.app, owner.token, 'GET', `/api/media/${photo.id}`)).statusCode).toBe(404);
    // Restoring the release that shows it must not show a broken image.
    expect((await get(photo.url)).statusCode).toBe(200);
  });
});

describe('every accepted kind', () => {
  it('is typed by its content, whatever the browser said', async () => {
    const shop = await registerOwner(t.app, t.database);
    const shopSite = await createWebsite(t.app, shop.token, { name: 'Kinds' });
    const files: [string, Buffer, string, string][] = [
      ['photo.webp', await image('webp'), 'image', 'image/webp'],
      ['photo.avif', await image('avif'), 'image', 'image/avif'],
      ['wave.gif', await image('gif'), 'image', 'image/gif'],
      ['clip.mp4', MP4, 'video', 'video/mp4'],
      ['clip.webm', WEBM, 'video', 'video/webm'],
      ['jingle.mp3', MP3, 'audio', 'audio/mpeg'],
      ['jingle.wav', wav(), 'audio', 'audio/wav'],
      ['menu.doc', DOC, 'document', 'application/msword'],
      ['menu.docx', DOCX, 'document', DOCX_MIME],
    ];
    const items = dataOf<MediaItem[]>(
      await upload(
        files.map(([filename, content]) => ({ filename, content, type: 'text/plain' })),
        shop.token,
        shopSite.id,
      ),
      201,
    );
    expect(items.map((i) => [i.name, i.type, i.mime])).toEqual(
      files.map(([name, , kind, mime]) => [name, kind, mime]),
    );
    expect(items.filter((i) => i.type === 'image').map((i) => [i.width, i.height])).toEqual([
      [400, 300],
      [400, 300],
      [400, 300],
    ]);
    // Served back as what they are.
    const served = await get(items[4]!.url);
    expect(served.headers['content-type']).toBe('video/webm');
  });

  it('takes a compound file only as a Word document', async () => {
    const refused = await upload([{ filename: 'sheet.xls', content: DOC }]);
    expect(refused.statusCode).toBe(415);
    expect(errorOf(refused).message).toMatch(/^"sheet\.xls": This type of file is not supported/);
  });
});

describe('files leave with their website and their account', () => {
  it('unless another website still holds the same bytes', async () => {
    const one = await registerOwner(t.app, t.database);
    const two = await registerOwner(t.app, t.database);
    const first = await createWebsite(t.app, one.token, { name: 'First' });
    const second = await createWebsite(t.app, two.token, { name: 'Second' });
    // Colours no other test uploads, so only these websites hold the bytes.
    const shared = await image('png', '#14532d');
    const own = await image('webp', '#4c1d95');
    const [sharedItem, ownItem] = dataOf<MediaItem[]>(
      await upload(
        [
          { filename: 'shared.png', content: shared },
          { filename: 'own.webp', content: own },
        ],
        one.token,
        first.id,
      ),
      201,
    );
    dataOf(await upload([{ filename: 'same.png', content: shared }], two.token, second.id), 201);
    const served = async (item: MediaItem) => (await get(item.url)).statusCode;

    dataOf(await call(t.app, one.token, 'DELETE', `/api/websites/${first.id}`));
    expect(await served(ownItem!)).toBe(404);
    for (const variant of ownItem!.variants) expect((await get(variant.url)).statusCode).toBe(404);
    expect(await served(sharedItem!)).toBe(200);

    const bye = await inject(t.app, {
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(two.token),
    });
    expect(bye.statusCode).toBe(200);
    expect(await served(sharedItem!)).toBe(404);
  });
});

describe('library images on a published page', () => {
  it('are drawn as a picture wherever a block shows them: images, the logo, portfolio items', async () => {
    const t2 = await createTestApp();
    try {
      const owner2 = await registerOwner(t2.app, t2.database);
      const site2 = await createWebsite(t2.app, owner2.token, { name: 'Picture Bakery' });
      const send = (content: Buffer, filename: string) => {
        const boundary = 'tesseraboundary';
        return inject(t2.app, {
          method: 'POST',
          url: `/api/websites/${site2.id}/media/upload`,
          headers: {
            ...bearer(owner2.token),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
            content,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        });
      };
      const [photo2] = dataOf<MediaItem[]>(await send(await sidewaysPhoto(), 'loaf.jpg'), 201);
      dataOf(
        await call(t2.app, owner2.token, 'PUT', `/api/media/${photo2!.id}`, {
          alt: 'A loaf <fresh>',
        }),
      );
      const home = await homePage(t2.app, owner2.token, site2.id);
      await saveOk(t2.app, owner2.token, home.id, [
        el('NAVBAR', { logoSrc: photo2!.url }),
        ...sectionWith([
          el('IMAGE', { src: photo2!.url, alt: '' }),
          el('IMAGE', { src: photo2!.url, alt: 'Second look' }),
          el('IMAGE', { src: 'https://example.com/elsewhere.jpg', alt: 'Elsewhere' }),
          el('PORTFOLIO_GRID', {
            columns: 3,
            items: [{ image: photo2!.url, title: 'Wedding cake', description: '', href: '' }],
          }),
        ]),
      ]);
      await publish(t2.app, owner2.token, site2.id);
      const res = await inject(t2.app, {
        method: 'GET',
        url: '/',
        headers: { host: siteHost(site2) },
      });
      expect(res.statusCode).toBe(200);
      const [logo, first, second, project, ...more] = res.body.match(
        /<picture>[\s\S]*?<\/picture>/g,
      )!;
      expect(more).toHaveLength(0);
      // The logo in the header loads at once at its drawn size, without taking the first image's priority.
      expect(logo).toMatch(/sizes="200px"/);
      expect(logo).toMatch(/alt="" width="16" height="32" loading="eager"/);
      expect(logo).not.toContain('fetchPriority');
      const avif = photo2!.variants.filter((v) => v.format === 'avif');
      expect(first!).toContain(
        `<source type="image/avif" srcSet="${avif.map((v) => `${v.url} ${v.width}w`).join(', ')}" sizes="(max-width: 1200px) 100vw, 1200px"/>`,
      );
      expect(first!).toContain('type="image/webp"');
      expect(first).toMatch(
        /alt="A loaf &lt;fresh&gt;" width="1000" height="2000" loading="eager" fetchPriority="high"/,
      );
      expect(second).toMatch(/alt="Second look" width="1000" height="2000" loading="lazy"/);
      expect(second).not.toContain('fetchPriority');
      // A portfolio item is a third of the content wide, and the whole width on a phone.
      expect(project).toMatch(/sizes="\(max-width: 767px\) 100vw, 400px"/);
      expect(project).toMatch(/alt="Wedding cake" width="1000" height="2000" loading="lazy"/);
      expect(res.body).toMatch(
        /<img[^>]*src="https:\/\/example.com\/elsewhere.jpg" alt="Elsewhere" loading="lazy"/,
      );
    } finally {
      await t2.close();
    }
  });
});

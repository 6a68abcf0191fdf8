import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MediaItem,
  MediaUsage,
  OwnerTemplateDetail,
  OwnerTemplateSummary,
  Page,
  PageWithElements,
  TemplateFile,
  TemplateSummary,
  Website,
} from '@tessera/core';
import { media, ownerTemplates, websites } from '../../db/schema.ts';
import { bearer, errorOf as envelope, inject, type Account } from '../../test/auth-helpers.ts';
import { image } from '../../test/media-fixtures.ts';
import { el, homePage, saveOk, sectionWith } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  listPages,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';

let t: TestApp;
let owner: Account;
let stranger: Account;
let source: Website;
let photo: MediaItem;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database, 'enterprise');
  stranger = await registerOwner(t.app, t.database, 'enterprise');
  source = await createWebsite(t.app, owner.token, { name: 'Corner Salon' });
  await call(t.app, owner.token, 'PUT', `/api/websites/${source.id}`, {
    theme: { ...(await websiteOf(owner.token, source.id)).theme, radius: 20, buttonStyle: 'pill' },
  });
  await createPage(t.app, owner.token, source.id, { name: 'About', slug: 'about' });
  for (const name of ['Cut', 'Colour']) {
    dataOf(
      await call(t.app, owner.token, 'POST', `/api/websites/${source.id}/services`, {
        name,
        description: `A ${name.toLowerCase()}`,
        duration: 30,
        price: 2500,
        capacity: 1,
        // Paid in full when booking: copied with the service like its other rules.
        requirePrepayment: name === 'Colour',
      }),
      201,
    );
  }
  dataOf(
    await call(t.app, owner.token, 'POST', `/api/websites/${source.id}/staff`, {
      name: 'Ana',
      email: 'ana@example.com',
    }),
    201,
  );
  photo = await uploadTo(owner.token, source.id, 'front.png', await image('png', '#123456'));
  await call(t.app, owner.token, 'PUT', `/api/media/${photo.id}`, { alt: 'The shop front' });
  const home = await homePage(t.app, owner.token, source.id);
  await saveOk(
    t.app,
    owner.token,
    home.id,
    sectionWith([
      el('HEADING', { text: 'Welcome' }),
      el('IMAGE', { src: photo.url, alt: 'The shop front' }),
    ]),
  );
});

/** The error envelope with the response's status beside it. */
function errorOf(res: Awaited<ReturnType<typeof inject>>) {
  return { status: res.statusCode, ...envelope(res) };
}

afterAll(async () => {
  await t?.close();
});

async function uploadTo(token: string, websiteId: string, filename: string, content: Buffer) {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await inject(t.app, {
    method: 'POST',
    url: `/api/websites/${websiteId}/media/upload`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return dataOf<MediaItem[]>(res, 201)[0]!;
}

const saveAs = (token: string, websiteId: string, body: object) =>
  call(t.app, token, 'POST', `/api/websites/${websiteId}/templates`, body);

const mine = async (token: string) =>
  dataOf<OwnerTemplateSummary[]>(await call(t.app, token, 'GET', '/api/templates?mine=1'));

const usage = async (token: string) =>
  dataOf<MediaUsage>(await call(t.app, token, 'GET', '/api/media/usage')).usedBytes;

async function fromTemplate(token: string, templateId: string) {
  const res = await call(t.app, token, 'POST', '/api/websites', {
    name: 'From my template',
    subdomain: uniqueSubdomain('own'),
    templateId,
  });
  return res;
}

async function elementsOf(token: string, pageId: string) {
  return dataOf<PageWithElements>(await call(t.app, token, 'GET', `/api/pages/${pageId}`)).elements;
}

async function websiteOf(token: string, id: string) {
  return dataOf<Website>(await call(t.app, token, 'GET', `/api/websites/${id}`));
}

async function imageSrcOnHome(token: string, websiteId: string) {
  const home = await homePage(t.app, token, websiteId);
  const found = (await elementsOf(token, home.id)).find((e) => e.type === 'IMAGE');
  return found?.props as { src: string; alt: string } | undefined;
}

async function exportOf(token: string, id: string) {
  const res = await call(t.app, token, 'GET', `/api/templates/${id}/export`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, file: res.json() as TemplateFile };
}

const importFile = (token: string, file: unknown) =>
  inject(t.app, {
    method: 'POST',
    url: '/api/templates/import',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: typeof file === 'string' ? file : JSON.stringify(file),
  });

describe('saving a website as a template', () => {
  it('saves the design alone, or with the chosen business kinds as samples', async () => {
    const designOnly = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, source.id, { name: 'Salon look', description: 'Our design' }),
      201,
    );
    const sourcePages = (await listPages(t.app, owner.token, source.id)).filter(
      (page: Page) => page.kind === 'page',
    );
    expect(designOnly).toMatchObject({
      name: 'Salon look',
      description: 'Our design',
      own: true,
      plan: 'free',
      pageCount: sourcePages.length,
      counts: { products: 0, services: 0, staff: 0, posts: 0 },
      includes: { products: false, services: false, staff: false, posts: false },
      source: { id: source.id, name: 'Corner Salon' },
    });
    expect(designOnly.pages.map((page) => page.name).sort()).toEqual(
      sourcePages.map((page: Page) => page.name).sort(),
    );

    const withTeam = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, source.id, {
        name: 'Salon with team',
        include: { services: true, staff: true },
      }),
      201,
    );
    expect(withTeam.counts).toEqual({ products: 0, services: 2, staff: 1, posts: 0 });
    expect(withTeam.features).toEqual(['bookings']);

    const list = await mine(owner.token);
    expect(list.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([designOnly.id, withTeam.id]),
    );
    // Built-in ids are slugs; own ones UUIDs, absent from the built-in list.
    const builtIn = dataOf<TemplateSummary[]>(
      await call(t.app, owner.token, 'GET', '/api/templates'),
    );
    expect(builtIn.map((entry) => entry.id)).not.toContain(designOnly.id);
    // The hidden websites are never the owner's websites.
    const websites = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(websites.map((site) => site.id)).toEqual([source.id]);
  });

  it('refuses a bad name and another owner’s website, saving nothing', async () => {
    const before = (await mine(owner.token)).length;
    expect(errorOf(await saveAs(owner.token, source.id, { name: '  ' }))).toMatchObject({
      status: 400,
    });
    expect(errorOf(await saveAs(stranger.token, source.id, { name: 'Mine now' }))).toMatchObject({
      status: 404,
    });
    expect(await mine(owner.token)).toHaveLength(before);
    expect(await mine(stranger.token)).toHaveLength(0);
  });

  it('holds one template on Free (403 PLAN_LIMIT naming the limit), an import too', async () => {
    const free = await registerOwner(t.app, t.database, 'free');
    const site = await createWebsite(t.app, free.token, { name: 'Free site' });
    const first = dataOf<OwnerTemplateDetail>(
      await saveAs(free.token, site.id, { name: 'One' }),
      201,
    );
    const second = errorOf(await saveAs(free.token, site.id, { name: 'Two' }));
    expect(second).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    expect(second.message).toContain('1 saved template');
    const { file } = await exportOf(free.token, first.id);
    expect(errorOf(await importFile(free.token, file))).toMatchObject({
      status: 403,
      code: 'PLAN_LIMIT',
    });
    expect(await mine(free.token)).toHaveLength(1);
  });
});

describe('an own template', () => {
  it('is renamed, updated from its website and answers 404 to everyone else', async () => {
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, source.id, { name: 'To change' }),
      201,
    );
    const renamed = dataOf<OwnerTemplateDetail>(
      await call(t.app, owner.token, 'PUT', `/api/templates/${saved.id}`, {
        name: 'Changed',
        description: 'New words',
      }),
    );
    expect(renamed).toMatchObject({ id: saved.id, name: 'Changed', description: 'New words' });
    expect(
      errorOf(await call(t.app, owner.token, 'PUT', `/api/templates/${saved.id}`, { name: '' })),
    ).toMatchObject({ status: 400 });

    await createPage(t.app, owner.token, source.id, { name: 'Gallery', slug: 'gallery' });
    const updated = dataOf<OwnerTemplateDetail>(
      await call(t.app, owner.token, 'POST', `/api/templates/${saved.id}/update`),
    );
    expect(updated.id).toBe(saved.id);
    expect(updated.name).toBe('Changed');
    expect(updated.pageCount).toBe(saved.pageCount + 1);
    expect(updated.pages.map((page) => page.name)).toContain('Gallery');

    for (const [method, url] of [
      ['GET', `/api/templates/${saved.id}`],
      ['PUT', `/api/templates/${saved.id}`],
      ['POST', `/api/templates/${saved.id}/update`],
      ['GET', `/api/templates/${saved.id}/export`],
      ['DELETE', `/api/templates/${saved.id}`],
    ] as const) {
      const res = await call(
        t.app,
        stranger.token,
        method,
        url,
        method === 'PUT' ? { name: 'x' } : undefined,
      );
      expect(errorOf(res), `${method} ${url}`).toMatchObject({ status: 404 });
    }
    expect(errorOf(await fromTemplate(stranger.token, saved.id))).toMatchObject({ status: 400 });
    expect(
      dataOf<OwnerTemplateDetail>(
        await call(t.app, owner.token, 'GET', `/api/templates/${saved.id}`),
      ).name,
    ).toBe('Changed');
  });

  it('starts a website with its pages, theme, images sharing files and sample rows', async () => {
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, source.id, {
        name: 'Full salon',
        include: { products: true, services: true, staff: true },
      }),
      201,
    );
    const made = dataOf<Website>(await fromTemplate(owner.token, saved.id), 201);
    const sourceSite = await websiteOf(owner.token, source.id);
    expect(made.theme).toEqual(sourceSite.theme);
    const names = async (id: string) =>
      (await listPages(t.app, owner.token, id)).map((page: Page) => page.name).sort();
    expect(await names(made.id)).toEqual(await names(source.id));
    expect(await imageSrcOnHome(owner.token, made.id)).toMatchObject({
      src: photo.url,
      alt: 'The shop front',
    });
    const library = dataOf<MediaItem[]>(
      await call(t.app, owner.token, 'GET', `/api/websites/${made.id}/media`),
    );
    expect(library.map((item) => item.url)).toContain(photo.url);
    const rows = dataOf<{ sample: boolean; name: string; requirePrepayment: boolean }[]>(
      await call(t.app, owner.token, 'GET', `/api/websites/${made.id}/services`),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.sample)).toBe(true);
    expect(rows.filter((row) => row.requirePrepayment).map((row) => row.name)).toEqual(['Colour']);
  });

  it('keeps its images after its website is deleted, and can no longer be updated from it', async () => {
    const site = await createWebsite(t.app, owner.token, { name: 'Short lived' });
    const picture = await uploadTo(owner.token, site.id, 'cake.png', await image('png', '#aa3355'));
    const home = await homePage(t.app, owner.token, site.id);
    await saveOk(
      t.app,
      owner.token,
      home.id,
      sectionWith([el('IMAGE', { src: picture.url, alt: 'Cake' })]),
    );
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, site.id, { name: 'Cakes' }),
      201,
    );
    dataOf(await call(t.app, owner.token, 'DELETE', `/api/websites/${site.id}`));

    const after = dataOf<OwnerTemplateDetail>(
      await call(t.app, owner.token, 'GET', `/api/templates/${saved.id}`),
    );
    expect(after.source).toBeNull();
    expect(
      errorOf(await call(t.app, owner.token, 'POST', `/api/templates/${saved.id}/update`)),
    ).toMatchObject({ status: 409 });
    const served = await inject(t.app, { method: 'GET', url: picture.url });
    expect(served.statusCode).toBe(200);

    const made = dataOf<Website>(await fromTemplate(owner.token, saved.id), 201);
    expect((await imageSrcOnHome(owner.token, made.id))?.src).toBe(picture.url);
  });

  it('counts its images toward storage until it is deleted', async () => {
    const site = await createWebsite(t.app, stranger.token, { name: 'Storage' });
    const picture = await uploadTo(
      stranger.token,
      site.id,
      'big.png',
      await image('png', '#00ff00'),
    );
    const before = await usage(stranger.token);
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(stranger.token, site.id, { name: 'S' }),
      201,
    );
    expect(await usage(stranger.token)).toBe(before + picture.size);
    dataOf(await call(t.app, stranger.token, 'DELETE', `/api/templates/${saved.id}`));
    expect(await usage(stranger.token)).toBe(before);
    expect(
      errorOf(await call(t.app, stranger.token, 'GET', `/api/templates/${saved.id}`)),
    ).toMatchObject({ status: 404 });
    // The website still shows its file.
    expect((await inject(t.app, { method: 'GET', url: picture.url })).statusCode).toBe(200);
    dataOf(await call(t.app, stranger.token, 'DELETE', `/api/websites/${site.id}`));
  });
});

describe('storage', () => {
  it('refuses a template whose images would pass the plan’s storage (413 PLAN_LIMIT)', async () => {
    const free = await registerOwner(t.app, t.database, 'free');
    const site = await createWebsite(t.app, free.token, { name: 'Heavy' });
    const picture = await uploadTo(free.token, site.id, 'heavy.png', await image('png', '#999999'));
    // As if the file were 600 MB: the website fits the Free plan's 1 GB, a second copy does not.
    await t.database.db
      .update(media)
      .set({ size: 600 * 1024 ** 2 })
      .where(eq(media.id, picture.id));
    const refused = errorOf(await saveAs(free.token, site.id, { name: 'Too heavy' }));
    expect(refused).toMatchObject({ status: 413, code: 'PLAN_LIMIT' });
    expect(refused.message).toContain('Not enough storage');
    expect(await mine(free.token)).toHaveLength(0);
  });
});

describe('deleting the account', () => {
  it('takes its templates, their hidden websites and files no one else holds', async () => {
    const leaving = await registerOwner(t.app, t.database, 'pro');
    const site = await createWebsite(t.app, leaving.token, { name: 'Leaving soon' });
    const picture = await uploadTo(
      leaving.token,
      site.id,
      'bye.png',
      await image('png', '#4455aa'),
    );
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(leaving.token, site.id, { name: 'Goodbye' }),
      201,
    );
    const hidden = await t.database.db
      .select({ websiteId: ownerTemplates.websiteId })
      .from(ownerTemplates)
      .where(eq(ownerTemplates.id, saved.id));
    expect(hidden).toHaveLength(1);
    dataOf(await call(t.app, leaving.token, 'DELETE', '/api/auth/account'));
    const left = await t.database.db
      .select({ id: websites.id })
      .from(websites)
      .where(eq(websites.id, hidden[0]!.websiteId));
    expect(left).toEqual([]);
    expect((await inject(t.app, { method: 'GET', url: picture.url })).statusCode).toBe(404);
  });
});

describe('export and import', () => {
  it('round-trips: save, export, import, and a website made from the import equals the source', async () => {
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, source.id, { name: 'Salon to share' }),
      201,
    );
    const { res, file } = await exportOf(owner.token, saved.id);
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Salon to share.tessera-template.json"',
    );
    expect(file).toMatchObject({ format: 'tessera-template', version: 1, name: 'Salon to share' });
    expect(file.images).toEqual([
      expect.objectContaining({
        name: 'front.png',
        alt: 'The shop front',
        sha256: expect.any(String),
      }),
    ]);

    const other = await registerOwner(t.app, t.database, 'pro');
    const imported = dataOf<OwnerTemplateDetail>(await importFile(other.token, file), 201);
    expect(imported).toMatchObject({
      name: 'Salon to share',
      source: null,
      pageCount: saved.pageCount,
    });
    expect((await mine(other.token)).map((entry) => entry.id)).toEqual([imported.id]);

    const made = dataOf<Website>(await fromTemplate(other.token, imported.id), 201);
    const sourceSite = await websiteOf(owner.token, source.id);
    expect(made.theme).toEqual(sourceSite.theme);
    const shape = async (token: string, id: string) =>
      (await listPages(t.app, token, id))
        .map((page: Page) => [page.name, page.slug, page.kind])
        .sort();
    expect(await shape(other.token, made.id)).toEqual(await shape(owner.token, source.id));
    const picture = await imageSrcOnHome(other.token, made.id);
    expect(picture?.alt).toBe('The shop front');
    expect(picture?.src).toMatch(/^\/_media\//);
    const served = await inject(t.app, { method: 'GET', url: picture!.src });
    expect(served.statusCode).toBe(200);
    const original = await inject(t.app, { method: 'GET', url: photo.url });
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
    const library = dataOf<MediaItem[]>(
      await call(t.app, other.token, 'GET', `/api/websites/${made.id}/media`),
    );
    expect(library).toEqual([
      expect.objectContaining({ url: picture!.src, alt: 'The shop front' }),
    ]);
    // A second import of the same file is a second template, not a clash of ids.
    dataOf(await importFile(other.token, file), 201);
  });

  it('carries the chosen services and staff through the file, as samples', async () => {
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, source.id, {
        name: 'Team to share',
        include: { services: true, staff: true },
      }),
      201,
    );
    const { file } = await exportOf(owner.token, saved.id);
    expect(file.include).toMatchObject({ services: true, staff: true, products: false });
    expect(file.services?.map((row) => row.name).sort()).toEqual(['Colour', 'Cut']);
    expect(file.staff?.map((row) => row.name)).toEqual(['Ana']);

    const other = await registerOwner(t.app, t.database, 'pro');
    const imported = dataOf<OwnerTemplateDetail>(await importFile(other.token, file), 201);
    expect(imported.counts).toEqual({ products: 0, services: 2, staff: 1, posts: 0 });
    const made = dataOf<Website>(await fromTemplate(other.token, imported.id), 201);
    const rows = dataOf<
      { name: string; sample: boolean; duration: number; requirePrepayment: boolean }[]
    >(await call(t.app, other.token, 'GET', `/api/websites/${made.id}/services`));
    expect(
      rows.map((row) => [row.name, row.sample, row.duration, row.requirePrepayment]).sort(),
    ).toEqual([
      ['Colour', true, 30, true],
      ['Cut', true, 30, false],
    ]);

    const orphan = JSON.parse(JSON.stringify(file)) as TemplateFile;
    orphan.staffServices = [
      { staffId: orphan.staff![0]!.id, serviceId: '00000000-0000-4000-8000-000000000002' },
    ];
    const refused = errorOf(await importFile(other.token, orphan));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('not in the file');
    const badService = JSON.parse(JSON.stringify(file)) as TemplateFile;
    badService.services![0]!.duration = -5;
    expect(errorOf(await importFile(other.token, badService)).status).toBe(400);
    expect(await mine(other.token)).toHaveLength(1);
  });

  it('refuses a broken file with a 4xx naming what is wrong, and imports nothing', async () => {
    const saved = dataOf<OwnerTemplateDetail>(
      await saveAs(owner.token, source.id, { name: 'Refusals' }),
      201,
    );
    const { file } = await exportOf(owner.token, saved.id);
    const importer = await registerOwner(t.app, t.database, 'pro');
    const copy = () =>
      JSON.parse(JSON.stringify(file)) as Omit<TemplateFile, 'pages'> & {
        pages: { name: string; elements: Record<string, unknown>[] }[];
      };
    const homeIndex = file.pages.findIndex((page) => page.isHome);

    const unknownType = copy();
    unknownType.pages[homeIndex]!.elements[0]!.type = 'MARQUEE';
    const unknown = errorOf(await importFile(importer.token, unknownType));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain(`Page "${file.pages[homeIndex]!.name}"`);
    expect(unknown.message).toContain('Unknown element type');

    const broken = copy();
    const loose = broken.pages[homeIndex]!.elements.find((e) => e.parentId !== null)!;
    loose.parentId = '00000000-0000-4000-8000-000000000001';
    const tree = errorOf(await importFile(importer.token, broken));
    expect(tree.status).toBe(400);
    expect(tree.message).toContain(`Page "${file.pages[homeIndex]!.name}"`);
    expect(tree.message).toContain('is not on this page');

    const noImage = copy();
    noImage.images = [];
    const missing = errorOf(await importFile(importer.token, noImage));
    expect(missing.status).toBe(400);
    expect(missing.message).toContain('is not in the file');
    expect(missing.message).toContain(file.images![0]!.sha256);

    const fake = copy();
    fake.images![0]!.data = Buffer.from('not a picture at all').toString('base64');
    expect(errorOf(await importFile(importer.token, fake)).status).toBeGreaterThanOrEqual(400);
    expect([400, 415]).toContain(errorOf(await importFile(importer.token, fake)).status);

    expect(
      errorOf(await importFile(importer.token, '{"format": "tessera-template",')),
    ).toMatchObject({
      status: 400,
    });
    expect(errorOf(await importFile(importer.token, { hello: 'world' }))).toMatchObject({
      status: 400,
    });
    const huge = `{"format":"tessera-template","padding":"${'x'.repeat(51 * 1024 ** 2)}"}`;
    expect(errorOf(await importFile(importer.token, huge))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await mine(importer.token)).toHaveLength(0);
    expect(await usage(importer.token)).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductImportReport, Website } from '@tessera/core';
import { products } from '../../db/schema.ts';
import { bearer, errorOf, inject, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { COLUMNS } from './csv-columns.ts';
import { createProduct, libraryImage, uploadFile } from './product-test-helpers.ts';

let t: TestApp;
let owner: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database, 'enterprise');
});
afterAll(() => t.close());

const HEADER = COLUMNS.join(',');
const shop = (name = 'CSV shop') => createWebsite(t.app, owner.token, { name });
const list = async (site: Website) =>
  dataOf<Product[]>(await call(t.app, owner.token, 'GET', `/api/websites/${site.id}/products`));
const exported = (site: Website, token = owner.token) =>
  inject(t.app, {
    method: 'GET',
    url: `/api/websites/${site.id}/products/export`,
    headers: bearer(token),
  });
const send = (site: Website, content: Buffer | string, query = '', token = owner.token) =>
  uploadFile(t.app, token, `/api/websites/${site.id}/products/import${query}`, {
    field: 'file',
    filename: 'products.csv',
    content: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    type: 'text/csv',
  });
const preview = async (site: Website, content: Buffer | string) =>
  dataOf<ProductImportReport>(await send(site, content));
const apply = async (site: Website, content: Buffer | string) =>
  dataOf<ProductImportReport>(await send(site, content, '?apply=1'));

/** A file of the given rows, each a map of column to cell (the rest blank). */
function file(rows: Partial<Record<(typeof COLUMNS)[number], string>>[], separator = ','): string {
  const quote = (cell: string) => (/[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = rows.map((r) => COLUMNS.map((c) => quote(r[c] ?? '')).join(separator));
  return `${COLUMNS.join(separator)}\r\n${lines.join('\r\n')}\r\n`;
}

const loaf = { Handle: 'loaf', Name: 'Loaf', SKU: 'LOAF', Price: '4.50', Quantity: '3' };

describe('exporting products', () => {
  it('writes one row per variant with decimals, a BOM and no formulas', async () => {
    const site = await shop();
    const photo = await libraryImage(t.app, owner.token, site.id);
    await createProduct(t.app, owner.token, site.id, {
      name: 'Crème brûlée',
      sku: 'CB-1',
      price: '33.61',
      comparePrice: 40,
      description: '=HYPERLINK("x")\nSecond line, with a comma',
      categories: ['Desserts', 'French'],
      images: [photo.url],
      isPublished: true,
      seoTitle: 'Crème brûlée',
    });
    await createProduct(t.app, owner.token, site.id, {
      name: 'Tee',
      sku: 'TEE',
      price: 20,
      allowBackorder: true,
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Red'] },
      ],
      variants: [
        { options: { Size: 'S', Colour: 'Red' }, sku: 'TEE-S', price: '20.5', quantity: -2 },
        { options: { Size: 'M', Colour: 'Red' }, price: 21, comparePrice: 25, image: photo.url },
      ],
    });
    const res = await exported(site);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1)).toEqual([
      `creme-brulee,Crème brûlée,"'=HYPERLINK(""x"")\nSecond line, with a comma",CB-1,33.61,40.00,true,0,false,20,true,Desserts;French,Crème brûlée,,${photo.url},,,,,,,,,,,`,
      `tee,Tee,,TEE,20.00,,true,,true,20,true,,,,,Size,S,Colour,Red,,,TEE-S,20.50,,'-2,`,
      `tee,Tee,,TEE,20.00,,true,,true,20,true,,,,,Size,M,Colour,Red,,,,21.00,25.00,0,${photo.url}`,
      '',
    ]);
  });

  it('reads back as unchanged, and applying it changes nothing', async () => {
    const site = await shop();
    const photo = await libraryImage(t.app, owner.token, site.id);
    await createProduct(t.app, owner.token, site.id, {
      name: 'Crème brûlée',
      price: '33.61',
      description: "-5 degrees\n'=quoted",
      images: [photo.url],
      categories: ['+plus'],
      seoDescription: '@home',
    });
    await createProduct(t.app, owner.token, site.id, {
      name: 'Tee',
      sku: 'TEE',
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { options: { Size: 'S' }, sku: 'TEE-S', price: 20, quantity: 1 },
        { options: { Size: 'M' }, price: 21, quantity: 2, image: photo.url },
        { options: { Size: 'L' }, sku: 'tee-l', price: '22.99', comparePrice: 30, quantity: 0 },
      ],
    });
    await createProduct(t.app, owner.token, site.id, {
      name: 'Gift card',
      trackQuantity: false,
      quantity: -4,
    });
    const before = await list(site);
    const csv = (await exported(site)).rawPayload;
    expect(await preview(site, csv)).toEqual({
      applied: false,
      rows: 5,
      created: 0,
      updated: 0,
      unchanged: 3,
      errors: [],
    });
    expect(await apply(site, csv)).toEqual({
      applied: true,
      rows: 5,
      created: 0,
      updated: 0,
      unchanged: 3,
      errors: [],
    });
    expect(await list(site)).toEqual(before);
  });
});

describe('importing products', () => {
  it('keeps accents in UTF-8 with and without a BOM and in Windows-1252', async () => {
    const site = await shop();
    const rows = (n: number) =>
      file([
        {
          Handle: `tart-${n}`,
          Name: 'Crème brûlée',
          Description: 'Grüße, naïve façade — 5 €',
          SKU: `TART-${n}`,
          Price: '33.61',
        },
      ]);
    await apply(site, `\uFEFF${rows(1)}`);
    await apply(site, rows(2));
    await apply(site, iconv.encode(rows(3), 'win1252'));
    const stored = await list(site);
    expect(stored.map((p) => [p.slug, p.name, p.description, p.price])).toEqual([
      ['tart-3', 'Crème brûlée', 'Grüße, naïve façade — 5 €', 33.61],
      ['tart-2', 'Crème brûlée', 'Grüße, naïve façade — 5 €', 33.61],
      ['tart-1', 'Crème brûlée', 'Grüße, naïve façade — 5 €', 33.61],
    ]);
    const [row] = await t.database.db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, stored[0]!.id));
    expect(row!.price).toBe(3361);
  });

  it('reports each malformed row by its number and writes nothing', async () => {
    const site = await shop();
    await createProduct(t.app, owner.token, site.id, { name: 'Existing', sku: 'TAKEN' });
    const photo = await libraryImage(t.app, owner.token, site.id);
    const before = await list(site);
    const csv = file([
      { ...loaf, Handle: 'good', SKU: 'GOOD' },
      { ...loaf, Handle: 'priced', SKU: 'P1', Price: 'abc' },
      { ...loaf, Handle: 'short', SKU: 'P2', Quantity: '-3' },
      {
        Handle: 'tee',
        Name: 'Tee',
        SKU: 'TEE',
        Price: '10',
        'Option1 Name': 'Size',
        'Option1 Value': 'S',
      },
      { Handle: 'tee', 'Option1 Value': 'S', 'Variant Price': '11' },
      { ...loaf, Handle: 'nameless', Name: '', SKU: 'P3' },
      { ...loaf, Handle: 'cents', SKU: 'P4', Price: '12.345' },
      { ...loaf, Handle: 'twin', SKU: 'good' },
      { ...loaf, Handle: 'taken', SKU: 'taken' },
      { ...loaf, Handle: 'Bad Handle', SKU: 'P5' },
      {
        ...loaf,
        Handle: 'pics',
        SKU: 'P6',
        Images: `${photo.url} /_media/ab/missing/original.png`,
      },
      { ...loaf, Handle: 'flags', SKU: 'P7', Published: 'maybe', Quantity: '2.5' },
      { ...loaf, Handle: 'stray', SKU: 'P8', 'Variant Price': '3' },
    ]);
    const report = await preview(site, csv);
    expect(report).toMatchObject({
      applied: false,
      rows: 13,
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    expect(report.errors).toEqual([
      { row: 3, message: 'Price "abc" is not a number' },
      { row: 4, message: 'Quantity cannot be negative unless backorders are allowed' },
      { row: 6, message: 'Variant 2 repeats another variant' },
      { row: 7, message: 'Name is required' },
      { row: 8, message: 'Price "12.345" may have at most two decimals' },
      { row: 9, message: 'The SKU good is also on row 2' },
      { row: 10, message: 'A product with SKU taken already exists' },
      {
        row: 11,
        message:
          'Handle "Bad Handle" may only contain lowercase letters, numbers and single hyphens between them',
      },
      {
        row: 12,
        message:
          "The image /_media/ab/missing/original.png is not a file of this website's media library",
      },
      { row: 13, message: 'Quantity "2.5" is not a whole number' },
      { row: 13, message: 'Published "maybe" is neither yes nor no (true or false)' },
      { row: 14, message: 'Variant Price needs an option: fill in Option1 Name' },
    ]);
    const refused = await send(site, csv, '?apply=1');
    expect(refused.statusCode).toBe(400);
    const error = errorOf(refused);
    expect(error).toMatchObject({
      code: 'IMPORT_INVALID',
      message: 'The file has 12 problems; nothing was imported.',
    });
    expect(error.fields).toMatchObject({
      'row 3': 'Price "abc" is not a number',
      'row 13':
        'Quantity "2.5" is not a whole number; Published "maybe" is neither yes nor no (true or false)',
    });
    expect(await list(site)).toEqual(before);
    const one = await send(site, file([{ ...loaf, Price: '-1' }]), '?apply=1');
    expect(errorOf(one).message).toBe('The file has 1 problem; nothing was imported.');
    expect(errorOf(one).fields).toEqual({ 'row 2': 'Price "-1" cannot be negative' });
  });

  it('creates and updates in one go, keeping variants by their options', async () => {
    const site = await shop();
    const tee = await createProduct(t.app, owner.token, site.id, {
      name: 'Tee',
      sku: 'TEE',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: { Size: 'S' }, sku: 'TEE-S', price: 20, quantity: 1 },
        { options: { Size: 'M' }, sku: 'TEE-M', price: 20, quantity: 1 },
      ],
    });
    const mug = await createProduct(t.app, owner.token, site.id, { name: 'Mug', sku: 'MUG' });
    const cup = await createProduct(t.app, owner.token, site.id, { name: 'Cup', sku: 'CUP' });
    const teeRows = {
      Handle: 'tee',
      Name: 'Tee',
      SKU: 'TEE',
      Price: '20',
      'Option1 Name': 'Size',
    };
    const csv = file([
      { ...teeRows, 'Option1 Value': 'S', 'Variant SKU': 'TEE-S', 'Variant Quantity': '9' },
      { Handle: 'tee', 'Option1 Value': 'L', 'Variant SKU': 'TEE-M', 'Variant Price': '22' },
      // The mug and the cup trade SKUs.
      { Handle: 'mug', Name: 'Mug', SKU: 'CUP', Price: '6.50' },
      { Handle: 'cup', Name: 'Cup', SKU: 'MUG', Price: '6.50' },
      { ...loaf, Categories: 'Bread; Rye ;', Published: 'yes', 'Track Quantity': 'FALSE' },
    ]);
    expect(await apply(site, csv)).toEqual({
      applied: true,
      rows: 5,
      created: 1,
      updated: 3,
      unchanged: 0,
      errors: [],
    });
    const after = await list(site);
    const by = (slug: string) => after.find((p) => p.slug === slug)!;
    expect(
      by('tee').variants.map((v) => [
        v.id === tee.variants[0]!.id,
        v.title,
        v.sku,
        v.price,
        v.quantity,
      ]),
    ).toEqual([
      [true, 'S', 'TEE-S', 20, 9],
      [false, 'L', 'TEE-M', 22, 0],
    ]);
    expect([by('mug').id, by('mug').sku, by('cup').id, by('cup').sku]).toEqual([
      mug.id,
      'CUP',
      cup.id,
      'MUG',
    ]);
    expect(by('loaf')).toMatchObject({
      name: 'Loaf',
      price: 4.5,
      quantity: 3,
      categories: ['Bread', 'Rye'],
      isPublished: true,
      trackQuantity: false,
    });
    expect(await preview(site, csv)).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
  });

  it('carries each product’s per-order cap, and a file without the column keeps it', async () => {
    const site = await shop();
    await createProduct(t.app, owner.token, site.id, { name: 'Mug', sku: 'MUG', maxPerOrder: 40 });
    const lines = (await exported(site)).body.slice(1).split('\r\n');
    const capColumn = lines[0]!.split(',').indexOf('Max Per Order');
    expect(capColumn).toBe(COLUMNS.indexOf('Allow Backorder') + 1);
    expect(lines[1]!.split(',')[capColumn]).toBe('40');

    const csv = file([
      { Handle: 'mug', Name: 'Mug', SKU: 'MUG', Price: '6', 'Max Per Order': '' },
      { ...loaf, 'Max Per Order': '250' },
      { Handle: 'cup', Name: 'Cup', SKU: 'CUP', Price: '3' },
    ]);
    expect(await apply(site, csv)).toMatchObject({ created: 2, updated: 1, errors: [] });
    const caps = async () =>
      Object.fromEntries((await list(site)).map((p) => [p.slug, p.maxPerOrder]));
    expect(await caps()).toEqual({ mug: 40, loaf: 250, cup: 20 });

    // A file exported before the column existed still reads, and leaves the caps as they are.
    const old = COLUMNS.filter((c) => c !== 'Max Per Order');
    const row: Partial<Record<string, string>> = { ...loaf, Price: '5' };
    const oldFile = `${old.join(',')}\r\n${old.map((c) => row[c] ?? '').join(',')}\r\n`;
    expect(await apply(site, oldFile)).toMatchObject({ updated: 1, errors: [] });
    expect(await caps()).toEqual({ mug: 40, loaf: 250, cup: 20 });

    const bad = file([
      { ...loaf, 'Max Per Order': '0' },
      { Handle: 'cup', Name: 'Cup', SKU: 'CUP', Price: '3', 'Max Per Order': '1.5' },
    ]);
    expect((await preview(site, bad)).errors).toEqual([
      { row: 2, message: 'Max Per Order "0" must be at least 1' },
      { row: 3, message: 'Max Per Order "1.5" is not a whole number' },
    ]);
  });

  it('reads semicolon-separated files and rows without a handle', async () => {
    const site = await shop();
    const csv = file(
      [
        { Name: 'Pain de campagne', SKU: 'PDC', Price: '5', Categories: 'Bread;French' },
        { Name: 'Ficelle', SKU: 'FIC', Price: '2.10' },
      ],
      ';',
    );
    expect(await apply(site, csv)).toMatchObject({ created: 2, errors: [] });
    const stored = (await list(site)).map((p) => [p.slug, p.price, p.categories]);
    expect(stored.sort()).toEqual([
      ['ficelle', 2.1, []],
      ['pain-de-campagne', 5, ['Bread', 'French']],
    ]);
  });

  it('refuses files it cannot read with a clear 400, and large ones with 413', async () => {
    const site = await shop();
    const refusedWith = async (content: Buffer | string, status: number, text: string) => {
      const res = await send(site, content);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).message).toContain(text);
    };
    await refusedWith('', 400, 'The file is empty');
    await refusedWith(`${HEADER}\r\n`, 400, 'no products below it');
    await refusedWith(`Name,SKU\r\nx,X\r\n`, 400, 'The file has no "Price" column.');
    await refusedWith(`SKU\r\nX\r\n`, 400, 'The file has no "Name", "Price" columns.');
    await refusedWith(`${HEADER},Colour\r\nx\r\n`, 400, 'The file has a column "Colour"');
    await refusedWith(`${HEADER}\r\n"unclosed,quote\r\n`, 400, 'is not a CSV file');
    await refusedWith(Buffer.alloc(21 * 1024 * 1024, 0x41), 413, 'larger than 20 MB');
    const bare = await call(
      t.app,
      owner.token,
      'POST',
      `/api/websites/${site.id}/products/import`,
      {},
    );
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).fields).toEqual({ file: 'Choose a CSV file to import' });
    const wrongField = await uploadFile(
      t.app,
      owner.token,
      `/api/websites/${site.id}/products/import`,
      { field: 'files', filename: 'p.csv', content: Buffer.from(file([loaf])) },
    );
    expect(wrongField.statusCode).toBe(400);
    const badQuery = await send(site, file([loaf]), '?apply=yes');
    expect(errorOf(badQuery).fields).toEqual({ apply: 'apply must be 0 (preview) or 1 (import)' });
    expect(await list(site)).toEqual([]);
  });

  it('is another owner’s to export or import: 404', async () => {
    const site = await shop();
    const other = await registerOwner(t.app, t.database);
    expect((await exported(site, other.token)).statusCode).toBe(404);
    expect((await send(site, file([loaf]), '', other.token)).statusCode).toBe(404);
    expect((await send(site, file([loaf]), '?apply=1', other.token)).statusCode).toBe(404);
    expect(await list(site)).toEqual([]);
  });
});

describe('files with only the columns they need', () => {
  const names = async (site: Website) =>
    (await list(site)).map((p) => [p.name, p.sku, p.price, p.isPublished]).sort();

  it('creates products from a name and a price alone, published, with SKUs made from the name', async () => {
    const site = await shop();
    await createProduct(t.app, owner.token, site.id, { name: 'Old loaf', sku: 'RYE-BREAD' });
    const csv = 'Name,Price\r\nRye bread,4.50\r\nCroissant,2\r\nÉclair,3.2\r\n';
    expect(await apply(site, csv)).toEqual({
      applied: true,
      rows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    expect(await names(site)).toEqual([
      ['Croissant', 'CROISSANT', 2, true],
      ['Old loaf', 'RYE-BREAD', 6.5, true],
      ['Rye bread', 'RYE-BREAD-2', 4.5, true],
      ['Éclair', 'ECLAIR', 3.2, true],
    ]);
  });

  it('gives a made SKU none the file names, and keeps a Draft the file asks for', async () => {
    const site = await shop();
    const csv = 'Published,Name,Price,SKU\nno,Scone,2,\nyes,Muffin,3,SCONE\n';
    expect(await apply(site, csv)).toMatchObject({ created: 2, errors: [] });
    expect(await names(site)).toEqual([
      ['Muffin', 'SCONE', 3, true],
      ['Scone', 'SCONE-2', 2, false],
    ]);
  });

  it('reads the columns in any order, with CRLF, LF, CR or mixed line endings and a BOM', async () => {
    const site = await shop();
    const lines = ['Price;Quantity;Name', '1.50;4;Bun', '2;;Bagel', '3.25;7;"Pretzel, salted"'];
    const endings = {
      crlf: lines.join('\r\n'),
      lf: `${lines.join('\n')}\n`,
      cr: `${lines.join('\r')}\r`,
      mixed: `${lines[0]}\r\n${lines[1]}\n${lines[2]}\r${lines[3]}\r\n`,
    };
    for (const [kind, text] of Object.entries(endings)) {
      for (const bom of ['', '\uFEFF']) {
        const report = await preview(site, `${bom}${text}`);
        expect(report, `${kind}${bom ? ' with a BOM' : ''}`).toEqual({
          applied: false,
          rows: 3,
          created: 3,
          updated: 0,
          unchanged: 0,
          errors: [],
        });
      }
    }
    await apply(site, `\uFEFF${endings.mixed}`);
    const stored = await list(site);
    expect(stored.map((p) => [p.name, p.sku, p.price, p.quantity]).sort()).toEqual([
      ['Bagel', 'BAGEL', 2, 0],
      ['Bun', 'BUN', 1.5, 4],
      ['Pretzel, salted', 'PRETZEL-SALTED', 3.25, 7],
    ]);
  });

  it('changes only what the file has columns for, keeping the rest of a product', async () => {
    const site = await shop();
    const photo = await libraryImage(t.app, owner.token, site.id);
    const tee = await createProduct(t.app, owner.token, site.id, {
      name: 'Tee',
      sku: 'TEE',
      description: 'Soft cotton',
      images: [photo.url],
      categories: ['Clothes'],
      isPublished: false,
      maxPerOrder: 5,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ options: { Size: 'S' }, sku: 'TEE-S', price: 20, quantity: 3 }],
    });
    expect(await apply(site, 'Name,Price\nTee,25\n')).toMatchObject({ updated: 1, errors: [] });
    const [after] = await list(site);
    expect(after).toEqual({ ...tee, price: 25, updatedAt: after!.updatedAt });
  });

  it('names the row, the column and the cell of each refused value', async () => {
    const site = await shop();
    const csv = [
      'Name,Price,Quantity,Compare Price',
      'Bun,1,,',
      'Bagel,2,,',
      'Pretzel,abc,,',
      ',3,,',
      'Roll,2,many,',
      'Scone,4,,3',
    ].join('\n');
    expect((await preview(site, csv)).errors).toEqual([
      { row: 4, message: 'Price "abc" is not a number' },
      { row: 5, message: 'Name is required' },
      { row: 6, message: 'Quantity "many" is not a whole number' },
      { row: 7, message: 'Compare Price "3" must be higher than the price' },
    ]);
    const refused = await send(site, csv, '?apply=1');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toMatchObject({ 'row 4': 'Price "abc" is not a number' });
    expect(await list(site)).toEqual([]);
  });
});

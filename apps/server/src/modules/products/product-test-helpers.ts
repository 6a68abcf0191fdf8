import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { MediaItem, PlanId, Product, Website } from '@tessera/core';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { bearer, inject, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

/** A test app with an owner on the given plan and their website, Corner Bakery. */
export async function bakeryTestApp(
  plan: PlanId = 'free',
): Promise<{ t: TestApp; owner: Account; site: Website }> {
  const t = await createTestApp();
  const owner = await registerOwner(t.app, t.database, plan);
  const site = await createWebsite(t.app, owner.token, { name: 'Corner Bakery' });
  return { t, owner, site };
}

/** A browser's multipart upload of one file in the given field. */
export function uploadFile(
  app: FastifyInstance,
  token: string,
  url: string,
  file: { field: string; filename: string; content: Buffer; type?: string },
): Promise<LightMyRequestResponse> {
  const boundary = `----tessera${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return inject(app, {
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A small PNG of one colour put in the website's media library. */
export async function libraryImage(
  app: FastifyInstance,
  token: string,
  websiteId: string,
  background = '#b45309',
): Promise<MediaItem> {
  const content = await sharp({ create: { width: 40, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
  const res = await uploadFile(app, token, `/api/websites/${websiteId}/media/upload`, {
    field: 'files',
    filename: 'loaf.png',
    content,
    type: 'image/png',
  });
  return dataOf<MediaItem[]>(res, 201)[0]!;
}

/** A product through the API; fields over a simple loaf. */
export async function createProduct(
  app: FastifyInstance,
  token: string,
  websiteId: string,
  fields: Record<string, unknown> = {},
): Promise<Product> {
  const res = await call(app, token, 'POST', `/api/websites/${websiteId}/products`, {
    name: 'Sourdough loaf',
    sku: `SKU-${randomUUID().slice(0, 8)}`,
    price: 6.5,
    ...fields,
  });
  return dataOf<Product>(res, 201);
}

/** An order written straight to the table, as checkout would leave it. Amounts in minor units. */
export async function insertOrder(
  database: Database,
  websiteId: string,
  fields: { number: number; total: number; refunded?: number; status?: 'PENDING' | 'CANCELLED' },
): Promise<string> {
  const [row] = await database.db
    .insert(orders)
    .values({
      websiteId,
      number: fields.number,
      publicToken: randomUUID(),
      customerName: 'Ana Lima',
      customerEmail: 'ana@example.com',
      paymentMethod: 'pickup',
      fulfilment: 'pickup',
      currency: 'USD',
      subtotal: fields.total,
      total: fields.total,
      refundedAmount: fields.refunded ?? 0,
      status: fields.status ?? 'PENDING',
    })
    .returning({ id: orders.id });
  return row!.id;
}

import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { placeOrderSchema, type UnavailableLine, type Website } from '@tessera/core';
import {
  customers,
  mailOutbox,
  orders,
  products,
  productVariants,
  websites,
} from '../../db/schema.ts';
import { freshAddress, inject, type Account } from '../../test/auth-helpers.ts';
import {
  insertProduct,
  publishShop,
  setStoreSettings,
  type InsertedProduct,
} from '../../test/store-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { registerOwner } from '../../test/website-helpers.ts';
import { OrderPlacement } from './place-order.ts';

/** A published bakery with a loaf (3 in stock), a shirt in sizes, and a few harder cases. */
export interface TestShop {
  owner: Account;
  site: Website;
  host: string;
  /** 6.50, 3 in stock, with a picture. */
  loaf: InsertedProduct;
  /** Sizes S (20.00, none left), M (22.00, 5), L (24.00, 1). */
  shirt: InsertedProduct;
  /** Not published. */
  secret: InsertedProduct;
  /** Stock not counted. */
  cookie: InsertedProduct;
  /** None left, but may be ordered anyway. */
  cake: InsertedProduct;
}

export async function openTestShop(t: TestApp, plan: 'free' | 'pro' = 'pro'): Promise<TestShop> {
  const owner = await registerOwner(t.app, t.database, plan);
  const { site, host } = await publishShop(t.app, owner.token);
  const id = site.id;
  await setStoreSettings(t.database, id, {
    taxRate: 10,
    pickup: { enabled: true, instructions: 'Collect at 12 Baker St, 8am to noon.' },
    shippingRates: [{ id: 'post', name: 'Post', price: 500 }],
    payments: {
      pickup: true,
      cashOnDelivery: true,
      bankTransfer: true,
      bankInstructions: 'IBAN DE00 1234, reference: your order number',
    },
  });
  return {
    owner,
    site,
    host,
    loaf: await insertProduct(t.database, id, {
      name: 'Sourdough loaf',
      price: 650,
      quantity: 3,
      images: ['/_media/loaf.jpg'],
    }),
    shirt: await insertProduct(t.database, id, {
      name: 'Bakery shirt',
      price: 2000,
      sizes: [
        { value: 'S', price: 2000, quantity: 0 },
        { value: 'M', price: 2200, quantity: 5 },
        { value: 'L', price: 2400, quantity: 1 },
      ],
    }),
    secret: await insertProduct(t.database, id, { name: 'Secret recipe', isPublished: false }),
    cookie: await insertProduct(t.database, id, {
      name: 'Butter cookie',
      price: 150,
      quantity: 0,
      trackQuantity: false,
    }),
    cake: await insertProduct(t.database, id, {
      name: 'Birthday cake',
      price: 3000,
      quantity: 0,
      allowBackorder: true,
    }),
  };
}

/** Where a shipped test order goes. */
export const LISBON = {
  name: 'Ana Lima',
  line1: 'Rua Augusta 10',
  city: 'Lisboa',
  postalCode: '1100-053',
  country: 'Portugal',
};

/** A buyer's order as the API takes it; items and anything else may be replaced. */
export function orderBody(
  items: { productId: string; variantId?: string | null; quantity: unknown }[],
  extra: Record<string, unknown> = {},
): {
  items: typeof items;
  customer: { name: string; email: string; phone?: string | null };
  [field: string]: unknown;
} {
  return {
    items,
    customer: { name: 'Ana Lima', email: 'ana@example.com', phone: '+351 912 345 678' },
    ...extra,
  };
}

/** The placement the app uses, on the test's database. */
export function placementFor(t: TestApp): OrderPlacement {
  return new OrderPlacement({
    db: t.database.db,
    onMailQueued: () => {},
    onCatalogueChanged: () => {},
    publicUrl: 'http://localhost:3000',
  });
}

export function placeDirect(t: TestApp, shop: TestShop, body: ReturnType<typeof orderBody>) {
  return placementFor(t).place(shop.site.id, placeOrderSchema.parse(body), {
    siteOrigin: `http://${shop.host}`,
  });
}

/**
 * `POST /api/public/sites/{sub}/orders`, as a headless shop sends it: each from its own address
 * unless one is given, as different buyers' orders are.
 */
export function postOrder(
  t: TestApp,
  subdomain: string,
  body: unknown,
  remoteAddress = freshAddress(),
): Promise<LightMyRequestResponse> {
  return inject(t.app, {
    method: 'POST',
    url: `/api/public/sites/${subdomain}/orders`,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.quantity;
}

export async function variantStockOf(t: TestApp, variantId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ quantity: productVariants.quantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.quantity;
}

/** What an order leaves behind: orders, customers and mails of the website. */
export async function writtenFor(t: TestApp, websiteId: string) {
  const db = t.database.db;
  const [website] = await db.select().from(websites).where(eq(websites.id, websiteId));
  return {
    orders: await db
      .select()
      .from(orders)
      .where(eq(orders.websiteId, websiteId))
      .orderBy(asc(orders.number)),
    customers: await db
      .select()
      .from(customers)
      .where(eq(customers.websiteId, websiteId))
      .orderBy(asc(customers.id)),
    // Which mails, not their delivery state: the outbox worker sends them meanwhile.
    mails: await db
      .select({ id: mailOutbox.id, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.websiteId, websiteId))
      .orderBy(asc(mailOutbox.id)),
    nextNumber: website!.nextOrderNumber,
    catalogueVersion: website!.catalogueVersion,
  };
}

/** The outbox's mails about an order. */
export function mailsAbout(t: TestApp, orderId: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.refId, orderId));
}

/** A 409 OUT_OF_STOCK answer and its lines. */
export function outOfStockLines(res: LightMyRequestResponse): UnavailableLine[] {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json() as {
    error: { code: string; message: string; lines: UnavailableLine[] };
  };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe('OUT_OF_STOCK');
  return body.error.lines;
}

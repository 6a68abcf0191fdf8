import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';
import { insertProduct, setStoreSettings, type InsertedProduct } from './store-fixtures.ts';

/** A visitor's form post on a site host, as a browser without script sends it. */
export function postOnSite(
  app: FastifyInstance,
  host: string,
  path: string,
  fields: Record<string, string>,
  cookie = '',
): Promise<LightMyRequestResponse> {
  return inject(app, {
    method: 'POST',
    url: path,
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The cookie an answer sets, as the browser sends it back (`name=value`). */
export const cookieOf = (res: LightMyRequestResponse) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

/** A loaf for sale, collected at the counter and paid there (in euros). */
export async function pickupShop(t: TestApp, websiteId: string): Promise<InsertedProduct> {
  const loaf = await insertProduct(t.database, websiteId, { name: 'Sourdough loaf', price: 650 });
  await setStoreSettings(t.database, websiteId, {
    currency: 'EUR',
    pickup: { enabled: true, instructions: 'At the counter.' },
    payments: { pickup: true, cashOnDelivery: false, bankTransfer: false, bankInstructions: '' },
  });
  return loaf;
}

/** Checkout's form for a pickup order by Ana Lima, placed once per idempotency key. */
export const pickupOrderFields = (idempotencyKey: string) => ({
  name: 'Ana Lima',
  email: 'ana@example.com',
  delivery: 'pickup',
  payment: 'pickup',
  idempotency_key: idempotencyKey,
  action: 'place',
});

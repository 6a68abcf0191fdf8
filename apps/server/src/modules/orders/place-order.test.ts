import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEvents, notifications, orderEvents, orderLines, orders } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { insertProduct } from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/website-helpers.ts';
import {
  mailsAbout,
  openTestShop,
  LISBON,
  orderBody,
  placeDirect,
  stockOf,
  variantStockOf,
  writtenFor,
  type TestShop,
} from './order-test-shop.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The error a placement threw, which must be one the API answers in its envelope. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('placing an order', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(t);
  });

  it('prices it from the catalogue, takes the stock, and tells the buyer, the owner and the customer list', async () => {
    const before = await writtenFor(t, shop.site.id);
    const placed = await placeDirect(
      t,
      shop,
      orderBody(
        [
          { productId: shop.loaf.id, quantity: 2 },
          { productId: shop.shirt.id, variantId: shop.shirt.variantIds.M, quantity: 1 },
        ],
        { note: 'Sliced, please' },
      ),
    );
    expect(placed.replayed).toBe(false);
    expect(placed.order).toMatchObject({
      orderNumber: '#1001',
      number: 1001,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: 'pickup',
      currency: 'USD',
      subtotal: 35,
      shipping: 0,
      tax: 3.5,
      taxInclusive: false,
      total: 38.5,
      confirmationPath: `/order/${placed.publicToken}`,
    });
    expect(placed.order.items).toEqual([
      {
        productId: shop.loaf.id,
        variantId: null,
        name: 'Sourdough loaf',
        variantTitle: null,
        unitPrice: 6.5,
        quantity: 2,
        total: 13,
      },
      {
        productId: shop.shirt.id,
        variantId: shop.shirt.variantIds.M,
        name: 'Bakery shirt',
        variantTitle: 'M',
        unitPrice: 22,
        quantity: 1,
        total: 22,
      },
    ]);
    expect(placed.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
    expect(await variantStockOf(t, shop.shirt.variantIds.M!)).toBe(4);

    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      customerName: 'Ana Lima',
      customerEmail: 'ana@example.com',
      fulfilment: 'pickup',
      shippingAddress: null,
      customerNote: 'Sliced, please',
    });
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.orderId))
      .orderBy(asc(orderLines.position));
    expect(lines.map((l) => [l.sku, l.image])).toEqual([
      ['SOURDOUGH-LOAF', '/_media/loaf.jpg'],
      ['BAKERY-SHIRT-M', null],
    ]);
    const history = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.orderId));
    expect(history.map((e) => [e.kind, e.toStatus])).toEqual([['created', 'PENDING']]);

    const after = await writtenFor(t, shop.site.id);
    expect(after.nextNumber).toBe(before.nextNumber + 1);
    expect(after.catalogueVersion).toBeGreaterThan(before.catalogueVersion);
    const customer = after.customers.find((c) => c.email === 'ana@example.com')!;
    expect(customer).toMatchObject({ name: 'Ana Lima', phone: '+351 912 345 678' });
    expect(order!.customerId).toBe(customer.id);
    const timeline = await db
      .select()
      .from(customerEvents)
      .where(eq(customerEvents.customerId, customer.id));
    expect(timeline.map((e) => [e.kind, e.refId, e.summary])).toEqual([
      ['order', placed.orderId, 'Order #1001 · $38.50'],
    ]);
    const [bell] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/dashboard/orders/${placed.orderId}?site=${shop.site.id}`));
    expect(bell).toMatchObject({
      type: 'order',
      title: 'New order #1001',
      userId: shop.owner.user.id,
    });

    const mails = await mailsAbout(t, placed.orderId);
    const buyer = mails.find((m) => m.to === 'ana@example.com')!;
    expect(buyer.subject).toBe('Your order #1001 at Corner Bakery');
    expect(buyer.text).toContain(`http://${shop.host}/order/${placed.publicToken}`);
    expect(buyer.text).toContain('2 × Sourdough loaf: $13.00');
    expect(buyer.text).toContain('1 × Bakery shirt (M): $22.00');
    expect(buyer.text).toContain('Total: $38.50');
    expect(buyer.text).toContain('Collect at 12 Baker St, 8am to noon.');
    expect(buyer.text).toContain('Pay on pickup');
    const owner = mails.find((m) => m.to === shop.owner.email)!;
    expect(owner.subject).toBe('New order #1001');
    expect(owner.text).toContain(
      `http://localhost:3000/dashboard/orders/${placed.orderId}?site=${shop.site.id}`,
    );
    expect(owner.text).toContain('Sliced, please');
    expect(owner.replyTo).toBe('ana@example.com');
  });

  it('numbers orders one after another from 1001, also when they arrive together', async () => {
    const own = await openTestShop(t);
    const placed = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeDirect(t, own, orderBody([{ productId: own.cookie.id, quantity: 1 }])),
      ),
    );
    expect(placed.map((p) => p.order.number).sort()).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    const next = await placeDirect(t, own, orderBody([{ productId: own.cookie.id, quantity: 1 }]));
    expect(next.order.orderNumber).toBe('#1009');
  });

  it('leaves untracked stock alone and lets a backordered product go below zero', async () => {
    const own = await openTestShop(t);
    await placeDirect(
      t,
      own,
      orderBody([
        { productId: own.cookie.id, quantity: 7 },
        { productId: own.cake.id, quantity: 2 },
      ]),
    );
    expect(await stockOf(t, own.cookie.id)).toBe(0);
    expect(await stockOf(t, own.cake.id)).toBe(-2);
  });

  it('ships to an address at the rate chosen, with bank transfer instructions', async () => {
    const placed = await placeDirect(
      t,
      shop,
      orderBody([{ productId: shop.cookie.id, quantity: 2 }], {
        shippingMethod: 'post',
        paymentMethod: 'bank-transfer',
        shippingAddress: LISBON,
      }),
    );
    expect(placed.order).toMatchObject({ subtotal: 3, shipping: 5, tax: 0.8, total: 8.8 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      fulfilment: 'shipping',
      shippingMethod: { id: 'post', name: 'Post', price: 500 },
      shippingAddress: { line1: 'Rua Augusta 10', line2: null, region: null, city: 'Lisboa' },
      paymentMethod: 'bank-transfer',
    });
    const buyer = (await mailsAbout(t, placed.orderId)).find((m) => m.to === 'ana@example.com')!;
    expect(buyer.text).toContain('IBAN DE00 1234, reference: your order number');
    expect(buyer.text).toContain('Rua Augusta 10');
  });

  it('escapes what the buyer typed in the e-mails', async () => {
    const placed = await placeDirect(t, shop, {
      ...orderBody([{ productId: shop.cookie.id, quantity: 1 }], {
        note: '<img src=x onerror=alert(1)>',
      }),
      customer: { name: '<script>alert(1)</script>', email: 'mallory@example.com' },
    });
    const mails = await mailsAbout(t, placed.orderId);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
    }
    // The owner reads the name as typed, escaped; the buyer's greeting keeps only name-like text.
    const notice = mails.find((m) => m.kind === 'order-notice')!;
    expect(notice.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const confirmation = mails.find((m) => m.kind === 'order-confirmation')!;
    expect(confirmation.text).toMatch(/^Thank you for your order, script alert 1 script\. /);
  });

  it("greets the buyer by name only, never with a link or a paragraph of the visitor's text", async () => {
    const placed = await placeDirect(t, shop, {
      ...orderBody([{ productId: shop.cookie.id, quantity: 1 }]),
      customer: {
        name: 'Your account is locked, verify at https://evil.example/login or cheap.example now',
        email: 'victim@example.com',
      },
    });
    const confirmation = (await mailsAbout(t, placed.orderId)).find(
      (m) => m.kind === 'order-confirmation',
    );
    expect(confirmation!.text.split('\n')[0]).toBe(
      'Thank you for your order, Your account is locked verify at or now. We have received ' +
        `order #${placed.order.number} at Corner Bakery.`,
    );
    expect(confirmation!.html).not.toMatch(/evil\.example|cheap\.example/);
    expect(confirmation!.subject).not.toMatch(/account|verify/);
  });

  it('respects an owner who turned notifications and e-mail updates off', async () => {
    const own = await openTestShop(t);
    const off = await call(t.app, own.owner.token, 'PUT', '/api/auth/profile', {
      preferences: { notifications: false, emailUpdates: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const placed = await placeDirect(
      t,
      own,
      orderBody([{ productId: own.cookie.id, quantity: 1 }]),
    );
    const bells = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, own.owner.user.id));
    expect(bells).toEqual([]);
    const mails = await mailsAbout(t, placed.orderId);
    expect(mails.map((m) => m.to)).toEqual(['ana@example.com']);
  });
});

describe('refusing an order, writing nothing', () => {
  let shop: TestShop;
  let other: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(t);
    other = await openTestShop(t);
  });

  async function refusedWithoutTrace(body: ReturnType<typeof orderBody>): Promise<AppError> {
    const before = await writtenFor(t, shop.site.id);
    const stock = [
      await stockOf(t, shop.loaf.id),
      await variantStockOf(t, shop.shirt.variantIds.L!),
    ];
    const error = await refusal(placeDirect(t, shop, body));
    expect(await writtenFor(t, shop.site.id)).toEqual(before);
    expect([
      await stockOf(t, shop.loaf.id),
      await variantStockOf(t, shop.shirt.variantIds.L!),
    ]).toEqual(stock);
    return error;
  }

  it('takes only published products of this website', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const productId of [unknown, shop.secret.id, other.loaf.id]) {
      const error = await refusedWithoutTrace(
        orderBody([
          { productId: shop.loaf.id, quantity: 1 },
          { productId, quantity: 1 },
        ]),
      );
      expect(error.statusCode).toBe(400);
      expect(error.fields).toEqual({ 'items.1.productId': 'This product is not for sale' });
    }
  });

  it('needs a variant of its own for a product with options, and none for one without', async () => {
    const noSize = await refusedWithoutTrace(
      orderBody([{ productId: shop.shirt.id, quantity: 1 }]),
    );
    expect(noSize.fields).toEqual({ 'items.0.variantId': 'Choose a size for Bakery shirt' });
    const hat = await insertProduct(t.database, shop.site.id, {
      name: 'Baker hat',
      sizes: [{ value: 'One size', price: 900, quantity: 5 }],
    });
    const foreign = await refusedWithoutTrace(
      orderBody([{ productId: shop.shirt.id, variantId: hat.variantIds['One size'], quantity: 1 }]),
    );
    expect(foreign.fields).toEqual({ 'items.0.variantId': 'This option is not for sale' });
    const needless = await refusedWithoutTrace(
      orderBody([{ productId: shop.loaf.id, variantId: hat.variantIds['One size'], quantity: 1 }]),
    );
    expect(needless.fields).toEqual({
      'items.0.variantId': 'Sourdough loaf has no options to choose from',
    });
  });

  it('sums two lines of one variant against its stock', async () => {
    const error = await refusedWithoutTrace(
      orderBody([
        { productId: shop.shirt.id, variantId: shop.shirt.variantIds.L, quantity: 1 },
        { productId: shop.loaf.id, quantity: 1 },
        { productId: shop.shirt.id, variantId: shop.shirt.variantIds.L, quantity: 1 },
      ]),
    );
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.message).toBe('Only 1 left of Bakery shirt (L)');
    expect(error.details).toEqual({
      lines: [
        {
          productId: shop.shirt.id,
          variantId: shop.shirt.variantIds.L,
          name: 'Bakery shirt (L)',
          requested: 2,
          available: 1,
        },
      ],
    });
  });

  it('names every line it cannot serve', async () => {
    const error = await refusedWithoutTrace(
      orderBody([
        { productId: shop.shirt.id, variantId: shop.shirt.variantIds.S, quantity: 1 },
        { productId: shop.loaf.id, quantity: 4 },
      ]),
    );
    expect(error.message).toBe('Only 3 left of Sourdough loaf. Bakery shirt (S) is sold out');
  });

  it('ships only at an offered rate, to an address, paid in a way offered for it', async () => {
    const item = [{ productId: shop.loaf.id, quantity: 1 }];
    const noAddress = await refusedWithoutTrace(orderBody(item, { shippingMethod: 'post' }));
    expect(noAddress.fields).toEqual({
      shippingAddress: 'Enter the address to ship your order to',
    });
    const unknownRate = await refusedWithoutTrace(orderBody(item, { shippingMethod: 'courier' }));
    expect(unknownRate.fields).toEqual({
      shippingMethod: 'Choose one of the delivery options offered',
    });
    const payOnPickupShipped = await refusedWithoutTrace(
      orderBody(item, {
        shippingMethod: 'post',
        paymentMethod: 'pickup',
        shippingAddress: LISBON,
      }),
    );
    expect(payOnPickupShipped.fields).toEqual({
      paymentMethod: 'Choose a way to pay offered here: Cash on delivery, Bank transfer',
    });
  });
});

describe('idempotency', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(t);
  });

  it('answers the first order to the same request sent again with the same key', async () => {
    const body = orderBody([{ productId: shop.loaf.id, quantity: 1 }], {
      idempotencyKey: 'checkout-5f1c2a9e',
    });
    const first = await placeDirect(t, shop, body);
    const again = await placeDirect(t, shop, structuredClone(body));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
  });

  it('refuses the key with other items or another buyer: 409, and nothing of the first shown', async () => {
    const body = orderBody([{ productId: shop.loaf.id, quantity: 1 }], {
      idempotencyKey: 'checkout-bound-key',
    });
    await placeDirect(t, shop, body);
    const stock = await stockOf(t, shop.loaf.id);
    for (const other of [
      { ...body, items: [{ productId: shop.loaf.id, quantity: 2 }] },
      { ...body, customer: { name: 'Mallory', email: 'mallory@example.com' } },
      { ...body, note: 'Leave it at the door' },
    ]) {
      const error = await refusal(placeDirect(t, shop, other));
      expect(error.statusCode).toBe(409);
      expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(error.message).not.toMatch(/Ana|ana@example\.com|Lisbon/);
    }
    expect(await stockOf(t, shop.loaf.id)).toBe(stock);
  });

  it('makes one order of the same key sent twice at once, even for the last one in stock', async () => {
    const body = orderBody(
      [{ productId: shop.shirt.id, variantId: shop.shirt.variantIds.L, quantity: 1 }],
      { idempotencyKey: 'checkout-double-click' },
    );
    const both = await Promise.all([placeDirect(t, shop, body), placeDirect(t, shop, body)]);
    expect(both[0].orderId).toBe(both[1].orderId);
    expect(both.map((b) => b.replayed).sort()).toEqual([false, true]);
    expect(await variantStockOf(t, shop.shirt.variantIds.L!)).toBe(0);
    const written = await writtenFor(t, shop.site.id);
    expect(written.orders.filter((o) => o.idempotencyKey === 'checkout-double-click')).toHaveLength(
      1,
    );
  });
});

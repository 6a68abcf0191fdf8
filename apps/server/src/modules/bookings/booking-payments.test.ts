import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone, type Booking, type PublicSlot, type Service } from '@tessera/core';
import { bookings, services } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { visit } from '../../test/site-helpers.ts';
import { StripePeer, type PeerSession } from '../../test/stripe-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { deliver } from '../payments/card-test-shop.ts';
import { BookingPayments } from './booking-payments.ts';
import {
  bookingBody,
  insertService,
  insertStaff,
  mailsAbout,
  openTestSalon,
  postBooking,
  SALON_ZONE,
  type TestSalon,
} from './booking-test-salon.ts';
import { PAYMENT_WINDOW_MS } from './payment-window.ts';

const KEY = 'sk_test_51SalonKeyAbCdEfGh5678';
const WEBHOOK_SECRET = 'whsec_SalonSigningSecret00';

let peer: StripePeer;
let t: TestApp;
/** The app's clock, near the real one (Stripe's session limits are in real time). */
const clock = { at: Date.now() };
/** The days the tests book: two days on, fixed so moving the clock keeps them. */
const FIRST_DAY = addDays(dateInZone(clock.at, SALON_ZONE), 2);
let salon: TestSalon;
let other: TestSalon;
/** A deposit of 30.00 on 120.00, by Dora; the whole 80.00 when booking, by Emil. */
let balayage: string;
let perm: string;
let dora: string;

beforeAll(async () => {
  peer = new StripePeer();
  await peer.start();
  peer.accounts.set(KEY, { id: 'acct_salon', displayName: 'Studio Haar' });
  t = await createTestApp(
    { STRIPE_API_URL: peer.url, OUTBOX_POLL_MS: '0' },
    { now: () => clock.at },
  );
  salon = await openTestSalon(t);
  other = await openTestSalon(t);
  dora = await insertStaff(t.database, salon.site.id, 'Dora');
  const emil = await insertStaff(t.database, salon.site.id, 'Emil');
  balayage = await insertService(t.database, salon.site.id, {
    name: 'Balayage',
    price: 12000,
    depositAmount: 3000,
    staffIds: [dora],
  });
  perm = await insertService(t.database, salon.site.id, {
    name: 'Perm',
    price: 8000,
    staffIds: [emil],
  });
  await t.database.db
    .update(services)
    .set({ requirePrepayment: true })
    .where(eq(services.id, perm));
  const connected = await call(
    t.app,
    salon.owner.token,
    'PUT',
    `/api/websites/${salon.site.id}/payments/stripe`,
    { secretKey: KEY, webhookSecret: WEBHOOK_SECRET },
  );
  expect(connected.statusCode, connected.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await peer?.stop();
});

/** The handler the Stripe webhook calls for 'booking' sessions, run as it runs it. */
function handler() {
  return new BookingPayments(
    {
      db: t.database.db,
      now: () => clock.at,
      publicUrl: 'http://localhost:3000',
      hostingDomain: 'localhost:3000',
      mailFrom: 'Tessera <no-reply@tessera.local>',
      onMailQueued: () => {},
    },
    { connected: async () => true, clientFor: async () => null },
  ).handler();
}

const asSession = (s: PeerSession) => s as unknown as Stripe.Checkout.Session;

async function settlePaid(websiteId: string, bookingId: string, session: PeerSession) {
  return t.database.db.transaction((tx) =>
    handler().paid(tx, websiteId, bookingId, asSession(session)),
  );
}

async function settleUnpaid(
  websiteId: string,
  bookingId: string,
  session: PeerSession,
  reason: 'failed' | 'expired',
) {
  return t.database.db.transaction((tx) =>
    handler().unpaid(tx, websiteId, bookingId, asSession(session), reason),
  );
}

/** The free times of a service over the next days, as visitors see them. */
async function freeTimes(site: TestSalon, serviceId: string): Promise<PublicSlot[]> {
  const from = FIRST_DAY;
  const res = await inject(t.app, {
    method: 'GET',
    url: `/api/public/sites/${site.site.subdomain}/services/${serviceId}/slots?from=${from}&to=${addDays(from, 3)}&timezone=${SALON_ZONE}`,
  });
  return dataOf<PublicSlot[]>(res);
}

const booked = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const sessionOf = (url: string) => peer.sessions.get(url.split('/pay/')[1]!)!;

/** A visitor books the next free time of a service through the JSON API. */
async function bookFirstFree(serviceId: string, slotIndex = 0) {
  const slot = (await freeTimes(salon, serviceId))[slotIndex]!;
  const res = await postBooking(t, salon.site.subdomain, bookingBody(serviceId, slot.start));
  const placed = dataOf<{ id: string; status: string; paymentUrl?: string; manageUrl: string }>(
    res,
    201,
  );
  return { slot, placed };
}

function postForm(host: string, path: string, fields: Record<string, string>) {
  return inject(t.app, {
    method: 'POST',
    url: path,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('a deposit when booking, through Stripe Checkout', () => {
  it('sends the visitor to Stripe for the deposit and holds the time until paid', async () => {
    const { slot, placed } = await bookFirstFree(balayage);
    expect(placed.status).toBe('PENDING');
    expect(placed.paymentUrl).toMatch(new RegExp(`^${peer.url}/pay/cs_test_`));
    const session = sessionOf(placed.paymentUrl!);
    expect(session.metadata).toEqual({
      tessera_kind: 'booking',
      tessera_id: placed.id,
      tessera_website: salon.site.id,
    });
    expect(session.amount_total).toBe(3000);
    expect(session.currency).toBe('eur');
    const line = (session.params.line_items as Record<string, unknown>[])[0] as {
      price_data: { product_data: { name: string } };
    };
    expect(line.price_data.product_data.name).toBe('Deposit: Balayage');
    expect(session.customer_email).toMatch(/@example\.com$/);
    expect(session.success_url).toBe(
      `${new URL(placed.manageUrl).origin}${new URL(placed.manageUrl).pathname}?done=paid`,
    );
    // Nothing is sent before the payment.
    expect(await mailsAbout(t, placed.id)).toHaveLength(0);

    // The time is held: not offered, and a second visitor cannot take it.
    expect((await freeTimes(salon, balayage)).map((s) => s.start)).not.toContain(slot.start);
    const second = await postBooking(t, salon.site.subdomain, bookingBody(balayage, slot.start));
    expect(second.statusCode, second.body).toBe(409);

    // The owner sees it awaiting payment.
    const detail = dataOf<Booking>(
      await call(t.app, salon.owner.token, 'GET', `/api/bookings/${placed.id}`),
    );
    expect(detail).toMatchObject({ awaitingPayment: true, amountPaid: 0, depositAmount: 30 });

    // Back from Stripe before the event: the page waits, refreshing itself.
    const manage = new URL(placed.manageUrl);
    const waiting = await visit(t.app, manage.host, `${manage.pathname}?done=paid`);
    expect(waiting.body).toContain('Confirming your payment...');
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="3">');
    expect(waiting.body).not.toMatch(/<script(?![^>]*ld\+json)/);

    // Paid: confirmed, one confirmation mail; a repeated event changes nothing.
    const paid = peer.complete(session.id);
    expect(await settlePaid(salon.site.id, placed.id, paid)).toEqual({ mailQueued: true });
    expect(await settlePaid(salon.site.id, placed.id, paid)).toEqual({});
    const row = await booked(placed.id);
    expect(row).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      amountPaid: 3000,
      paymentIntentId: paid.payment_intent,
    });
    const toVisitor = await mailsAbout(t, placed.id, 'booking-confirmation');
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.subject).toMatch(/^Booking confirmed: Balayage/);
    const page = await visit(t.app, manage.host, `${manage.pathname}?done=paid`);
    expect(page.body).toContain('Payment received');
    expect(page.body).not.toContain('http-equiv="refresh"');
    const after = dataOf<Booking>(
      await call(t.app, salon.owner.token, 'GET', `/api/bookings/${placed.id}`),
    );
    expect(after).toMatchObject({ awaitingPayment: false, amountPaid: 30, status: 'CONFIRMED' });
  });

  it('keeps a booking that needs confirmation pending once its deposit is paid', async () => {
    const { placed } = await bookFirstFree(salon.consultation);
    expect(placed.paymentUrl).toBeTruthy();
    const session = peer.complete(sessionOf(placed.paymentUrl!).id);
    await settlePaid(salon.site.id, placed.id, session);
    const row = await booked(placed.id);
    expect(row).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID', amountPaid: 1000 });
    const toVisitor = await mailsAbout(t, placed.id, 'booking-confirmation');
    expect(toVisitor.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking request received/),
    ]);
  });

  it('asks the whole price of a service paid when booking', async () => {
    const { placed } = await bookFirstFree(perm);
    const session = sessionOf(placed.paymentUrl!);
    expect(session.amount_total).toBe(8000);
    const line = (session.params.line_items as Record<string, unknown>[])[0] as {
      price_data: { product_data: { name: string } };
    };
    expect(line.price_data.product_data.name).toBe('Perm');
    await settlePaid(salon.site.id, placed.id, peer.complete(session.id));
    expect(await booked(placed.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      amountPaid: 8000,
      depositAmount: null,
    });
    const [mail] = await mailsAbout(t, placed.id, 'booking-confirmation');
    expect(mail!.text).toContain('Paid by card: €80.00');
  });

  it('answers the JSON API 502 when Stripe fails, the booking cancelled and its time free', async () => {
    const slot = (await freeTimes(salon, perm))[1]!;
    peer.failing.add('/v1/checkout/sessions');
    let res;
    try {
      res = await postBooking(t, salon.site.subdomain, bookingBody(perm, slot.start));
    } finally {
      peer.failing.delete('/v1/checkout/sessions');
    }
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'PROVIDER_UNAVAILABLE',
        message: 'Card payments are not available right now. Try again in a moment.',
      },
    });
    expect((await freeTimes(salon, perm)).map((s) => s.start)).toContain(slot.start);
  });

  it('does not confirm a payment of another amount, and tells the owner', async () => {
    const { placed } = await bookFirstFree(balayage, 1);
    const session = peer.complete(sessionOf(placed.paymentUrl!).id);
    await settlePaid(salon.site.id, placed.id, { ...session, amount_total: 100 });
    const row = await booked(placed.id);
    expect(row).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING', amountPaid: 100 });
    expect(await mailsAbout(t, placed.id, 'booking-confirmation')).toHaveLength(0);
  });

  it('cancels an expired or failed payment and frees the time', async () => {
    for (const reason of ['expired', 'failed'] as const) {
      const { slot, placed } = await bookFirstFree(balayage, 2);
      const session = peer.expire(sessionOf(placed.paymentUrl!).id);
      await settleUnpaid(salon.site.id, placed.id, session, reason);
      const row = await booked(placed.id);
      expect(row.status).toBe('CANCELLED');
      expect(row.paymentStatus).toBe(reason === 'failed' ? 'FAILED' : 'PENDING');
      expect((await freeTimes(salon, balayage)).map((s) => s.start)).toContain(slot.start);
      expect(await mailsAbout(t, placed.id)).toHaveLength(0);
      // Late or repeated, the event changes nothing more.
      await settleUnpaid(salon.site.id, placed.id, session, reason);
      expect((await booked(placed.id)).status).toBe('CANCELLED');
    }
  });

  it('frees the time once the payment window ends, even before Stripe says so', async () => {
    const { slot, placed } = await bookFirstFree(balayage, 3);
    const started = clock.at;
    try {
      expect(await handler().overdue(t.database.db, new Date(clock.at))).not.toContainEqual(
        expect.objectContaining({ sessionId: sessionOf(placed.paymentUrl!).id }),
      );
      clock.at += PAYMENT_WINDOW_MS + 1000;
      // The reconciler asks Stripe once the webhook's grace has passed too.
      expect(
        await handler().overdue(t.database.db, new Date(clock.at + 5 * 60_000)),
      ).toContainEqual({
        websiteId: salon.site.id,
        sessionId: sessionOf(placed.paymentUrl!).id,
      });
      expect((await freeTimes(salon, balayage)).map((s) => s.start)).toContain(slot.start);
      // Another visitor may now book it (the database's overlap rule agrees).
      const res = await postBooking(t, salon.site.subdomain, bookingBody(balayage, slot.start));
      expect(res.statusCode, res.body).toBe(201);
      expect((await booked(placed.id)).status).toBe('CANCELLED');
    } finally {
      clock.at = started;
    }
  });
});

describe('the no-script booking form with a deposit', () => {
  it('lets the booking page’s form lead on to Stripe’s page', async () => {
    const page = await visit(t.app, salon.host, '/book/balayage');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self'`);
    expect(page.headers['content-security-policy']).toContain(peer.url);
    // A service paid at the visit keeps the site's own rule.
    const haircut = await visit(t.app, salon.host, '/book/haircut');
    expect(haircut.headers['content-security-policy']).not.toContain(peer.url);
  });

  it('answers 303 to Stripe’s page, and a cancelled payment frees the time', async () => {
    const slot = (await freeTimes(salon, balayage))[4]!;
    const res = await postForm(salon.host, '/_book/balayage', {
      start: slot.start,
      name: 'Ana Lima',
      email: 'ana.form@example.com',
      tz: SALON_ZONE,
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${peer.url}/pay/cs_test_`));
    const session = sessionOf(String(res.headers.location));
    const id = session.metadata.tessera_id!;
    expect((await booked(id)).status).toBe('PENDING');

    // Stripe's Cancel returns here: the booking is cancelled and the times are shown again.
    const back = new URL(session.cancel_url!);
    expect(back.search).toBe('?payment=cancelled');
    const page = await visit(t.app, back.host, `${back.pathname}${back.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The payment was cancelled, so the time is not booked.');
    expect((await booked(id)).status).toBe('CANCELLED');
    expect(peer.sessions.get(session.id)!.status).toBe('expired');
    expect((await freeTimes(salon, balayage)).map((s) => s.start)).toContain(slot.start);
  });

  it('cancels the booking and says so in place when Stripe fails', async () => {
    const slot = (await freeTimes(salon, balayage))[5]!;
    peer.failing.add('/v1/checkout/sessions');
    try {
      const res = await postForm(salon.host, '/_book/balayage', {
        start: slot.start,
        name: 'Ana Lima',
        email: 'ana.down@example.com',
        tz: SALON_ZONE,
      });
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain(
        'Card payments are not available right now. Try again in a moment.',
      );
      expect(res.body).toContain('value="ana.down@example.com"');
    } finally {
      peer.failing.delete('/v1/checkout/sessions');
    }
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.customerEmail, 'ana.down@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['CANCELLED']);
    expect((await freeTimes(salon, balayage)).map((s) => s.start)).toContain(slot.start);
  });
});

describe('Stripe’s webhook and the reconciler settle booking payments', () => {
  const deliverOk = async (event: object) => {
    const res = await deliver(t, salon.site.id, event, { secret: WEBHOOK_SECRET });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('confirms a paid booking once, however often the event comes', async () => {
    const { placed } = await bookFirstFree(balayage, 6);
    const event = peer.event(
      'checkout.session.completed',
      peer.complete(sessionOf(placed.paymentUrl!).id),
    );
    await deliverOk(event);
    await deliverOk(event);
    await deliverOk({ ...event, id: `${event.id as string}_again` });
    expect(await booked(placed.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    expect(await mailsAbout(t, placed.id, 'booking-confirmation')).toHaveLength(1);
  });

  it('confirms once under 20 parallel deliveries of its payment', async () => {
    const { placed } = await bookFirstFree(balayage, 9);
    const paid = peer.complete(sessionOf(placed.paymentUrl!).id);
    const event = peer.event('checkout.session.completed', paid);
    // The same event ten times, and ten other events of the same payment.
    const events = [
      ...Array.from({ length: 10 }, () => event),
      ...Array.from({ length: 10 }, (_, i) =>
        peer.event(
          i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed',
          paid,
        ),
      ),
    ];
    const answers = await Promise.all(
      events.map((e) => deliver(t, salon.site.id, e, { secret: WEBHOOK_SECRET })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(events.map(() => 200));
    expect(await booked(placed.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      amountPaid: 3000,
    });
    expect(await mailsAbout(t, placed.id, 'booking-confirmation')).toHaveLength(1);
    expect(await mailsAbout(t, placed.id, 'booking-notice')).toHaveLength(1);
  });

  it('cancels a booking whose session expired, freeing its time', async () => {
    const { slot, placed } = await bookFirstFree(balayage, 7);
    await deliverOk(
      peer.event('checkout.session.expired', peer.expire(sessionOf(placed.paymentUrl!).id)),
    );
    expect((await booked(placed.id)).status).toBe('CANCELLED');
    expect((await freeTimes(salon, balayage)).map((s) => s.start)).toContain(slot.start);
    // Nothing was sent to the visitor.
    expect(await mailsAbout(t, placed.id)).toHaveLength(0);
  });

  it('settles a paid booking whose webhook was lost', async () => {
    const { placed } = await bookFirstFree(balayage, 8);
    const session = peer.complete(sessionOf(placed.paymentUrl!).id);
    await t.app.checkoutReconciler.tick(new Date(session.expires_at * 1000 + 6 * 60_000));
    expect(await booked(placed.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    expect(await mailsAbout(t, placed.id, 'booking-confirmation')).toHaveLength(1);
  });
});

describe('without Stripe connected', () => {
  it('books a deposit service as before: no payment page, the mails at once', async () => {
    const slot = (await freeTimes(other, other.consultation))[0]!;
    const res = await postBooking(
      t,
      other.site.subdomain,
      bookingBody(other.consultation, slot.start),
    );
    const placed = dataOf<{ id: string; status: string; paymentUrl?: string }>(res, 201);
    expect(placed.paymentUrl).toBeUndefined();
    expect(placed.status).toBe('PENDING');
    expect(await mailsAbout(t, placed.id, 'booking-confirmation')).not.toHaveLength(0);
    const row = await booked(placed.id);
    expect(row.paymentUrl).toBeNull();
  });
});

describe('the owner sets payment when booking', () => {
  const create = (body: Record<string, unknown>) =>
    call(t.app, salon.owner.token, 'POST', `/api/websites/${salon.site.id}/services`, {
      name: 'Colour',
      description: 'Colour at the salon',
      duration: 60,
      price: 50,
      capacity: 1,
      ...body,
    });

  it('takes a full price or a deposit no more than the price, and refuses the rest', async () => {
    const prepaid = dataOf<Service>(await create({ requirePrepayment: true }), 201);
    expect(prepaid.requirePrepayment).toBe(true);
    const free = await create({ price: 0, requirePrepayment: true });
    expect(free.statusCode).toBe(400);
    expect(free.json().error.fields.requirePrepayment).toBe(
      'Set a price to take it in full when booking',
    );
    const above = await create({ requireDeposit: true, depositAmount: 60 });
    expect(above.json().error.fields.depositAmount).toBe(
      'The deposit cannot be more than the price',
    );
    const zero = await create({ requireDeposit: true, depositAmount: 0 });
    expect(zero.json().error.fields.depositAmount).toBe('Enter the deposit amount');
    const bad = await create({ requirePrepayment: 'yes' });
    expect(bad.statusCode).toBe(400);
    const put = await call(t.app, salon.owner.token, 'PUT', `/api/services/${prepaid.id}`, {
      price: 0,
    });
    expect(put.statusCode).toBe(400);
    const off = dataOf<Service>(
      await call(t.app, salon.owner.token, 'PUT', `/api/services/${prepaid.id}`, {
        requirePrepayment: false,
      }),
    );
    expect(off.requirePrepayment).toBe(false);
  });
});

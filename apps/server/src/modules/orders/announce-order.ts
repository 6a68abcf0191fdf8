import { asc, eq } from 'drizzle-orm';
import { formatMoney, orderNumberLabel, storeSettingsOf } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, users, websites } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { mayMailVisitor } from '../../mail/visitor-mail-limit.ts';
import { recordCustomerEvent } from '../customers/record-customer.ts';
import { notify } from '../notifications/notify.ts';
import { paymentProvider } from '../payments/manual-providers.ts';
import { newOrderNotice, orderConfirmation, type OrderMailFacts } from './order-mail.ts';
import { confirmationPath } from './presenter.ts';

export interface AnnounceDeps {
  /** The dashboard's address, for the link in the owner's e-mail. */
  publicUrl: string;
}

/**
 * announceOrder(tx, deps, orderId, siteOrigin): Promise<boolean>
 *
 * Tells everyone about an order, inside the caller's transaction: the customer's timeline, the
 * owner's bell, the buyer's confirmation mail (to the link `{siteOrigin}/order/{token}`) and the
 * owner's mail, each as the owner's preferences allow. A manual method's order is announced as it
 * is placed; a card order only once it is paid, by whoever marks it PAID (call it once, on that
 * transition). `siteOrigin` is the buyer's site, e.g. "http://bakery.localhost:3000". Answers
 * whether mail was queued, so the caller nudges the outbox after commit. Does nothing (false) for
 * an order that does not exist.
 */
export async function announceOrder(
  tx: Db,
  deps: AnnounceDeps,
  orderId: string,
  siteOrigin: string,
): Promise<boolean> {
  const [found] = await tx
    .select({
      order: orders,
      siteName: websites.name,
      locale: websites.locale,
      store: websites.store,
      userId: users.id,
      ownerEmail: users.email,
      preferences: users.preferences,
    })
    .from(orders)
    .innerJoin(websites, eq(websites.id, orders.websiteId))
    .innerJoin(users, eq(users.id, websites.userId))
    .where(eq(orders.id, orderId));
  if (!found) return false;
  const { order, preferences } = found;
  const settings = storeSettingsOf(found.store);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const label = orderNumberLabel(order.number);
  const amount = formatMoney(order.total, order.currency, found.locale);
  if (order.customerId) {
    await recordCustomerEvent(tx, {
      customerId: order.customerId,
      kind: 'order',
      refId: order.id,
      summary: `Order ${label} · ${amount}`,
    });
  }
  const dashboardPath = `/dashboard/orders/${order.id}?site=${order.websiteId}`;
  if (preferences.notifications !== false) {
    await notify(tx, {
      userId: found.userId,
      websiteId: order.websiteId,
      type: 'order',
      title: `New order ${label}`,
      body: `${order.customerName} · ${amount}`,
      link: dashboardPath,
    });
  }
  const provider = paymentProvider(order.paymentMethod);
  const facts: OrderMailFacts = {
    orderId: order.id,
    websiteId: order.websiteId,
    siteName: found.siteName,
    locale: found.locale,
    number: order.number,
    currency: order.currency,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    lines: lines.map((line) => ({
      name: line.name,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      total: line.total,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    taxInclusive: order.taxInclusive,
    discount: order.discount,
    discountCode: order.discountCode,
    total: order.total,
    fulfilment: order.fulfilment,
    rateName: order.shippingMethod?.name ?? null,
    address: order.fulfilment === 'shipping' ? order.shippingAddress : null,
    pickupInstructions: settings.pickup.instructions,
    paymentLabel: provider.label,
    paymentInstructions: provider.instructions(settings),
    customerNote: order.customerNote,
  };
  // The buyer sees the order's page either way; the mail is one a stranger could aim at anyone.
  if (await mayMailVisitor(tx, order.websiteId, order.customerEmail)) {
    await enqueueMail(
      tx,
      orderConfirmation(facts, `${siteOrigin}${confirmationPath(order.publicToken)}`),
    );
  }
  if (preferences.emailUpdates !== false) {
    await enqueueMail(
      tx,
      newOrderNotice(facts, found.ownerEmail, `${deps.publicUrl}${dashboardPath}`),
    );
  }
  return true;
}

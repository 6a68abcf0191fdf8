import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  minorToText,
  PAYMENT_METHOD_LABELS,
  type OrderDetail,
  type OrderStats,
  type OrderStatus,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders, websites } from '../../db/schema.ts';
import { toCsv } from '../../http/csv.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { findOwnedWebsite, ownedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { checkRefund, type CardRefunds } from './card-refunds.ts';
import { orderStatusMail } from './order-mail.ts';
import { linesOf, recordOrderEvent } from './order-records.ts';
import { moveOrderStock } from './order-stock.ts';
import { confirmationPath, presentEvent, presentOrder, type OrderRow } from './presenter.ts';

export const ORDER_NOT_FOUND = 'Order not found';
/** The most a list answers; search narrows it. */
const LIST_LIMIT = 1000;

export interface OrderServiceDeps {
  db: Db;
  /** Published sites live at `{subdomain}.{hostingDomain}`: the buyer's order page is there. */
  hostingDomain: string;
  onMailQueued: () => void;
  onCatalogueChanged: () => void;
  /** Refunds of card orders, made through Stripe; without it they are recorded like the others. */
  cardRefunds?: CardRefunds;
}

/** A site's address for links in mail sent outside any request to the site. */
export const siteOriginOf = (subdomain: string, hostingDomain: string) =>
  `http://${subdomain}.${hostingDomain.toLowerCase()}`;

/** "#1001" or "1001": an order number; null for any other text. */
function searchedNumber(search: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(search);
  return match ? Number(match[1]) : null;
}

/** What a commit asks of the app afterwards. */
interface Aftermath {
  mailQueued: boolean;
  stockChanged: boolean;
}

/** A website's orders as its owner manages them: lists, figures, status and payment. */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async requireWebsite(userId: string, websiteId: string): Promise<void> {
    if (!(await findOwnedWebsite(this.db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
  }

  /** The owner's order with its website's name and address; locked until commit with `lock`. */
  private async requireOrder(userId: string, id: string, db: Db = this.db, lock = false) {
    const query = db
      .select({
        order: orders,
        siteName: websites.name,
        subdomain: websites.subdomain,
        locale: websites.locale,
      })
      .from(orders)
      .innerJoin(websites, eq(websites.id, orders.websiteId))
      .where(and(eq(orders.id, id), eq(websites.userId, userId)));
    const [found] = await (lock ? query.for('update', { of: orders }) : query);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    return found;
  }

  private after(done: Aftermath): void {
    if (done.mailQueued) this.deps.onMailQueued();
    if (done.stockChanged) this.deps.onCatalogueChanged();
  }

  async list(
    userId: string,
    websiteId: string,
    query: { search?: string | undefined; status: 'all' | OrderStatus },
  ) {
    const where: (SQL | undefined)[] = [
      eq(orders.websiteId, websiteId),
      ownedWebsite(userId, websiteId),
    ];
    if (query.status !== 'all') where.push(eq(orders.status, query.status));
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const number = searchedNumber(query.search);
      where.push(
        or(
          number === null ? undefined : eq(orders.number, number),
          ilike(orders.customerName, pattern),
          ilike(orders.customerEmail, pattern),
        ),
      );
    }
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(...where))
      .orderBy(desc(orders.number))
      .limit(LIST_LIMIT);
    if (rows.length === 0) await this.requireWebsite(userId, websiteId);
    const lines = await linesOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentOrder(r, lines.get(r.id) ?? []));
  }

  async stats(userId: string, websiteId: string): Promise<OrderStats> {
    await this.requireWebsite(userId, websiteId);
    const [row] = await this.db
      .select({
        totalOrders: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${orders.status} = 'PENDING'))::int`,
        processing: sql<number>`(count(*) filter (where ${orders.status} = 'PROCESSING'))::int`,
        revenue: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) filter (where ${orders.status} <> 'CANCELLED'), 0)`,
      })
      .from(orders)
      .where(eq(orders.websiteId, websiteId));
    return {
      totalOrders: Number(row?.totalOrders ?? 0),
      pending: Number(row?.pending ?? 0),
      processing: Number(row?.processing ?? 0),
      totalRevenue: Number(row?.revenue ?? 0) / 100,
    };
  }

  async exportCsv(userId: string, websiteId: string): Promise<string> {
    const list = await this.list(userId, websiteId, { status: 'all' });
    const amount = (value: number) => minorToText(Math.round(value * 100));
    return toCsv(
      [
        'Number',
        'Date',
        'Customer',
        'Email',
        'Status',
        'Payment status',
        'Payment method',
        'Items',
        'Subtotal',
        'Discount code',
        'Discount',
        'Shipping',
        'Tax',
        'Total',
        'Refunded',
        'Currency',
      ],
      list.map((o) => [
        o.orderNumber,
        o.createdAt,
        o.customerName,
        o.customerEmail,
        o.status,
        o.paymentStatus,
        PAYMENT_METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod,
        o.items
          .map((i) => `${i.quantity} × ${i.name}${i.variantTitle ? ` (${i.variantTitle})` : ''}`)
          .join('; '),
        amount(o.subtotal),
        o.discountCode ?? '',
        amount(o.discount),
        amount(o.shipping),
        amount(o.tax),
        amount(o.total),
        amount(o.refundedAmount),
        o.currency,
      ]),
    );
  }

  async get(userId: string, id: string): Promise<OrderDetail> {
    const { order } = await this.requireOrder(userId, id);
    return this.detail(order);
  }

  private async detail(order: OrderRow): Promise<OrderDetail> {
    const lines = await linesOf(this.db, [order.id]);
    const history = await this.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    return {
      ...presentOrder(order, lines.get(order.id) ?? []),
      history: history.map(presentEvent),
    };
  }

  /**
   * The owner's notes and any status (corrections happen), each change in the history.
   * Cancelling puts tracked stock back; leaving CANCELLED takes it again, or is refused with
   * OUT_OF_STOCK when it is no longer there. The buyer hears when it ships or is cancelled.
   */
  async update(
    userId: string,
    id: string,
    input: { status?: OrderStatus | undefined; notes?: string | null | undefined },
  ): Promise<OrderDetail> {
    const { row, done } = await this.db.transaction(async (tx) => {
      const found = await this.requireOrder(userId, id, tx, true);
      const order = found.order;
      const done: Aftermath = { mailQueued: false, stockChanged: false };
      const changes: Partial<OrderRow> = {};
      if (input.notes !== undefined) changes.notes = input.notes || null;
      const to = input.status;
      if (to && to !== order.status) {
        changes.status = to;
        // The owner has taken the order in hand: it no longer waits for its stock hold to end.
        changes.stockHeldUntil = null;
        done.stockChanged = await moveOrderStock(tx, order, to);
        await recordOrderEvent(tx, {
          orderId: order.id,
          kind: 'status',
          fromStatus: order.status,
          toStatus: to,
        });
        if ((to === 'SHIPPED' || to === 'CANCELLED') && order.customerEmail) {
          const link = `${siteOriginOf(found.subdomain, this.deps.hostingDomain)}${confirmationPath(order.publicToken)}`;
          await enqueueMail(tx, orderStatusMail(order, found.siteName, to, link));
          done.mailQueued = true;
        }
      }
      if (Object.keys(changes).length === 0) return { row: order, done };
      const [row] = await tx
        .update(orders)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      return { row: row!, done };
    });
    this.after(done);
    return this.detail(row);
  }

  /** Marks the order paid, or refunds all or part of what was paid; each in the history. */
  async payment(
    userId: string,
    id: string,
    input: { action: 'mark-paid' } | { action: 'refund'; amount?: number | undefined },
  ): Promise<OrderDetail> {
    if (input.action === 'refund' && this.deps.cardRefunds) {
      // A card payment is given back by Stripe first, and recorded once Stripe has done it.
      const { order, locale } = await this.requireOrder(userId, id);
      if (order.paymentMethod === 'card' && order.paymentIntentId) {
        return this.detail(await this.deps.cardRefunds.refund(order, locale, input.amount));
      }
    }
    const row = await this.db.transaction(async (tx) => {
      const { order, locale } = await this.requireOrder(userId, id, tx, true);
      let changes: Partial<OrderRow>;
      if (input.action === 'mark-paid') {
        if (order.paymentStatus === 'PAID') return order;
        if (order.paymentStatus === 'REFUNDED' || order.paymentStatus === 'PARTIALLY_REFUNDED')
          throw conflict('This order was refunded and cannot be marked paid again');
        // Paid: the stock is the buyer's for good.
        changes = { paymentStatus: 'PAID', stockHeldUntil: null };
        await recordOrderEvent(tx, { orderId: order.id, kind: 'payment', amount: order.total });
      } else {
        const amount = checkRefund(order, input.amount, locale);
        const refunded = order.refundedAmount + amount;
        changes = {
          refundedAmount: refunded,
          paymentStatus: refunded >= order.total ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
        };
        await recordOrderEvent(tx, { orderId: order.id, kind: 'refund', amount });
      }
      const [updated] = await tx
        .update(orders)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      return updated!;
    });
    return this.detail(row);
  }
}

import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  storeSettingsOf,
  type Currency,
  type Customer,
  type CustomerDetail,
  type CustomerStats,
  type MailDelivery,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import {
  customerEvents,
  customers,
  bookings,
  formSubmissions,
  orders,
  users,
  websites,
} from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { toCsv } from '../../http/csv.ts';
import { deliveryOf } from '../../mail/deliveries.ts';
import { enqueueOwnerMessage } from '../../mail/outbox.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { presentCustomer, type CustomerRow } from './presenter.ts';
import { recordCustomerEvent } from './record-customer.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CUSTOMER_EMAIL_TAKEN = 'A customer with this e-mail already exists';
/** The most a list answers; search narrows it. */
const LIST_LIMIT = 1000;

const c = customers;

/**
 * A customer's totals in one row per customer, from their orders: every order counts and dates
 * them, and what they spent leaves out cancelled orders and what was refunded. The three come
 * from one pass over the customer's orders (a lateral join), not a subquery each. Spelt out with
 * table names: in a one-table select the columns are not qualified, and a bare id would be the
 * order's or the submission's own.
 */
const orderTotals = sql`(select count(*)::int as total_orders,
    coalesce(sum(o.total - o.refunded_amount) filter (where o.status <> 'CANCELLED'), 0) as total_spent,
    max(o.created_at) as last_order_date
  from orders o where o.customer_id = "customers"."id") as order_totals`;

const totals = {
  totalOrders: sql<number>`order_totals.total_orders`,
  totalSpent: sql<number>`order_totals.total_spent`,
  lastOrderDate: sql<Date | null>`order_totals.last_order_date`,
  submissionCount: sql<number>`(select count(*)::int from form_submissions fs where fs.customer_id = "customers"."id")`,
  storedCurrency: sql<
    string | null
  >`(select w.store->>'currency' from websites w where w.id = "customers"."website_id")`,
};

/** The website's store currency, from the one stored setting a customer's row reads. */
const currencyOf = (stored: unknown): Currency =>
  storeSettingsOf(typeof stored === 'string' ? { currency: stored as Currency } : null).currency;

type WithTotals = { row: CustomerRow } & Record<keyof typeof totals, unknown>;

function present(found: WithTotals): Customer {
  const last = found.lastOrderDate;
  return presentCustomer(found.row, {
    totalOrders: Number(found.totalOrders),
    // Minor units in the database, a decimal in the API.
    totalSpent: Number(found.totalSpent) / 100,
    currency: currencyOf(found.storedCurrency),
    lastOrderDate: last ? new Date(last as string) : null,
    submissionCount: Number(found.submissionCount),
  });
}

export interface CustomerDeps {
  db: Db;
  onMailQueued?: () => void;
}

/** The people who dealt with a website, and what the owner does with them. */
export class CustomerService {
  constructor(private readonly deps: CustomerDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async requireWebsite(userId: string, websiteId: string) {
    const website = await findOwnedWebsite(this.db, userId, websiteId);
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
    return website;
  }

  private async requireCustomer(userId: string, id: string, db: Db = this.db): Promise<WithTotals> {
    const [found] = await db
      .select({ row: c, ...totals })
      .from(c)
      .leftJoinLateral(orderTotals, sql`true`)
      .innerJoin(websites, eq(websites.id, c.websiteId))
      .where(and(eq(c.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(CUSTOMER_NOT_FOUND);
    return found;
  }

  async list(
    userId: string,
    websiteId: string,
    query: { search?: string | undefined; status: 'all' | 'new' | 'active' | 'inactive' },
  ): Promise<Customer[]> {
    await this.requireWebsite(userId, websiteId);
    const where: (SQL | undefined)[] = [eq(c.websiteId, websiteId)];
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      where.push(or(ilike(c.name, pattern), ilike(c.email, pattern)));
    }
    const rows = await this.db
      .select({ row: c, ...totals })
      .from(c)
      .leftJoinLateral(orderTotals, sql`true`)
      .where(and(...where))
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(LIST_LIMIT);
    const list = rows.map(present);
    return query.status === 'all' ? list : list.filter((x) => x.status === query.status);
  }

  async stats(userId: string, websiteId: string): Promise<CustomerStats> {
    const list = await this.list(userId, websiteId, { status: 'all' });
    const monthAgo = Date.now() - 30 * 86_400_000;
    return {
      total: list.length,
      new: list.filter((x) => x.status === 'new').length,
      active: list.filter((x) => x.status === 'active').length,
      inactive: list.filter((x) => x.status === 'inactive').length,
      newThisMonth: list.filter((x) => new Date(x.createdAt).getTime() >= monthAgo).length,
    };
  }

  async create(
    userId: string,
    websiteId: string,
    input: { name: string; email: string; phone?: string | null; notes?: string | null },
  ): Promise<Customer> {
    const website = await this.requireWebsite(userId, websiteId);
    try {
      const [row] = await this.db
        .insert(c)
        .values({
          websiteId,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          notes: input.notes ?? null,
        })
        .returning();
      return presentCustomer(row!, {
        totalOrders: 0,
        totalSpent: 0,
        currency: storeSettingsOf(website.store).currency,
        lastOrderDate: null,
        submissionCount: 0,
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) !== null)
        throw conflict(CUSTOMER_EMAIL_TAKEN, { email: CUSTOMER_EMAIL_TAKEN });
      throw error;
    }
  }

  async get(userId: string, id: string): Promise<CustomerDetail> {
    const found = await this.requireCustomer(userId, id);
    const timeline = await this.db
      .select()
      .from(customerEvents)
      .where(eq(customerEvents.customerId, id))
      .orderBy(desc(customerEvents.createdAt), desc(customerEvents.id))
      .limit(200);
    return {
      ...present(found),
      timeline: timeline.map((e) => ({
        id: e.id,
        kind: e.kind,
        refId: e.refId,
        summary: e.summary,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  }

  async update(
    userId: string,
    id: string,
    input: { name?: string; email?: string; phone?: string | null; notes?: string | null },
  ): Promise<Customer> {
    await this.requireCustomer(userId, id);
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length > 0) {
      try {
        await this.db
          .update(c)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(c.id, id));
      } catch (error) {
        if (violatedUniqueConstraint(error) !== null)
          throw conflict(CUSTOMER_EMAIL_TAKEN, { email: CUSTOMER_EMAIL_TAKEN });
        throw error;
      }
    }
    return present(await this.requireCustomer(userId, id));
  }

  /**
   * Deletes the customer and erases their personal data from their messages and orders, in one
   * transaction: a message's every value and the sender's address are blanked (it stays, counted,
   * as "erased"); an order keeps its lines, amounts and dates, and loses the buyer's name,
   * e-mail, phone, address and note; a booking keeps its service, time, status and amounts, and
   * loses the name, e-mail, phone and notes.
   */
  async remove(userId: string, id: string): Promise<{ id: string }> {
    await this.db.transaction(async (tx) => {
      const { row } = await this.requireCustomer(userId, id, tx);
      await tx.execute(sql`
        update ${formSubmissions}
        set fields = coalesce((
              select jsonb_agg(jsonb_set(field, '{value}', '""'::jsonb) order by position)
              from jsonb_array_elements(${formSubmissions.fields}) with ordinality as f(field, position)
            ), '[]'::jsonb),
            email = null,
            customer_id = null
        where ${formSubmissions.websiteId} = ${row.websiteId}
          and (${formSubmissions.customerId} = ${row.id}
               or lower(${formSubmissions.email}) = lower(${row.email}))`);
      await tx
        .update(orders)
        .set({
          customerName: '',
          customerEmail: '',
          customerPhone: null,
          shippingAddress: null,
          customerNote: null,
          customerId: null,
        })
        .where(
          and(
            eq(orders.websiteId, row.websiteId),
            or(
              eq(orders.customerId, row.id),
              sql`lower(${orders.customerEmail}) = lower(${row.email})`,
            ),
          ),
        );
      await tx
        .update(bookings)
        .set({
          customerName: '',
          customerEmail: '',
          customerPhone: null,
          notes: null,
          customerId: null,
        })
        .where(
          and(
            eq(bookings.websiteId, row.websiteId),
            or(
              eq(bookings.customerId, row.id),
              sql`lower(${bookings.customerEmail}) = lower(${row.email})`,
            ),
          ),
        );
      await tx.delete(c).where(eq(c.id, row.id));
    });
    return { id };
  }

  /** An e-mail from the owner to the customer, through the outbox, noted on their timeline. */
  async sendEmail(
    userId: string,
    input: { customerId: string; subject: string; message: string },
  ): Promise<MailDelivery> {
    const mail = await this.db.transaction(async (tx) => {
      const { row } = await this.requireCustomer(userId, input.customerId, tx);
      const [owner] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const queued = await enqueueOwnerMessage(tx, {
        kind: 'customer-email',
        websiteId: row.websiteId,
        refId: row.id,
        to: row.email,
        replyTo: owner?.email ?? null,
        subject: input.subject,
        message: input.message,
      });
      await recordCustomerEvent(tx, {
        customerId: row.id,
        kind: 'email',
        refId: queued.id,
        summary: `E-mailed: ${input.subject}`,
      });
      return queued;
    });
    this.deps.onMailQueued?.();
    return deliveryOf(mail);
  }

  async exportCsv(userId: string, websiteId: string): Promise<string> {
    const list = await this.list(userId, websiteId, { status: 'all' });
    return toCsv(
      [
        'Name',
        'Email',
        'Phone',
        'Status',
        'Orders',
        'Spent',
        'Currency',
        'Last order',
        'Submissions',
        'Created',
      ],
      list.map((x) => [
        x.name,
        x.email,
        x.phone,
        x.status,
        x.totalOrders,
        x.totalSpent.toFixed(2),
        x.currency,
        x.lastOrderDate,
        x.submissionCount,
        x.createdAt,
      ]),
    );
  }
}

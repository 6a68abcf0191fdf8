import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, customers } from '../../db/schema.ts';
import { call } from '../../test/website-helpers.ts';
import { berlin, bookingBody, postBooking, withTestSalon } from './booking-test-salon.ts';

const opened = withTestSalon();

describe('deleting a customer', () => {
  it('blanks their personal data on their bookings and keeps the time, status and amount', async () => {
    const { t, salon } = opened;
    const placed = await postBooking(
      t,
      salon.site.subdomain,
      bookingBody(salon.haircut, berlin('2027-07-06', '10:00'), { notes: 'Allergic to lavender' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.websiteId, salon.site.id));
    const removed = await call(
      t.app,
      salon.owner.token,
      'DELETE',
      `/api/customers/${customer!.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.websiteId, salon.site.id));
    expect(row).toMatchObject({
      customerName: '',
      customerEmail: '',
      customerPhone: null,
      notes: null,
      customerId: null,
      status: 'CONFIRMED',
      totalAmount: 4500,
    });
    expect(row!.startAt.toISOString()).toBe(berlin('2027-07-06', '10:00'));
  });
});

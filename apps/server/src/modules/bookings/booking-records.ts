import { and, eq } from 'drizzle-orm';
import { storeSettingsOf } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings, mailOutbox, users, websites } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recordCustomerEvent } from '../customers/record-customer.ts';
import type { VisitorLimits } from '../visitor-limits/visitor-limits.ts';
import { customerBookingMail, type BookingMailContext } from './booking-mail.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** What bookings need from the app around them. */
export interface BookingDeps {
  db: Db;
  /** The clock every booking rule is applied at (tests move it). */
  now: () => number;
  /** The dashboard's address, for the links in the owner's mail. */
  publicUrl: string;
  /** Published sites live at `{subdomain}.{hostingDomain}`: the manage page is there. */
  hostingDomain: string;
  /** The sender of the platform's mail; calendar invitations name it as their organizer. */
  mailFrom: string;
  /** Called after a commit that queued mail, so the outbox sends it at once. */
  onMailQueued: () => void;
  /** Limits on what one visitor may book; none when absent. */
  limits?: VisitorLimits;
}

/** The website a booking belongs to and its owner, as bookings' mails and notices need them. */
export async function siteOf(tx: Db, websiteId: string) {
  const [row] = await tx
    .select({
      name: websites.name,
      subdomain: websites.subdomain,
      zone: websites.timezone,
      locale: websites.locale,
      store: websites.store,
      userId: users.id,
      ownerEmail: users.email,
      preferences: users.preferences,
    })
    .from(websites)
    .innerJoin(users, eq(users.id, websites.userId))
    .where(eq(websites.id, websiteId));
  if (!row) throw notFound('Website not found');
  return { ...row, currency: storeSettingsOf(row.store).currency };
}
export type SiteFacts = Awaited<ReturnType<typeof siteOf>>;

/** The visitor's page to see, move or cancel a booking, on the site's host. */
export const managePath = (manageToken: string) => `/book/manage/${manageToken}`;

/** "Tessera <no-reply@example.com>" → the address alone. */
export const senderAddress = (mailFrom: string) =>
  /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

export function mailContext(
  deps: Pick<BookingDeps, 'mailFrom' | 'now'>,
  site: Pick<SiteFacts, 'name' | 'locale'>,
  siteOrigin: string,
  booking: Pick<BookingRow, 'manageToken'>,
): BookingMailContext {
  return {
    siteName: site.name,
    locale: site.locale,
    manageUrl: `${siteOrigin}${managePath(booking.manageToken)}`,
    organizer: { name: site.name, email: senderAddress(deps.mailFrom) },
    now: new Date(deps.now()),
  };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Replaces the booking's waiting reminder: the old one is deleted unless it went out already, and
 * a new one is queued for 24 hours before the start (none when that has passed or the booking no
 * longer holds its time). Answers the new reminder's outbox id, stored on the booking.
 */
export async function replaceReminder(
  tx: Db,
  booking: BookingRow,
  context: BookingMailContext,
): Promise<string | null> {
  if (booking.reminderMailId) {
    await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.id, booking.reminderMailId), eq(mailOutbox.status, 'PENDING')));
  }
  const sendAfter = new Date(booking.startAt.getTime() - DAY);
  const holds = booking.status === 'PENDING' || booking.status === 'CONFIRMED';
  const id =
    holds && sendAfter.getTime() > context.now.getTime()
      ? await enqueueMail(tx, { ...customerBookingMail('reminder', booking, context), sendAfter })
      : null;
  if (id !== booking.reminderMailId) {
    await tx.update(bookings).set({ reminderMailId: id }).where(eq(bookings.id, booking.id));
  }
  return id;
}

/** A line on the customer's timeline, which is also the booking's own history. */
export async function recordBookingEvent(
  tx: Db,
  booking: Pick<BookingRow, 'id' | 'customerId'>,
  summary: string,
): Promise<void> {
  if (!booking.customerId) return;
  await recordCustomerEvent(tx, {
    customerId: booking.customerId,
    kind: 'booking',
    refId: booking.id,
    summary,
  });
}

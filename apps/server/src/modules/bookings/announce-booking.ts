import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { mayMailVisitor } from '../../mail/visitor-mail-limit.ts';
import { notify } from '../notifications/notify.ts';
import { customerBookingMail, newBookingNotice, newBookingTitle } from './booking-mail.ts';
import {
  mailContext,
  replaceReminder,
  type BookingDeps,
  type BookingRow,
  type SiteFacts,
} from './booking-records.ts';

/**
 * What a booking that now holds its time sends, in the transaction that made it hold: the
 * owner's notification and mail (for visitors' bookings), the visitor's confirmation and the
 * reminder. Made at once for most bookings; once paid for those that take a card payment first.
 */
export async function announceBooking(
  tx: Db,
  deps: Pick<BookingDeps, 'mailFrom' | 'now' | 'publicUrl'>,
  row: BookingRow,
  site: SiteFacts,
  context: { siteOrigin: string; by: 'visitor' | 'owner' },
): Promise<void> {
  const mail = mailContext(deps, site, context.siteOrigin, row);
  // The owner hears of visitors' bookings, not of the ones they take themselves.
  const byVisitor = context.by === 'visitor';
  const dashboardPath = `/dashboard/bookings/${row.id}?site=${row.websiteId}`;
  if (byVisitor && site.preferences.notifications !== false) {
    await notify(tx, {
      userId: site.userId,
      websiteId: row.websiteId,
      type: 'booking',
      title: newBookingTitle(row),
      body: `${row.customerName}${row.staffName ? ` · with ${row.staffName}` : ''}`,
      link: dashboardPath,
    });
  }
  if (!byVisitor || (await mayMailVisitor(tx, row.websiteId, row.customerEmail))) {
    await enqueueMail(tx, customerBookingMail('placed', row, mail));
  }
  if (byVisitor && site.preferences.emailUpdates !== false) {
    await enqueueMail(
      tx,
      newBookingNotice(
        row,
        site.name,
        site.ownerEmail,
        `${deps.publicUrl}${dashboardPath}`,
        site.locale,
      ),
    );
  }
  row.reminderMailId = await replaceReminder(tx, row, mail);
}

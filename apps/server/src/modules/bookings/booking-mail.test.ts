import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlacedBooking } from '@tessera/core';
import { bookings, mailOutbox } from '../../db/schema.ts';
import { attachmentsIn } from '../../mail/mime-attachments.ts';
import { dataOf } from '../../test/website-helpers.ts';
import { berlin, bookingBody, postBooking, withTestSalon } from './booking-test-salon.ts';
import { readInvitation, seenIn } from './ics-reader.ts';

const opened = withTestSalon();

/** The mails written to the data folder so far (no SMTP server is configured). */
async function writtenMails(): Promise<string[]> {
  const dir = path.join(opened.t.dataDir, 'mail');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

describe('the mails of a booking as they leave', () => {
  it('carry the invitation, which a calendar places at the right hour', async () => {
    const placed = dataOf<PlacedBooking>(
      await postBooking(
        opened.t,
        opened.salon.site.subdomain,
        bookingBody(opened.salon.haircut, berlin('2027-07-14', '09:00')),
      ),
      201,
    );
    await opened.t.app.outbox.idle();
    const confirmation = (await writtenMails()).find((m) =>
      m.includes('Subject: Booking confirmed: Haircut'),
    );
    expect(confirmation).toBeTruthy();
    const [invite] = attachmentsIn(confirmation!);
    expect(invite).toMatchObject({ filename: 'invite.ics' });
    expect(invite!.contentType).toContain('text/calendar');
    const read = readInvitation(invite!.content);
    expect(read.start.toISOString()).toBe(placed.start);
    expect(seenIn(read.start, 'Europe/London')).toBe('08:00');
    expect(seenIn(read.start, 'America/New_York')).toBe('03:00');
    expect(read.description).toContain(placed.manageUrl);
  });

  it('send a due reminder once, whatever the worker is asked after', async () => {
    const placed = dataOf<PlacedBooking>(
      await postBooking(
        opened.t,
        opened.salon.site.subdomain,
        bookingBody(opened.salon.haircut, berlin('2027-07-15', '09:00'), {
          customer: { name: 'Max Roth', email: 'max@example.com' },
        }),
      ),
      201,
    );
    await opened.t.app.outbox.idle();
    const [row] = await opened.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, placed.id));
    // The day before has come.
    await opened.t.database.db
      .update(mailOutbox)
      .set({ sendAfter: sql`now()` })
      .where(eq(mailOutbox.id, row!.reminderMailId!));
    await opened.t.app.outbox.runOnce();
    await opened.t.app.outbox.runOnce();
    const reminders = (await writtenMails()).filter((m) =>
      m.includes('Subject: Reminder: Haircut, Thu 15 Jul 2027 at 09:00'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain('max@example.com');
    const [sent] = await opened.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row!.reminderMailId!));
    expect(sent!.status).toBe('SENT');
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { loadBookable, type Bookable } from './bookable.ts';
import { berlin, bookingsOf, withTestSalon } from './booking-test-salon.ts';
import { takeFirstFree, type FreeStaff } from './claim.ts';
import { SlotTakenSignal } from './slot-taken.ts';

const opened = withTestSalon();
let haircut: Bookable;

beforeAll(async () => {
  haircut = (await loadBookable(opened.t.database.db, opened.salon.site.id, opened.salon.haircut))!;
});

const start = berlin('2027-07-16', '10:00');

/** A haircut at 10:00 with someone, written as the placement writes it. */
function insertWith(db: Db, staffId: string, name: string) {
  return db
    .insert(bookings)
    .values({
      websiteId: opened.salon.site.id,
      serviceId: opened.salon.haircut,
      serviceName: 'Haircut',
      staffId,
      staffName: name,
      customerName: 'Lena',
      customerEmail: 'lena@example.com',
      startAt: new Date(start),
      endAt: new Date(Date.parse(start) + 3_600_000),
      heldUntil: new Date(Date.parse(start) + 75 * 60_000),
      timezone: 'Europe/Berlin',
      manageToken: randomBytes(32).toString('base64url'),
      icsUid: `${randomUUID()}@test`,
    })
    .returning();
}

const everyone = (): FreeStaff[] => haircut.staff.map((staff) => ({ staff, remaining: 1 }));

describe('the database stands behind the free-time check', () => {
  it('refuses a booking that slipped past it, and the next person is tried', async () => {
    // Anna's time is taken behind the check's back.
    await insertWith(opened.t.database.db, opened.salon.anna, 'Anna');
    const written = await opened.t.database.db.transaction((tx) =>
      takeFirstFree(tx, everyone(), async (sp, chosen) => {
        const [row] = await insertWith(sp, chosen.staff.id, chosen.staff.name);
        return row!;
      }),
    );
    expect(written.staffName).toBe('Ben');
  });

  it('answers SlotTakenSignal when no one is left, and the transaction stays usable', async () => {
    const outcome = await opened.t.database.db.transaction(async (tx) => {
      const refused = await takeFirstFree(tx, everyone(), async (sp, chosen) => {
        const [row] = await insertWith(sp, chosen.staff.id, chosen.staff.name);
        return row!;
      }).catch((error: unknown) => error);
      const [still] = await insertWith(tx, opened.salon.carla, 'Carla');
      return { refused, still };
    });
    expect(outcome.refused).toBeInstanceOf(SlotTakenSignal);
    expect(outcome.still!.staffName).toBe('Carla');
    const at = (await bookingsOf(opened.t, opened.salon.site.id)).filter(
      (b) => b.startAt.toISOString() === start,
    );
    expect(at.map((b) => b.staffName).sort()).toEqual(['Anna', 'Ben', 'Carla']);
  });
});

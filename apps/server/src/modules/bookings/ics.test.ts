import { describe, expect, it } from 'vitest';
import { instantOfDay, parseTime } from '@tessera/core';
import { bookingInvitation, type InvitedBooking, type InvitationOptions } from './ics.ts';
import { readInvitation, seenIn } from './ics-reader.ts';

/** A booking of an hour at a wall-clock time in a zone. */
function booked(zone: string, date: string, time: string, extra: Partial<InvitedBooking> = {}) {
  const start = instantOfDay(date, parseTime(time)!, zone);
  return {
    icsUid: '5f0c1e52-9a7d-4c55-8d1f-2b3c4d5e6f70@studio.localhost',
    icsSequence: 0,
    startAt: new Date(start),
    endAt: new Date(start + 3_600_000),
    timezone: zone,
    serviceName: 'Haircut',
    staffName: 'Anna',
    customerName: 'Lena Vogel',
    customerEmail: 'lena@example.com',
    status: 'CONFIRMED',
    ...extra,
  } satisfies InvitedBooking;
}

const options: InvitationOptions = {
  method: 'REQUEST',
  organizer: { name: 'Studio Haar', email: 'no-reply@tessera.local' },
  siteName: 'Studio Haar',
  manageUrl: 'http://studio.localhost:3000/book/manage/abc',
  stamp: new Date('2027-07-01T06:00:00Z'),
};

describe('calendar invitations', () => {
  it('place a summer booking in Berlin at the right hour in London and New York', () => {
    const file = bookingInvitation(booked('Europe/Berlin', '2027-07-14', '09:00'), options);
    expect(file).toContain('DTSTART;TZID=Europe/Berlin:20270714T090000\r\n');
    expect(file).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    const read = readInvitation(file);
    expect(read.tzid).toBe('Europe/Berlin');
    expect(read.start.toISOString()).toBe('2027-07-14T07:00:00.000Z');
    expect(seenIn(read.start, 'Europe/London')).toBe('08:00');
    expect(seenIn(read.start, 'America/New_York')).toBe('03:00');
    expect(seenIn(read.end, 'America/New_York')).toBe('04:00');
  });

  it('place winter times and the day the clocks change right', () => {
    const winter = readInvitation(
      bookingInvitation(booked('Europe/Berlin', '2027-01-13', '09:00'), options),
    );
    expect(winter.start.toISOString()).toBe('2027-01-13T08:00:00.000Z');
    expect(seenIn(winter.start, 'America/New_York')).toBe('03:00');
    // Europe moves its clocks on 28 March 2027; New York did two weeks before.
    const change = readInvitation(
      bookingInvitation(booked('Europe/Berlin', '2027-03-28', '10:00'), options),
    );
    expect(change.start.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(seenIn(change.start, 'Europe/London')).toBe('09:00');
    expect(seenIn(change.start, 'America/New_York')).toBe('04:00');
  });

  it('place zones with half-hour offsets and shifts right', () => {
    for (const [zone, date, iso] of [
      ['Australia/Lord_Howe', '2027-01-13', '2027-01-12T22:00:00.000Z'],
      ['Australia/Lord_Howe', '2027-07-14', '2027-07-13T22:30:00.000Z'],
      ['Asia/Kolkata', '2027-07-14', '2027-07-14T03:30:00.000Z'],
      ['America/New_York', '2027-11-08', '2027-11-08T14:00:00.000Z'],
    ] as const) {
      const read = readInvitation(bookingInvitation(booked(zone, date, '09:00'), options));
      expect(read.tzid, zone).toBe(zone);
      expect(read.start.toISOString(), `${zone} ${date}`).toBe(iso);
    }
  });

  it('writes UTC times without a VTIMEZONE for a site in UTC', () => {
    const file = bookingInvitation(booked('UTC', '2027-07-14', '09:00'), options);
    expect(file).not.toContain('VTIMEZONE');
    expect(file).toContain('DTSTART:20270714T090000Z\r\n');
    expect(readInvitation(file).start.toISOString()).toBe('2027-07-14T09:00:00.000Z');
  });

  it('carries the identity, sequence, method, place, manage link and organizer', () => {
    const read = readInvitation(
      bookingInvitation(
        booked('Europe/Berlin', '2027-07-14', '09:00', { icsSequence: 3 }),
        options,
      ),
    );
    expect(read).toMatchObject({
      method: 'REQUEST',
      uid: '5f0c1e52-9a7d-4c55-8d1f-2b3c4d5e6f70@studio.localhost',
      sequence: 3,
      status: 'CONFIRMED',
      summary: 'Haircut with Anna',
      location: 'Studio Haar',
      url: 'http://studio.localhost:3000/book/manage/abc',
      organizer: 'mailto:no-reply@tessera.local',
    });
    expect(read.description).toContain(
      'Change or cancel your booking: http://studio.localhost:3000/book/manage/abc',
    );
  });

  it('cancels the same event with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const read = readInvitation(
      bookingInvitation(
        booked('Europe/Berlin', '2027-07-14', '09:00', { status: 'CANCELLED', icsSequence: 1 }),
        { ...options, method: 'CANCEL' },
      ),
    );
    expect(read).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 });
    expect(read.uid).toBe('5f0c1e52-9a7d-4c55-8d1f-2b3c4d5e6f70@studio.localhost');
  });

  it('marks a booking waiting for confirmation tentative', () => {
    const read = readInvitation(
      bookingInvitation(
        booked('Europe/Berlin', '2027-07-14', '09:00', { status: 'PENDING' }),
        options,
      ),
    );
    expect(read.status).toBe('TENTATIVE');
  });

  it('escapes and folds long names with commas, semicolons and accents', () => {
    const name = 'Färben; Schneiden, Föhnen – das große Paket für besondere Anlässe mit Pflege';
    const file = bookingInvitation(
      booked('Europe/Berlin', '2027-07-14', '09:00', {
        serviceName: name,
        staffName: null,
        customerName: 'Zoë "Zo" Müller',
      }),
      { ...options, siteName: 'Haar & Co, Berlin' },
    );
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const read = readInvitation(file);
    expect(read.summary).toBe(name);
    expect(read.location).toBe('Haar & Co, Berlin');
  });
});

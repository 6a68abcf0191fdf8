import {
  tzlib_get_ical_block,
  tzlib_get_offset,
  tzlib_get_timezones,
} from 'timezones-ical-library';
import { offsetMinutesAt, wallTimeAt } from '@tessera/core';
import type { bookings } from '../../db/schema.ts';

/** What an invitation tells of a booking (its stored row has all of it). */
export type InvitedBooking = Pick<
  typeof bookings.$inferSelect,
  | 'icsUid'
  | 'icsSequence'
  | 'startAt'
  | 'endAt'
  | 'timezone'
  | 'serviceName'
  | 'staffName'
  | 'customerName'
  | 'customerEmail'
  | 'status'
>;

export interface InvitationOptions {
  /** REQUEST: add or update it; CANCEL: take it off; PUBLISH: a file to download. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  organizer: { name: string; email: string };
  siteName: string;
  /** The visitor's page to change or cancel the booking. */
  manageUrl: string;
  /** When the file is made (DTSTAMP); now when absent. */
  stamp?: Date;
}

const knownZones = new Set(tzlib_get_timezones() as string[]);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A text value with the characters iCalendar reserves escaped (RFC 5545, 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (a name): quoted, without the quotes it may not hold. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

const utcStamp = (instant: number) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, '');

function wallStamp(instant: number, zone: string): string {
  const w = wallTimeAt(instant, zone);
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}00`;
}

/** "+0200" as the VTIMEZONE library spells an offset in minutes. */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/**
 * The VTIMEZONE block of the zone and the TZID it names, when the block agrees with the
 * platform's zone data at both times; null otherwise (the times are then written in UTC, which
 * every calendar places right). Without a VTIMEZONE, Outlook shows such times an hour off.
 */
function zoneBlock(zone: string, times: number[]): { block: string; tzid: string } | null {
  if (zone === 'UTC' || zone === 'Etc/UTC' || !knownZones.has(zone)) return null;
  const found = tzlib_get_ical_block(zone);
  if (!Array.isArray(found) || !found[0] || !found[1]) return null;
  for (const instant of times) {
    const w = wallTimeAt(instant, zone);
    const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
    const offset = tzlib_get_offset(zone, date, `${pad(w.hour)}:${pad(w.minute)}`);
    if (offset !== offsetText(offsetMinutesAt(instant, zone))) return null;
  }
  return { block: found[0].trim(), tzid: found[1].replace(/^TZID=/, '') };
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = Buffer.byteLength(ch);
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A booking as an iCalendar file: its start and end in the zone it was booked in, with that
 * zone's VTIMEZONE, a UID that stays the same for its life, and a SEQUENCE that rises with each
 * change, so calendars update or remove the event they already hold.
 */
export function bookingInvitation(booking: InvitedBooking, options: InvitationOptions): string {
  const start = booking.startAt.getTime();
  const end = booking.endAt.getTime();
  const zone = zoneBlock(booking.timezone, [start, end]);
  const time = (name: string, instant: number) =>
    zone
      ? `${name};TZID=${zone.tzid}:${wallStamp(instant, booking.timezone)}`
      : `${name}:${utcStamp(instant)}`;
  const cancelled = options.method === 'CANCEL' || booking.status === 'CANCELLED';
  const status = cancelled ? 'CANCELLED' : booking.status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED';
  const summary = booking.staffName
    ? `${booking.serviceName} with ${booking.staffName}`
    : booking.serviceName;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tessera//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    ...(zone ? zone.block.split(/\r?\n/) : []),
    'BEGIN:VEVENT',
    `UID:${booking.icsUid}`,
    `SEQUENCE:${booking.icsSequence}`,
    `DTSTAMP:${utcStamp((options.stamp ?? new Date()).getTime())}`,
    time('DTSTART', start),
    time('DTEND', end),
    `SUMMARY:${text(summary)}`,
    `LOCATION:${text(options.siteName)}`,
    `DESCRIPTION:${text(`${summary} at ${options.siteName}.\nChange or cancel your booking: ${options.manageUrl}`)}`,
    `URL:${options.manageUrl}`,
    `ORGANIZER;CN=${param(options.organizer.name)}:mailto:${options.organizer.email}`,
    `ATTENDEE;CN=${param(booking.customerName)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${booking.customerEmail}`,
    `STATUS:${status}`,
    `TRANSP:${cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

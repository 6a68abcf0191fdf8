import { formatMoney } from '@tessera/core';
import type { bookings } from '../../db/schema.ts';
import { escapeHtml } from '../../http/escape.ts';
import { greetingName } from '../../mail/greeting-name.ts';
import type { OutboxMail } from '../../mail/outbox.ts';
import { bookingInvitation, type InvitationOptions } from './ics.ts';
import { clockTime } from './presenter.ts';

type BookingRow = typeof bookings.$inferSelect;

/** What every mail of a booking needs besides the booking. */
export interface BookingMailContext {
  siteName: string;
  /** The website's locale, which prices are written in (absent: en-US). */
  locale?: string;
  manageUrl: string;
  /** Who the calendar invitation comes from. */
  organizer: InvitationOptions['organizer'];
  now: Date;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(instant: Date, zone: string, style: 'long' | 'short'): string {
  const key = `${zone}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: style,
      day: 'numeric',
      month: style,
      year: 'numeric',
      timeZone: zone,
    });
    dateFormats.set(key, format);
  }
  return format.format(instant).replace(',', '');
}

/** A booking's time in the zone it was booked in, the zone named: mails never leave it to guess. */
export function bookingWhen(booking: Pick<BookingRow, 'startAt' | 'endAt' | 'timezone'>) {
  const zone = booking.timezone;
  const time = clockTime(booking.startAt, zone);
  return {
    /** "Wednesday 14 July 2027" */
    date: formatDate(booking.startAt, zone, 'long'),
    /** "Wed 14 Jul 2027" */
    shortDate: formatDate(booking.startAt, zone, 'short'),
    /** "09:00" */
    time,
    /** "Wednesday 14 July 2027, 09:00–10:00 (Europe/Berlin time)" */
    full: `${formatDate(booking.startAt, zone, 'long')}, ${time}–${clockTime(booking.endAt, zone)} (${zone} time)`,
  };
}

type CustomerMailKind = 'placed' | 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

function headline(kind: CustomerMailKind, booking: BookingRow, siteName: string) {
  // The visitor typed the name: only what reads as a name goes into the shop's sentence.
  const name = greetingName(booking.customerName);
  const thanks = name ? `Thank you, ${name}.` : 'Thank you.';
  const your = (rest: string) => (name ? `${name}, your ${rest}` : `Your ${rest}`);
  switch (kind) {
    case 'placed':
      return booking.status === 'PENDING'
        ? {
            subject: 'Booking request received',
            intro: `${thanks} ${siteName} has received your booking request and will confirm it soon.`,
          }
        : {
            subject: 'Booking confirmed',
            intro: `${thanks} Your booking at ${siteName} is confirmed.`,
          };
    case 'confirmed':
      return {
        subject: 'Booking confirmed',
        intro: `Good news${name ? `, ${name}` : ''}: ${siteName} has confirmed your booking.`,
      };
    case 'rescheduled':
      return {
        subject: 'Booking moved',
        intro: your(`booking at ${siteName} has moved to a new time.`),
      };
    case 'cancelled':
      return {
        subject: 'Booking cancelled',
        intro: your(`booking at ${siteName} has been cancelled.`),
      };
    case 'reminder':
      return {
        subject: 'Reminder',
        intro: name
          ? `${name}, this is a reminder of your booking at ${siteName}.`
          : `This is a reminder of your booking at ${siteName}.`,
      };
  }
}

/** The booking's details as lines: what, with whom, when, what it costs. */
function details(booking: BookingRow, locale?: string): string[] {
  const when = bookingWhen(booking);
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  return [
    `Service: ${booking.serviceName}`,
    ...(booking.staffName ? [`With: ${booking.staffName}`] : []),
    `When: ${when.full}`,
    ...(booking.totalAmount > 0 ? [`Price: ${money(booking.totalAmount)}`] : []),
    ...(booking.depositAmount
      ? [
          `Deposit: ${money(booking.depositAmount)} (${booking.paymentStatus === 'PAID' ? 'paid' : 'not paid yet'})`,
        ]
      : []),
    // Paid in full when booking: no deposit line, the payment itself.
    ...(!booking.depositAmount && booking.amountPaid > 0
      ? [`Paid by card: ${money(booking.amountPaid)}`]
      : []),
  ];
}

const KINDS: Record<CustomerMailKind, string> = {
  placed: 'booking-confirmation',
  confirmed: 'booking-confirmed',
  rescheduled: 'booking-rescheduled',
  cancelled: 'booking-cancelled',
  reminder: 'booking-reminder',
};

/**
 * A mail to the customer about their booking, with the manage link, and (except the reminder) a
 * calendar file: an invitation to add or update the event, or its cancellation.
 */
export function customerBookingMail(
  kind: CustomerMailKind,
  booking: BookingRow,
  context: BookingMailContext,
): OutboxMail {
  const when = bookingWhen(booking);
  const { subject, intro } = headline(kind, booking, context.siteName);
  const lines = details(booking, context.locale);
  const manage =
    kind === 'cancelled'
      ? `Your booking's page: ${context.manageUrl}`
      : `Change or cancel your booking: ${context.manageUrl}`;
  const invitation =
    kind === 'reminder'
      ? []
      : [
          {
            filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
            contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
            content: bookingInvitation(booking, {
              method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
              organizer: context.organizer,
              siteName: context.siteName,
              manageUrl: context.manageUrl,
              stamp: context.now,
            }),
          },
        ];
  return {
    kind: KINDS[kind],
    to: booking.customerEmail,
    subject: `${subject}: ${booking.serviceName}, ${when.shortDate} at ${when.time}`,
    text: [intro, '', ...lines, '', manage].join('\n'),
    html:
      `<div style="font-family:sans-serif"><p>${escapeHtml(intro)}</p>` +
      `<p>${lines.map(escapeHtml).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(context.manageUrl)}">${kind === 'cancelled' ? "Your booking's page" : 'Change or cancel your booking'}</a></p></div>`,
    websiteId: booking.websiteId,
    refId: booking.id,
    attachments: invitation,
  };
}

/** The owner's title for a new booking, on the bell and the mail alike. */
export function newBookingTitle(booking: BookingRow): string {
  const when = bookingWhen(booking);
  return `New booking: ${booking.serviceName} on ${when.shortDate} at ${when.time}`;
}

/** The owner's notice of a new booking, with the customer and a way to it in the dashboard. */
export function newBookingNotice(
  booking: BookingRow,
  siteName: string,
  to: string,
  dashboardUrl: string,
  locale?: string,
): OutboxMail {
  const customer = [booking.customerName, booking.customerEmail, booking.customerPhone]
    .filter(Boolean)
    .join(', ');
  const intro =
    booking.status === 'PENDING'
      ? `${booking.customerName} asked to book on ${siteName}. The booking waits for your confirmation.`
      : `${booking.customerName} booked on ${siteName}.`;
  const lines = [...details(booking, locale), `Customer: ${customer}`];
  const note = booking.notes?.trim();
  return {
    kind: 'booking-notice',
    to,
    replyTo: booking.customerEmail,
    subject: newBookingTitle(booking),
    text: [
      intro,
      '',
      ...lines,
      ...(note ? ['', `Note from the customer:\n${note}`] : []),
      '',
      `Open it in your dashboard: ${dashboardUrl}`,
    ].join('\n'),
    html:
      `<div style="font-family:sans-serif"><p>${escapeHtml(intro)}</p>` +
      `<p>${lines.map(escapeHtml).join('<br>')}</p>` +
      (note
        ? `<p><strong>Note from the customer</strong><br>${escapeHtml(note).split('\n').join('<br>')}</p>`
        : '') +
      `<p><a href="${escapeHtml(dashboardUrl)}">Open it in your dashboard</a></p></div>`,
    websiteId: booking.websiteId,
    refId: booking.id,
  };
}

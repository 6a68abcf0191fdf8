import ICAL from 'ical.js';

/** What a calendar program takes from an invitation. */
export interface ReadInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: string;
  /** The zone DTSTART names (null for UTC times). */
  tzid: string | null;
  start: Date;
  end: Date;
}

/**
 * Reads an iCalendar file with a calendar library, placing its times only with the VTIMEZONE
 * blocks the file itself carries (as Outlook does), so a wrong block shows as a wrong time.
 */
export function readInvitation(text: string): ReadInvitation {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstProperty('dtstart')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: String(vevent.getFirstPropertyValue('url')),
    organizer: event.organizer,
    tzid: (start.getParameter('tzid') as string | undefined) ?? null,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}

/** "08:00": the wall-clock time of an instant in a zone, as a reader there sees it. */
export const seenIn = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** A published service as a booking page shows it. Amounts are decimals. */
export interface ServiceSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** Minutes. */
  duration: number;
  price: number;
  currency: string;
  image: string | null;
}

/** A free time offered to the visitor, already written in the zone they read times in. */
export interface TimeChoice {
  /** ISO instant. */
  start: string;
  /** "09:30". */
  label: string;
  staffId: string;
  staffName: string;
  /** Places left in a class; 1 for an appointment. */
  remaining: number;
}

/**
 * The booking flow on a published site, drawn on the server for each request: a month of days
 * (those with free times are links), the free times of the chosen day, then the details form.
 * Every choice is a link or a plain form, so it needs no script.
 */
export interface BookingFlowData {
  service: ServiceSummary;
  /** The address the flow's links build on: `/book/{slug}` (with `reschedule` kept). */
  path: string;
  /** Query parameters every link keeps (the zone, the staff choice, a reschedule token). */
  keep: Readonly<Record<string, string>>;
  /** The zone times are shown in, and the website's own. */
  zone: string;
  siteZone: string;
  /** Zones a visitor may choose to read times in. */
  zones: readonly string[];
  /** 'YYYY-MM' shown, with the months before and after when they can hold bookings. */
  month: string;
  monthLabel: string;
  prevMonth: string | null;
  nextMonth: string | null;
  /** Every date of the month, Monday first: null pads the first week. */
  days: ({ date: string; day: number; bookable: boolean } | null)[];
  staff: readonly { id: string; name: string }[];
  /** The person chosen; '' for anyone available. */
  staffId: string;
  date: string | null;
  dateLabel: string | null;
  times: readonly TimeChoice[] | null;
  chosen: TimeChoice | null;
  /** The visitor's values and messages when the details come back. */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  message?: string;
  /** Moving an existing booking: the form changes its time instead of making a new one. */
  reschedule: { token: string; current: string } | null;
  /**
   * Paid by card when booking (a deposit, or the whole price), decimals; absent when nothing
   * is paid before the visit.
   */
  payment?: { amount: number; whole: boolean } | null;
}

export interface BookingConfirmationData {
  serviceName: string;
  status: string;
  /** "Tuesday 1 December 2026, 09:30 (Europe/Berlin)". */
  when: string;
  duration: number;
  staffName: string | null;
  customerName: string;
  customerEmail: string;
  price: number;
  deposit: number | null;
  currency: string;
  invitePath: string;
  cancelPath: string | null;
  reschedulePath: string | null;
  /** Why the booking can no longer be changed online, when it cannot. */
  locked: string | null;
  notice?: { kind: 'error' | 'info'; text: string };
}

import type { SectionTemplate } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
import { column, container, intro, row, section } from '../parts.ts';

/**
 * The website's published services, each with its length, price and a button that opens its
 * booking (a day, a time, the visitor's details), so calls to action that mean booking lead here.
 */
export const booking: SectionTemplate = {
  id: 'booking',
  name: 'Booking',
  description:
    'Your published services with their length and price, each with a button to book a time.',
  anchor: SECTION_ANCHORS.book,
  build: () =>
    section('Booking', [
      container([
        intro({
          kicker: 'Bookings',
          title: 'Book an appointment',
          text: 'Choose a service, then a day and a time that suit you. A confirmation follows by e-mail.',
        }),
        row([
          column('Services', [{ type: 'SERVICE_LIST', props: { serviceId: null }, styles: {} }]),
        ]),
      ]),
    ]),
};

import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
import { card, column, container, heading, kicker, muted, row, section, text } from '../parts.ts';

/** One line of the timetable: the days, then the hours, under a hairline. */
const hours = (days: string, time: string): SeedTree =>
  text(
    `${days}:  ${time}`,
    {
      paddingBottom: '12px',
      borderBottom: '1px solid rgba(15, 23, 42, 0.12)',
      fontWeight: '500',
    },
    days,
  );

/** A card of opening hours (days and times, then a note) beside a map of the address. */
export function openingHoursBand(parts: {
  hours: readonly (readonly [days: string, time: string])[];
  note: string;
  address: string;
}): SeedTree {
  return section(
    'Opening hours',
    [
      container([
        row(
          [
            card(
              'Hours',
              [
                kicker('Visit us'),
                heading('Opening hours', 2),
                ...parts.hours.map(([days, time]) => hours(days, time)),
                muted(parts.note, { fontSize: '15px', marginTop: '8px' }, 'Note'),
              ],
              { backgroundColor: 'var(--t-background)', padding: '40px', gap: '16px' },
            ),
            column('Map', [
              {
                type: 'MAP',
                props: { address: parts.address, zoom: 16, height: 420 },
                // An address (rather than coordinates) shows as a panel with a link to a map
                // site; a faint grid makes that panel read as a map until the owner sets one.
                styles: {
                  flexGrow: '1',
                  alignItems: 'center',
                  textAlign: 'center',
                  paddingTop: '64px',
                  paddingBottom: '64px',
                  borderRadius: 'var(--t-radius)',
                  backgroundColor: 'var(--t-background)',
                  backgroundImage:
                    'linear-gradient(rgba(15, 23, 42, 0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(15, 23, 42, 0.06) 1px, transparent 1px)',
                  backgroundSize: '28px 28px',
                },
              },
            ]),
          ],
          { gap: '48px', alignItems: 'stretch' },
          { tablet: { gap: '32px' }, mobile: { gap: '32px' } },
        ),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );
}

export const openingHoursWithMap: SectionTemplate = {
  id: 'opening-hours',
  name: 'Opening hours with map',
  description: 'When you are open and where to find you, beside a map of your address.',
  anchor: SECTION_ANCHORS.hours,
  needs: ['address'],
  build: ({ details }) =>
    openingHoursBand({
      hours: [
        ['Monday to Friday', '9 am to 5 pm'],
        ['Saturday', '10 am to 4 pm'],
        ['Sunday', 'Closed'],
      ],
      note: 'Closed on public holidays. Change these hours to your own in the properties.',
      address: details.address ?? '',
    }),
};

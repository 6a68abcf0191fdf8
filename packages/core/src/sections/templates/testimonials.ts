import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
import { card, container, intro, muted, row, section, text } from '../parts.ts';

const quote = (words: string, who: string, detail: string): SeedTree =>
  card(
    who,
    [
      text(
        '★★★★★',
        { color: 'var(--t-accent)', letterSpacing: '0.2em', fontSize: '18px' },
        'Rating',
      ),
      text(`“${words}”`, { fontSize: '17px', lineHeight: '1.7', flexGrow: '1' }, 'Quote'),
      text(who, { fontWeight: '700', marginTop: '8px' }, 'Name'),
      muted(detail, { fontSize: '14px', marginTop: '-8px' }, 'Detail'),
    ],
    {
      backgroundColor: 'var(--t-background)',
      boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 24px rgba(15, 23, 42, 0.06)',
    },
  );

export const testimonials: SectionTemplate = {
  id: 'testimonials',
  name: 'Testimonials',
  description: 'Three short quotes from happy customers, with their names.',
  anchor: SECTION_ANCHORS.reviews,
  build: () =>
    section(
      'Testimonials',
      [
        container([
          intro({ kicker: 'Kind words', title: 'What our customers say' }),
          row([
            quote(
              'Friendly, quick and careful. They did exactly what they promised, and I have recommended them to everyone I know.',
              'A happy customer',
              'Replace with a real quote',
            ),
            quote(
              'They listened to what we wanted and got it right the first time. Calm, kind and on time.',
              'A regular customer',
              'Ask your customers for a line',
            ),
            quote(
              'Easy to book, lovely to deal with, and worth every penny. I will be back.',
              'A new customer',
              'With their permission',
            ),
          ]),
        ]),
      ],
      { backgroundColor: 'var(--t-surface)' },
    ),
};

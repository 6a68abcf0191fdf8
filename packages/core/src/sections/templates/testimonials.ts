import type { SectionTemplate, SeedTree } from '../seed.ts';
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
  build: () =>
    section(
      'Testimonials',
      [
        container([
          intro({ kicker: 'Kind words', title: 'What our regulars say' }),
          row([
            quote(
              'The best croissant I have had outside Paris, and they remember how I take my coffee. Saturday mornings are not complete without a stop here.',
              'Priya Sharma',
              'Comes in every Saturday',
            ),
            quote(
              'They made our wedding cake, three tiers of lemon and elderflower, and guests are still asking about it. Calm, kind and on time.',
              'Daniel and Amy Okafor',
              'Wedding in June',
            ),
            quote(
              'I order a sourdough loaf every week for collection. It is ready when they say, and it keeps for days. Worth every minute of the walk.',
              'Margaret Hill',
              'Weekly bread subscriber',
            ),
          ]),
        ]),
      ],
      { backgroundColor: 'var(--t-surface)' },
    ),
};

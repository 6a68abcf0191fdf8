import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
import { card, cardTitle, container, intro, muted, row, section } from '../parts.ts';

const feature = (icon: string, title: string, body: string): SeedTree =>
  card(title, [
    {
      type: 'ICON',
      props: { name: icon, size: 28, color: 'var(--t-primary)' },
      styles: { marginBottom: '8px' },
    },
    cardTitle(title),
    muted(body),
  ]);

export const features: SectionTemplate = {
  id: 'features',
  name: 'Features in three columns',
  description: 'Three reasons to choose you, each with an icon, a title and a sentence.',
  anchor: SECTION_ANCHORS.features,
  build: () =>
    section('Features', [
      container([
        intro({
          kicker: 'Why choose us',
          title: 'What we offer',
          text: 'Three good reasons to come to us. Change them to the things your customers value most.',
        }),
        row([
          feature(
            'star',
            'Done with care',
            'Say what you do best and how you make sure every customer gets it, every time.',
          ),
          feature(
            'clock',
            'Time for you',
            'Say how you make it easy: opening hours, quick replies, bookings that fit a busy day.',
          ),
          feature(
            'heart',
            'People who care',
            'Say who will look after your customers, and what they can count on when they come back.',
          ),
        ]),
      ]),
    ]),
};

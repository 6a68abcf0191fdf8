import type { SectionTemplate, SeedTree } from '../seed.ts';
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
  build: () =>
    section('Features', [
      container([
        intro({
          kicker: 'Why neighbours come back',
          title: 'Made slowly, served warmly',
          text: 'Everything on our counter is baked on the premises, in small batches, from flour milled twenty miles away.',
        }),
        row([
          feature(
            'leaf',
            'Slow-proved sourdough',
            'Our loaves rise for 36 hours before they meet the oven, for a crisp crust and an open, tangy crumb.',
          ),
          feature(
            'coffee',
            'Coffee roasted nearby',
            'Beans from Harbour Roasters, two streets away, pulled as espresso or brewed by the cup.',
          ),
          feature(
            'heart',
            'Cakes for every occasion',
            'Birthday layers, wedding tiers and gluten-free bakes, made to order with seasonal fruit.',
          ),
        ]),
      ]),
    ]),
};

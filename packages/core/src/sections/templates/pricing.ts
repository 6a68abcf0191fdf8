import type { SectionTemplate, SeedTree } from '../seed.ts';
import { button, card, cardTitle, container, intro, muted, row, section, text } from '../parts.ts';

interface Plan {
  name: string;
  price: string;
  per: string;
  summary: string;
  includes: string[];
  action: string;
  tag: string;
  featured?: boolean;
}

/** A pill above the plan's name; the featured plan's stands out in the accent colour. */
const badge = (words: string, featured: boolean): SeedTree =>
  text(
    words,
    {
      alignSelf: 'flex-start',
      padding: '4px 12px',
      borderRadius: '999px',
      backgroundColor: featured ? 'var(--t-accent)' : 'var(--t-background)',
      color: featured ? 'var(--t-text)' : 'var(--t-muted)',
      fontSize: '12px',
      fontWeight: '700',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
    },
    'Badge',
  );

const plan = (p: Plan): SeedTree =>
  card(
    p.name,
    [
      badge(p.tag, p.featured ?? false),
      cardTitle(p.name),
      muted(p.summary, { fontSize: '15px' }, 'Summary'),
      text(
        p.price,
        { fontSize: '44px', fontWeight: '800', lineHeight: '1.1', marginTop: '12px' },
        'Price',
      ),
      muted(p.per, { fontSize: '14px', marginTop: '-8px' }, 'Per'),
      {
        type: 'DIVIDER',
        styles: { borderTopColor: 'rgba(15, 23, 42, 0.12)', marginTop: '8px', marginBottom: '8px' },
      },
      ...p.includes.map((line) => text(`✓  ${line}`, {}, 'Included')),
      button(p.action, '/contact', p.featured ? 'primary' : 'outline', {
        marginTop: 'auto',
        alignSelf: 'stretch',
      }),
    ],
    p.featured
      ? {
          backgroundColor: 'var(--t-background)',
          border: '2px solid var(--t-primary)',
          boxShadow: '0 12px 32px rgba(15, 23, 42, 0.12)',
        }
      : // The same border, unseen, keeps the three cards' contents level.
        { border: '2px solid transparent' },
    // Plans are compared side by side, so a tablet keeps all three in a row.
    { tablet: { minWidth: '0', padding: '24px' } },
  );

export const pricing: SectionTemplate = {
  id: 'pricing',
  name: 'Pricing table',
  description: 'Three plans side by side with prices, what each includes and a button.',
  build: () =>
    section('Pricing', [
      container([
        intro({
          kicker: 'Bread subscriptions',
          title: 'Fresh bread, set aside for you every week',
          text: 'Choose a plan, pick your loaves, and collect them from the shop or have them delivered. Pause or cancel any week.',
        }),
        row(
          [
            plan({
              name: 'Weekly loaf',
              price: '£6',
              per: 'a week',
              summary: 'For one or two people who love good toast.',
              includes: ['One large loaf of your choice', 'Collect from the shop', 'Skip any week'],
              action: 'Start a loaf',
              tag: 'Just for you',
            }),
            plan({
              name: 'Family box',
              price: '£15',
              per: 'a week',
              summary: 'Bread and breakfast treats for the whole table.',
              includes: [
                'Two loaves of your choice',
                'Six morning buns or croissants',
                'Free delivery within 3 miles',
              ],
              action: 'Start a box',
              tag: 'Most popular',
              featured: true,
            }),
            plan({
              name: 'Office breakfast',
              price: '£45',
              per: 'a week',
              summary: 'A Friday treat for a team of up to twelve.',
              includes: [
                'Twelve pastries and a loaf',
                'Butter and two jams',
                'Delivered before 9 am',
              ],
              action: 'Ask about it',
              tag: 'For teams',
            }),
          ],
          { alignItems: 'stretch' },
          { tablet: { gap: '16px' }, mobile: { gap: '24px' } },
        ),
      ]),
    ]),
};

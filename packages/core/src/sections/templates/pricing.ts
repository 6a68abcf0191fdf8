import type { SectionTemplate, SeedTree } from '../seed.ts';
import { button, card, cardTitle, container, intro, muted, row, section, text } from '../parts.ts';

interface Plan {
  name: string;
  price: string;
  per: string;
  summary: string;
  includes: string[];
  action: string;
  featured?: boolean;
}

const badge = (words: string): SeedTree =>
  text(
    words,
    {
      alignSelf: 'flex-start',
      padding: '4px 12px',
      borderRadius: '999px',
      backgroundColor: 'var(--t-accent)',
      color: 'var(--t-text)',
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
      ...(p.featured ? [badge('Most popular')] : []),
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
      text(p.includes.map((line) => `✓  ${line}`).join('\n'), { lineHeight: '2' }, 'Includes'),
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
      : {},
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
              action: 'Start weekly loaf',
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
              action: 'Start family box',
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
              action: 'Ask about offices',
            }),
          ],
          { alignItems: 'stretch' },
        ),
      ]),
    ]),
};

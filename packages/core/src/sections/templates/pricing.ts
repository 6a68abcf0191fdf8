import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS, toSection, type SectionContext } from '../context.ts';
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

const plan = (ctx: SectionContext, p: Plan): SeedTree =>
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
      button(
        p.action,
        toSection(ctx, SECTION_ANCHORS.contact),
        p.featured ? 'primary' : 'outline',
        {
          marginTop: 'auto',
          alignSelf: 'stretch',
        },
      ),
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
  anchor: SECTION_ANCHORS.pricing,
  build: (ctx) =>
    section('Pricing', [
      container([
        intro({
          kicker: 'Prices',
          title: 'Simple prices, no surprises',
          text: 'Three options side by side. Change the names, prices and what each includes to match what you offer.',
        }),
        row(
          [
            plan(ctx, {
              name: 'Basic',
              price: '25',
              per: 'each time',
              summary: 'The essentials, done well.',
              includes: ['What the basic option includes', 'A second thing it includes'],
              action: 'Ask about Basic',
              tag: 'To start',
            }),
            plan(ctx, {
              name: 'Standard',
              price: '45',
              per: 'each time',
              summary: 'What most customers choose.',
              includes: [
                'Everything in Basic',
                'What the standard option adds',
                'A second thing it adds',
              ],
              action: 'Ask about Standard',
              tag: 'Most popular',
              featured: true,
            }),
            plan(ctx, {
              name: 'Premium',
              price: '90',
              per: 'each time',
              summary: 'The most complete option.',
              includes: [
                'Everything in Standard',
                'What the premium option adds',
                'A second thing it adds',
              ],
              action: 'Ask about Premium',
              tag: 'The works',
            }),
          ],
          { alignItems: 'stretch' },
          { tablet: { gap: '16px' }, mobile: { gap: '24px' } },
        ),
      ]),
    ]),
};

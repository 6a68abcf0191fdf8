import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS, toSection } from '../context.ts';
import { column, container, heading, kicker, lead, muted, row, section, button } from '../parts.ts';

const QUESTIONS: [string, string][] = [
  [
    'How do I book or order?',
    'Say how customers book or order: online, by phone or in person, and how soon they hear back.',
  ],
  [
    'How much notice do you need?',
    'Say how far ahead customers should get in touch, and what happens at busy times.',
  ],
  [
    'Can I change or cancel?',
    'Say until when a booking or an order can be changed or cancelled, and how.',
  ],
  ['How can I pay?', 'Say which ways of paying you accept, and when payment is due.'],
];

const answer = ([question, reply]: [string, string], index: number): SeedTree[] => [
  ...(index > 0
    ? [
        {
          type: 'DIVIDER' as const,
          styles: {
            borderTopColor: 'rgba(15, 23, 42, 0.12)',
            marginTop: '8px',
            marginBottom: '8px',
          },
        },
      ]
    : []),
  heading(question, 3, { fontSize: '20px' }),
  muted(reply, {}, 'Answer'),
];

export const faq: SectionTemplate = {
  id: 'faq',
  name: 'FAQ',
  description: 'Common questions and their answers, with a way to ask another.',
  anchor: SECTION_ANCHORS.faq,
  build: (ctx) =>
    section('FAQ', [
      container([
        row(
          [
            column(
              'Intro',
              [
                kicker('Good to know'),
                heading('Questions we hear often', 2),
                lead('Anything else? Ask us, we reply within a day.', { fontSize: '17px' }),
                button('Ask a question', toSection(ctx, SECTION_ANCHORS.contact), 'outline', {
                  marginTop: '8px',
                }),
              ],
              { gap: '16px', flexGrow: '0', flexBasis: '340px' },
              { tablet: { flexBasis: '100%' } },
            ),
            column('Answers', QUESTIONS.flatMap(answer), { gap: '12px', flexGrow: '1' }),
          ],
          { gap: '72px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ]),
};

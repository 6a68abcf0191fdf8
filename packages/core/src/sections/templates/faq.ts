import type { SectionTemplate, SeedTree } from '../seed.ts';
import { column, container, heading, kicker, lead, muted, row, section, button } from '../parts.ts';

const QUESTIONS: [string, string][] = [
  [
    'Do you have gluten-free bread?',
    'Yes. We bake a gluten-free seeded loaf and brownies every day in a separate oven. Our kitchen handles wheat flour, so we cannot promise they are safe for coeliacs.',
  ],
  [
    'Can I reserve a loaf?',
    'Call us or send a message the day before and we will set one aside until noon. Saturday loaves often sell out by 11 am.',
  ],
  [
    'How much notice do you need for a cake?',
    'One week for birthday cakes and at least six weeks for wedding cakes. We are happy to talk flavours over a coffee first.',
  ],
  [
    'Is there seating, and can I bring my dog?',
    'We have twelve seats inside and four tables on the pavement. Dogs are welcome, and there is always a bowl of water by the door.',
  ],
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
  build: () =>
    section('FAQ', [
      container([
        row(
          [
            column(
              'Intro',
              [
                kicker('Good to know'),
                heading('Questions we hear at the counter', 2),
                lead('Anything else? Ask us, we reply within a day.', { fontSize: '17px' }),
                button('Ask a question', '/contact', 'outline', { marginTop: '8px' }),
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

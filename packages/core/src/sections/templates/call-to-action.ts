import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS, toSection } from '../context.ts';
import { button, buttonGroup, column, container, heading, section, text } from '../parts.ts';

/** A bold band in the main colour: a heading, a sentence and one button, centred. */
export function actionBand(title: string, words: string, action: SeedTree): SeedTree {
  return section(
    'Call to action',
    [
      container([
        column('Message', [heading(title, 2), text(words, { fontSize: '19px', opacity: '0.9' })], {
          alignItems: 'center',
          textAlign: 'center',
          gap: '20px',
          maxWidth: '720px',
          marginLeft: 'auto',
          marginRight: 'auto',
        }),
        buttonGroup([action], { justifyContent: 'center', marginTop: '32px' }),
      ]),
    ],
    {
      backgroundColor: 'var(--t-primary)',
      color: 'var(--t-on-primary)',
      paddingTop: '88px',
      paddingBottom: '88px',
    },
  );
}

export const callToAction: SectionTemplate = {
  id: 'call-to-action',
  name: 'Call to action',
  description: 'A bold band in your main colour that asks visitors to take the next step.',
  build: (ctx) =>
    actionBand(
      'Ready when you are',
      'Tell us what you have in mind, and we will get back to you within one working day with what we can do and what it costs.',
      button('Get in touch', toSection(ctx, SECTION_ANCHORS.contact), 'secondary'),
    ),
};

import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS, siteName, toSection } from '../context.ts';
import {
  button,
  buttonGroup,
  column,
  container,
  heading,
  kicker,
  lead,
  section,
} from '../parts.ts';

/** A big centred headline over the theme's surface, with an introduction and buttons under it. */
export function heroBand(
  copy: { kicker: string; title: string; text: string },
  buttons: SeedTree[],
): SeedTree {
  return section(
    'Hero',
    [
      container([
        column(
          'Headline',
          [
            kicker(copy.kicker),
            heading(copy.title, 1),
            lead(copy.text, { fontSize: '20px', maxWidth: '720px' }),
          ],
          {
            alignItems: 'center',
            textAlign: 'center',
            gap: '20px',
            maxWidth: '880px',
            marginLeft: 'auto',
            marginRight: 'auto',
          },
        ),
        buttonGroup(buttons, { justifyContent: 'center', marginTop: '36px' }),
      ]),
    ],
    { paddingTop: '128px', paddingBottom: '128px', backgroundColor: 'var(--t-surface)' },
    {
      tablet: { paddingTop: '96px', paddingBottom: '96px' },
      mobile: { paddingTop: '72px', paddingBottom: '72px' },
    },
  );
}

export const hero: SectionTemplate = {
  id: 'hero',
  name: 'Hero',
  description: 'A big centred headline with a short introduction and two buttons.',
  build: (ctx) =>
    heroBand(
      {
        kicker: `Welcome to ${siteName(ctx)}`,
        title: 'A friendly place for what you need, done with care',
        text: 'Say in a sentence or two what you offer, who it is for and why people choose you. Change this text to make it your own.',
      },
      [
        button('Get in touch', toSection(ctx, SECTION_ANCHORS.contact)),
        button('See what we offer', toSection(ctx, SECTION_ANCHORS.features), 'outline'),
      ],
    ),
};

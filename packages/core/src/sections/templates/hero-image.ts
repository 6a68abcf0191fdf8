import type { SectionTemplate } from '../seed.ts';
import { SECTION_ANCHORS, siteName, toSection } from '../context.ts';
import {
  button,
  column,
  container,
  heading,
  image,
  kicker,
  lead,
  muted,
  row,
  section,
} from '../parts.ts';

export const heroWithImage: SectionTemplate = {
  id: 'hero-image',
  name: 'Hero with image',
  description: 'A headline and a button beside a large photo.',
  build: (ctx) =>
    section('Hero', [
      container([
        row(
          [
            column(
              'Headline',
              [
                kicker(`Welcome to ${siteName(ctx)}`),
                heading('Good work, friendly people, and time for you', 1),
                lead(
                  'Tell visitors what you do and what makes a visit worth it. Change this text, and choose a photo that shows your place or your work.',
                ),
                button('Get in touch', toSection(ctx, SECTION_ANCHORS.contact), 'primary', {
                  marginTop: '8px',
                }),
                muted('We reply within one working day', { fontSize: '14px' }, 'Note'),
              ],
              { gap: '20px' },
            ),
            column('Photo', [
              image('A photo of your place or your work', { aspectRatio: '4 / 5' }),
            ]),
          ],
          { alignItems: 'center', gap: '64px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ]),
};

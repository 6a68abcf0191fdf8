import type { SectionTemplate } from '../seed.ts';
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
  build: () =>
    section('Hero', [
      container([
        row(
          [
            column(
              'Headline',
              [
                kicker('Open every day from 7 am'),
                heading('Warm loaves and good coffee, every morning', 1),
                lead(
                  'Pick up a warm loaf on your way to work, stay for a flat white and a cardamom bun, or order a cake for the weekend.',
                ),
                button('Order for collection', '/order', 'primary', { marginTop: '8px' }),
                muted('Ready in 20 minutes at 14 Mill Lane', { fontSize: '14px' }, 'Note'),
              ],
              { gap: '20px' },
            ),
            column('Photo', [
              image('Fresh loaves cooling on the bakery counter', { aspectRatio: '4 / 5' }),
            ]),
          ],
          { alignItems: 'center', gap: '64px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ]),
};

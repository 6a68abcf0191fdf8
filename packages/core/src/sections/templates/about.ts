import type { SectionTemplate } from '../seed.ts';
import { column, container, heading, image, kicker, muted, row, section, text } from '../parts.ts';

export const aboutWithImage: SectionTemplate = {
  id: 'about',
  name: 'About with image',
  description: 'Your story in a few paragraphs beside a photo.',
  build: () =>
    section('About', [
      container([
        row(
          [
            column('Photo', [
              image('Rosa shaping loaves at the bakery bench', { aspectRatio: '1 / 1' }),
            ]),
            column(
              'Story',
              [
                kicker('Our story'),
                heading('From a home oven to the corner of Mill Lane', 2),
                text(
                  'Rosa started baking sourdough for friends in 2012, in a flat with an oven that ran hot on one side. The waiting list grew, and two years later we opened a small shop with a proper deck oven and six seats by the window.',
                ),
                text(
                  'We still bake everything here, starting at four each morning. The flour comes from a family mill in the valley, the eggs from a farm up the road, and whatever is left at closing goes to the community kitchen on Station Street.',
                ),
                muted('Rosa and Tom, bakers and owners', { fontStyle: 'italic' }, 'Signature'),
              ],
              { gap: '20px' },
            ),
          ],
          { alignItems: 'center', gap: '72px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ]),
};

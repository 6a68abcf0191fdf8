import type { SectionTemplate, SeedTree } from '../seed.ts';
import { column, container, image, intro, row, section } from '../parts.ts';

/** Three columns of two photos; a tall one and a square one, swapped in the middle for rhythm. */
const pair = (name: string, first: string, second: string, tallFirst: boolean): SeedTree =>
  column(
    name,
    [
      image(first, { aspectRatio: tallFirst ? '3 / 4' : '1 / 1' }),
      image(second, { aspectRatio: tallFirst ? '1 / 1' : '3 / 4' }),
    ],
    // Three columns at every width: on a phone the photos make a small mosaic.
    { gap: '24px', minWidth: '0' },
    { mobile: { gap: '8px' } },
  );

export const gallery: SectionTemplate = {
  id: 'gallery',
  name: 'Gallery',
  description: 'Six photos in three columns, to show your place and what you make.',
  build: () =>
    section('Gallery', [
      container([
        intro({
          kicker: 'Inside the bakery',
          title: 'A look behind the counter',
          text: 'Early mornings, flour everywhere and the first trays out of the oven.',
        }),
        row(
          [
            pair(
              'Photos 1',
              'Sourdough loaves on the cooling rack',
              'A cappuccino with latte art',
              true,
            ),
            pair(
              'Photos 2',
              'The shop window on Mill Lane at dawn',
              'Cinnamon buns fresh from the oven',
              false,
            ),
            pair(
              'Photos 3',
              'A three-tier lemon wedding cake',
              'Customers at the window seats',
              true,
            ),
          ],
          {},
          { mobile: { flexDirection: 'row', gap: '8px' } },
        ),
      ]),
    ]),
};

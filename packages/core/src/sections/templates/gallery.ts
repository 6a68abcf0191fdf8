import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
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
  anchor: SECTION_ANCHORS.gallery,
  build: () =>
    section('Gallery', [
      container([
        intro({
          kicker: 'Gallery',
          title: 'A look inside',
          text: 'Your place, your work and the people who make it happen.',
        }),
        row(
          [
            pair(
              'Photos 1',
              'A photo of your work',
              'A close-up of a detail you are proud of',
              true,
            ),
            pair('Photos 2', 'Your place from the outside', 'Your place from the inside', false),
            pair('Photos 3', 'A finished piece of work', 'Happy customers', true),
          ],
          {},
          { mobile: { flexDirection: 'row', gap: '8px' } },
        ),
      ]),
    ]),
};

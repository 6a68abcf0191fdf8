import type { SectionTemplate } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
import { column, container, intro, row, section } from '../parts.ts';

/** The website's published products in a grid, newest first: each links to its own page. */
export const shop: SectionTemplate = {
  id: 'shop',
  name: 'Shop',
  description: 'Your published products in a grid, each with its price and a link to buy it.',
  anchor: SECTION_ANCHORS.shop,
  build: () =>
    section('Shop', [
      container([
        intro({
          kicker: 'Shop',
          title: 'Shop online',
          text: 'Choose what you like and order it here.',
        }),
        row([
          column('Products', [
            { type: 'PRODUCT_GRID', props: { columns: 3, limit: 6 }, styles: {} },
          ]),
        ]),
      ]),
    ]),
};

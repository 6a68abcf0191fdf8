import type { ElementData } from '../types.ts';
import { column, container, heading, row, section } from '../sections/parts.ts';
import { seedElements, type SeedTree } from '../sections/seed.ts';

/** What a post layout's related posts show: the three posts nearest the post by its topics. */
export const RELATED_GRID_PROPS = { source: 'related', limit: 3, columns: 3 } as const;

const flat = { paddingTop: '0px', paddingBottom: '0px' };

/**
 * What a website's post layout holds when its first post makes one: the post itself, then its
 * related posts under a heading. The layout is designed in the builder like the shared header
 * and footer, and every post's page is drawn in it between them.
 */
export const postLayoutSeed = (): SeedTree[] => [
  section('Post', [container([row([column('Post', [{ type: 'BLOG_POST' }])])])], flat, {
    tablet: flat,
    mobile: flat,
  }),
  section(
    'Related posts',
    [
      container([
        row([
          column('Related posts', [
            heading('Related posts', 2),
            { type: 'BLOG_GRID', props: { ...RELATED_GRID_PROPS } },
          ]),
        ]),
      ]),
    ],
    { paddingTop: '24px', paddingBottom: '64px' },
    {
      tablet: { paddingTop: '24px', paddingBottom: '56px' },
      mobile: { paddingTop: '16px', paddingBottom: '48px' },
    },
  ),
];

/** The post layout's first elements, each section after the one before. */
export function postLayoutElements(pageId: string, newId: () => string): ElementData[] {
  return postLayoutSeed().flatMap((seed, order) =>
    seedElements(seed, pageId, newId).map((element) =>
      element.parentId === null ? { ...element, order } : element,
    ),
  );
}

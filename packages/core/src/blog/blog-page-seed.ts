import { column, container, intro, row, section } from '../sections/parts.ts';
import type { SeedTree } from '../sections/seed.ts';

/**
 * What a website's blog page holds when its first post makes one: a title and the grid of posts,
 * newest first. It is an ordinary page afterwards: the owner designs it like any other.
 */
export const blogIndexSeed = (): SeedTree =>
  section('Blog', [
    container([
      intro({ title: 'Blog', text: 'News, stories and updates.', level: 1 }),
      row([column('Posts', [{ type: 'BLOG_GRID', props: { columns: 3, limit: 9 }, styles: {} }])]),
    ]),
  ]);

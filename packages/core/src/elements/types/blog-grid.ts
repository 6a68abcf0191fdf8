import { columns } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

/** Where a blog grid takes its posts from. */
export const BLOG_GRID_SOURCES = [
  'latest',
  'category',
  'tag',
  'author',
  'featured',
  'related',
] as const;
export type BlogGridSource = (typeof BLOG_GRID_SOURCES)[number];

const whenSource = (source: BlogGridSource) => ({ prop: 'source', is: [source] });

export const blogGrid: ElementDefinition = {
  category: 'blog',
  label: 'Blog grid',
  icon: 'newspaper',
  fields: {
    source: {
      kind: 'select',
      label: 'Posts to show',
      options: [
        { value: 'latest', label: 'Newest posts' },
        { value: 'category', label: 'Posts in a category' },
        { value: 'tag', label: 'Posts with a tag' },
        { value: 'author', label: 'Posts by an author' },
        { value: 'featured', label: 'Featured posts' },
        { value: 'related', label: 'Related posts (on a post’s page)' },
      ],
    },
    categoryId: {
      kind: 'reference',
      label: 'Category',
      to: 'category',
      shownWhen: whenSource('category'),
    },
    tagId: { kind: 'reference', label: 'Tag', to: 'tag', shownWhen: whenSource('tag') },
    authorId: { kind: 'reference', label: 'Author', to: 'author', shownWhen: whenSource('author') },
    limit: { kind: 'number', label: 'How many posts', min: 1, max: 48, integer: true },
    layout: {
      kind: 'select',
      label: 'Layout',
      options: [
        { value: 'grid', label: 'Grid: cards side by side' },
        { value: 'list', label: 'List: one post under another' },
      ],
    },
    columns: { ...columns, shownWhen: { prop: 'layout', is: ['grid'] } },
    showCover: { kind: 'boolean', label: 'Show cover image' },
    showExcerpt: { kind: 'boolean', label: 'Show excerpt' },
    showDate: { kind: 'boolean', label: 'Show date' },
    showAuthor: { kind: 'boolean', label: 'Show author' },
    showReadingTime: { kind: 'boolean', label: 'Show reading time' },
    showCategories: { kind: 'boolean', label: 'Show categories' },
    pagination: {
      kind: 'boolean',
      label: 'Split into pages',
      hint: 'On the blog page: “Newer posts” and “Older posts” links, as many per page as the blog settings say',
      shownWhen: whenSource('latest'),
    },
  },
  defaultProps: {
    source: 'latest',
    categoryId: null,
    tagId: null,
    authorId: null,
    limit: 6,
    layout: 'grid',
    columns: 3,
    showCover: true,
    showExcerpt: true,
    showDate: true,
    showAuthor: false,
    showReadingTime: true,
    showCategories: false,
    pagination: true,
  },
  defaultStyles: {},
};

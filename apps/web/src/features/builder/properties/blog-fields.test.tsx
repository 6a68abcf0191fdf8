// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BlogTerm, PostSummary } from '@tessera/core';
import { PropertiesPanel } from './properties-panel';
import { LinkPicker } from './fields/link-picker';
import {
  byLabel,
  choose,
  cleanup,
  click,
  current,
  labelsIn,
  loadWith,
  render,
  section,
} from './test-utils';

afterEach(cleanup);

const WEBSITE = '00000000-0000-4000-8000-000000000002';
const BREAD = '00000000-0000-4000-8000-0000000000c1';
const PUBLISHED = '00000000-0000-4000-8000-0000000000d1';
const DRAFT = '00000000-0000-4000-8000-0000000000d2';

const term = (id: string, name: string, postCount: number): BlogTerm => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  avatarSrc: null,
  postCount,
});

const summary = (id: string, title: string, parts: Partial<PostSummary>): PostSummary => ({
  id,
  websiteId: WEBSITE,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  status: 'published',
  publishedAt: '2027-03-01T09:00:00.000Z',
  excerpt: '',
  coverSrc: null,
  coverAlt: null,
  featured: false,
  wordCount: 100,
  readingMinutes: 1,
  isLive: true,
  hasUnpublishedChanges: false,
  sample: false,
  updatedAt: '2027-03-01T09:00:00.000Z',
  categoryIds: [],
  tagIds: [],
  authorIds: [],
  ...parts,
});

/** The panel with the website's posts and terms already loaded, as the builder has them. */
function withBlog(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(
    ['websites', WEBSITE, 'posts', 'all'],
    [
      summary(PUBLISHED, 'Sourdough basics', { categoryIds: [BREAD] }),
      summary(DRAFT, 'Spring menu', { status: 'draft', publishedAt: null, isLive: false }),
    ],
  );
  client.setQueryData(['websites', WEBSITE, 'blog', 'categories'], [term(BREAD, 'Bread', 1)]);
  client.setQueryData(['websites', WEBSITE, 'blog', 'tags'], []);
  client.setQueryData(['websites', WEBSITE, 'blog', 'authors'], []);
  client.setQueryData(['websites', 'detail', WEBSITE], { id: WEBSITE, timezone: 'Europe/London' });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('a blog grid’s properties', () => {
  it('asks what to show, and for a category only once posts of a category are chosen', () => {
    const grid = loadWith('BLOG_GRID');
    const view = withBlog(<PropertiesPanel />);
    const labels = () => labelsIn(section(view, 'Content'));
    expect(labels()).toEqual([
      'Posts to show',
      'How many posts',
      'Layout',
      'Columns',
      'Show cover image',
      'Show excerpt',
      'Show date',
      'Show author',
      'Show reading time',
      'Show categories',
      'Split into pages',
    ]);

    choose(byLabel<HTMLSelectElement>(view, 'Posts to show'), 'category');
    expect(current(grid.id).props.source).toBe('category');
    expect(labels().slice(0, 2)).toEqual(['Posts to show', 'Category']);
    expect(labels()).not.toContain('Split into pages');
    const category = byLabel<HTMLSelectElement>(view, 'Category');
    expect([...category.options].map((o) => o.text)).toEqual(['None', 'Bread (1 post)']);
    choose(category, BREAD);
    expect(current(grid.id).props.categoryId).toBe(BREAD);

    choose(byLabel<HTMLSelectElement>(view, 'Layout'), 'list');
    expect(current(grid.id).props.layout).toBe('list');
    expect(labels()).not.toContain('Columns');
    click(byLabel(view, 'Show cover image'));
    expect(current(grid.id).props.showCover).toBe(false);
  });
});

describe('a blog card’s properties', () => {
  it('lists the website’s posts with their status and shows the chosen one’s', () => {
    const card = loadWith('BLOG_CARD');
    const view = withBlog(<PropertiesPanel />);
    const post = byLabel<HTMLSelectElement>(view, 'Post');
    expect([...post.options].map((o) => o.text)).toEqual([
      'Choose a post…',
      'Sourdough basics',
      'Spring menu (Draft)',
    ]);
    choose(post, DRAFT);
    expect(current(card.id).props.postId).toBe(DRAFT);
    const status = view.querySelector('[data-post-choice-status]')!;
    expect(status.textContent).toContain('Draft');
    expect(status.textContent).toContain('Shows on the live site once published');
  });
});

describe('the link picker’s Post choice', () => {
  it('stores `post:{id}` for the chosen post', () => {
    loadWith('BUTTON');
    const links: string[] = [];
    const view = withBlog(<LinkPicker value="" label="Link" onCommit={(l) => links.push(l)} />);
    choose(byLabel<HTMLSelectElement>(view, 'Link'), 'post');
    const post = byLabel<HTMLSelectElement>(view, 'Post');
    expect([...post.options].map((o) => o.text)).toEqual([
      'Choose a post…',
      'Sourdough basics',
      'Spring menu (Draft)',
    ]);
    choose(post, PUBLISHED);
    expect(links).toEqual([`post:${PUBLISHED}`]);
  });

  it('shows a stored post link as that post, and says when its post is gone', () => {
    loadWith('BUTTON');
    const view = withBlog(
      <LinkPicker value={`post:${DRAFT}`} label="Link" onCommit={() => undefined} />,
    );
    expect(byLabel<HTMLSelectElement>(view, 'Link').value).toBe('post');
    expect(byLabel<HTMLSelectElement>(view, 'Post').value).toBe(DRAFT);
    expect(view.textContent).toContain('Visitors see this link once the post is published');
    cleanup();
    const gone = withBlog(
      <LinkPicker
        value="post:00000000-0000-4000-8000-0000000000ff"
        label="Link"
        onCommit={() => undefined}
      />,
    );
    expect(gone.textContent).toContain('The post this link led to no longer exists');
  });
});

import { rankRelatedPosts, type BlogGridSource } from '@tessera/core';
import type { BlogContext, BlogPostView } from './types.ts';

/** Its terms by id, as ranking related posts reads them. */
const termIds = (post: BlogPostView) => ({
  id: post.id,
  categoryIds: post.categories.map((term) => term.id),
  tagIds: post.tags.map((term) => term.id),
});

/**
 * Posts related to one, best first, from the visible posts (newest first): core's one ranking,
 * by shared first category, other categories and tags, the newest filling the rest. The live
 * site and the builder both take related posts from here.
 */
export function relatedPostViews(
  posts: readonly BlogPostView[],
  postId: string,
  limit: number,
): BlogPostView[] {
  return rankRelatedPosts(posts, postId, limit, termIds);
}

/** What a blog grid shows for its source: the chosen term's id, and how many at most. */
export interface PostSelection {
  source: BlogGridSource;
  termId: string;
  limit: number;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The posts a grid of this source shows, newest first (related ones best first), or null when
 * the source cannot choose any here: a category, tag or author not chosen, or related posts on
 * a page that shows no post.
 */
export function postsOfSource(blog: BlogContext, selection: PostSelection): BlogPostView[] | null {
  const { source, termId, limit } = selection;
  const pick = (keep: (post: BlogPostView) => boolean) => blog.latest.filter(keep).slice(0, limit);
  switch (source) {
    case 'latest':
      return blog.latest.slice(0, limit);
    case 'featured':
      return pick((post) => post.featured);
    case 'related': {
      if (!blog.shown) return null;
      // The builder may show a draft, which is not among the visible posts: ranked all the same.
      const { post } = blog.shown;
      const others = blog.latest.filter((other) => other.id !== post.id);
      return relatedPostViews([post, ...others], post.id, limit);
    }
    case 'category':
    case 'tag':
    case 'author': {
      if (!termId) return null;
      const terms = (post: BlogPostView) =>
        source === 'category' ? post.categories : source === 'tag' ? post.tags : post.authors;
      return pick((post) => terms(post).some((term) => sameId(term.id, termId)));
    }
  }
}

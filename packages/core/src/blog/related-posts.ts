/** What ranking related posts needs of a post: its categories (first one first) and tags. */
export interface RelatablePost {
  id: string;
  categoryIds: readonly string[];
  tagIds: readonly string[];
}

/** How much sharing the post's first category counts, against 1 for any other shared term. */
const FIRST_CATEGORY_SCORE = 3;

/**
 * Posts related to one, best first: 3 for sharing its first category (as the other's first), 1
 * for each other shared category and each shared tag; ties go to the newer. The post itself is
 * left out, and the newest posts fill what the shared ones leave, so the same posts always give
 * the same order. `posts` is newest first; an unknown `postId` relates to nothing.
 */
export function rankRelatedPosts<T>(
  posts: readonly T[],
  postId: string,
  limit: number,
  termsOf: (post: T) => RelatablePost,
): T[] {
  const id = postId.toLowerCase();
  const post = posts.find((p) => termsOf(p).id.toLowerCase() === id);
  if (!post || limit <= 0) return [];
  const { categoryIds, tagIds } = termsOf(post);
  const primary = categoryIds[0];
  const categories = new Set(categoryIds);
  const tags = new Set(tagIds);
  const scored = posts
    .filter((other) => other !== post)
    .map((other, newest) => {
      const terms = termsOf(other);
      let score = 0;
      for (const [i, term] of terms.categoryIds.entries()) {
        if (term === primary && i === 0) score += FIRST_CATEGORY_SCORE;
        else if (categories.has(term)) score += 1;
      }
      for (const term of terms.tagIds) if (tags.has(term)) score += 1;
      return { other, score, newest };
    });
  scored.sort((a, b) => b.score - a.score || a.newest - b.newest);
  return scored.slice(0, limit).map(({ other }) => other);
}

import { z } from 'zod';

/** How a website's blog behaves: where it lists posts, how many a page, what its feeds carry. */
export interface BlogSettings {
  /** The page holding the blog's BLOG_GRID; its slug is the blog's address (`/blog`). */
  indexPageId: string | null;
  postsPerPage: number;
  /** Feeds carry each post whole, or its excerpt. */
  feedContent: 'full' | 'excerpt';
  showReadingTime: boolean;
}

export const DEFAULT_BLOG_SETTINGS: BlogSettings = {
  indexPageId: null,
  postsPerPage: 10,
  feedContent: 'full',
  showReadingTime: true,
};

/** Stored settings over the defaults: a website that never set them has the defaults. */
export function blogSettingsOf(stored: Partial<BlogSettings> | null | undefined): BlogSettings {
  return { ...DEFAULT_BLOG_SETTINGS, ...(stored ?? {}) };
}

export const blogSettingsSchema = z
  .object({
    indexPageId: z.uuid({ error: 'The blog page must be a page of this website' }).nullable(),
    postsPerPage: z
      .number({ error: 'Posts per page must be a number' })
      .int('Posts per page must be a whole number')
      .min(1, 'Posts per page must be at least 1')
      .max(50, 'Posts per page must be at most 50'),
    feedContent: z.enum(['full', 'excerpt'], { error: 'Feeds carry the full post or its excerpt' }),
    showReadingTime: z.boolean({ error: 'showReadingTime must be true or false' }),
  })
  .partial()
  .strict();

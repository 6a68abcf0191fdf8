import { z } from 'zod';
import { isSafeMediaUrl, isSafeUrl } from '../elements/urls.ts';
import { SLUG_PATTERN } from '../websites/slug.ts';
import { postBodySchema } from './post-body.ts';

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A post's slug: lowercase letters, digits and single hyphens, unique within its website. */
export const postSlugField = z
  .string({ error: 'Slug must be text' })
  .trim()
  .min(1, 'Slug is required')
  .max(80, 'Slug must be at most 80 characters')
  .regex(
    SLUG_PATTERN,
    'Slug may only contain lowercase letters, numbers and single hyphens between them',
  )
  .refine((slug) => !['page', 'category', 'tag', 'author', 'rss-xml', 'atom-xml'].includes(slug), {
    message: 'This slug is kept for the blog’s own addresses; choose another',
  });

export const postTitleField = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const optionalMedia = (label: string) =>
  optionalText(label, 2048).refine(
    (v) => !v || isSafeMediaUrl(v),
    `${label} must be a library image (/_media/...) or an https:// address`,
  );

const idList = (label: string) =>
  z
    .array(z.uuid({ error: `${label} must be ids of this website's ${label.toLowerCase()}` }), {
      error: `${label} must be a list`,
    })
    .max(20, `A post has at most 20 ${label.toLowerCase()}`)
    .optional();

export const createPostSchema = z
  .object({ title: postTitleField, slug: postSlugField.optional() })
  .strict();
export type CreatePostInput = z.input<typeof createPostSchema>;

/** The fields of a post's draft; those left out stay. `version` is the one the editor read. */
export const updatePostSchema = z
  .object({
    version: z.number({ error: 'version is required' }).int().min(1),
    title: postTitleField.optional(),
    slug: postSlugField.optional(),
    body: postBodySchema.optional(),
    excerpt: optionalText('Excerpt', 500),
    coverSrc: optionalMedia('Cover image'),
    coverAlt: optionalText('Cover alt text', 300),
    coverCaption: optionalText('Cover caption', 300),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    seoTitle: optionalText('SEO title', 70),
    seoDescription: optionalText('SEO description', 160),
    socialImage: optionalMedia('Social image'),
    canonicalUrl: optionalText('Canonical URL', 2048).refine(
      (v) => !v || (isSafeUrl(v) && /^https?:\/\//i.test(v)),
      'Canonical URL must be a full web address (https://...)',
    ),
    noindex: z.boolean({ error: 'noindex must be true or false' }).optional(),
    categoryIds: idList('Categories'),
    tagIds: idList('Tags'),
    authorIds: idList('Authors'),
  })
  .strict()
  .refine((v) => !v.coverSrc || Boolean(v.coverAlt), {
    message: 'A cover image needs its alt text: say what it shows',
    path: ['coverAlt'],
  });
export type UpdatePostInput = z.input<typeof updatePostSchema>;

/** Publishing now, or at an instant (in the future: scheduled). */
export const publishPostSchema = z
  .object({
    publishedAt: z.iso
      .datetime({ offset: true, error: 'publishedAt must be an ISO date and time' })
      .optional(),
  })
  .strict();

/**
 * Whether visitors see a post: published or scheduled, its time come, not a template's sample.
 * The one rule for pages, grids, feeds, the sitemap and the public API (the SQL mirrors it).
 */
export function isPostVisible(
  post: { status: PostStatus; publishedAt: Date | string | null; sample?: boolean },
  now: number,
): boolean {
  if (post.status === 'draft' || post.sample || post.publishedAt === null) return false;
  return new Date(post.publishedAt).getTime() <= now;
}

export const postListQuery = z
  .object({
    status: z
      .enum(POST_STATUSES, { error: 'status must be draft, scheduled or published' })
      .optional(),
    q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  })
  .strict();

/** A category, tag or author: a name, and a slug made from it unless given. */
export const blogTermSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Name must be at most 80 characters'),
    slug: postSlugField.optional(),
    description: optionalText('Description', 500),
    avatarSrc: optionalMedia('Picture'),
  })
  .strict();
export type BlogTermInput = z.input<typeof blogTermSchema>;

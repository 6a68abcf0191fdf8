import { z } from 'zod';

export const MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type MediaType = (typeof MEDIA_KINDS)[number];

export interface MediaVariantInfo {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  url: string;
  size: number;
}

/** A file of a website's media library, as the API presents it. */
export interface MediaItem {
  id: string;
  websiteId: string;
  name: string;
  type: MediaType;
  mime: string;
  /** The file (for an image: upright, without its metadata); stable, cacheable for ever. */
  url: string;
  /** A small image to show in lists: a 320 px copy of an image, or null. */
  thumbnailUrl: string | null;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  /** ThumbHash (base64) of an image, to draw while it loads. */
  placeholder: string | null;
  variants: MediaVariantInfo[];
  uploadedAt: string;
  updatedAt: string;
}

export interface MediaUsage {
  /** Bytes used by every website of the account, and what the plan allows. */
  usedBytes: number;
  limitBytes: number;
  /** The plan's name (Free, Pro, Enterprise). */
  plan: string;
}

export const mediaListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  type: z
    .enum(['all', ...MEDIA_KINDS], { error: 'Type must be all, image, video, audio or document' })
    .default('all'),
});

/** `PUT /api/media/{id}`: the name and the alternative text. */
export const mediaUpdateSchema = z.object({
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters')
    .optional(),
  alt: z
    .string({ error: 'Alt text must be text' })
    .trim()
    .max(500, 'Alt text must be at most 500 characters')
    .optional(),
});

import { z } from 'zod';
import { parseLink } from '../elements/links.ts';
import { isSafeMediaUrl } from '../elements/urls.ts';

/**
 * A post's body is stored as ProseMirror JSON (what the Tiptap editor gives), never as HTML, and
 * this schema is its sanitiser: only the nodes and marks below, each attribute checked, every
 * address through the rules elements follow. What fails is refused with the path of the bad part;
 * what passes can only render as the markup `packages/blocks` maps it to.
 */

/** How deep nodes may nest, and how many a body may hold: a real post is far below both. */
export const BODY_MAX_DEPTH = 20;
export const BODY_MAX_NODES = 10_000;
export const BODY_MAX_TEXT = 200_000;

/** A link in a post: what elements accept (addresses, `page:{id}`, `post:{id}`), never empty. */
export function isPostBodyLink(href: string): boolean {
  return href.trim() !== '' && parseLink(href) !== null;
}

/** A YouTube or Vimeo address: the only videos a post embeds (drawn privacy-enhanced). */
export function isVideoAddress(src: string): boolean {
  return /^https:\/\/(?:www\.|m\.|player\.)?(?:youtube\.com|youtu\.be|vimeo\.com)\/[^\s<>"]+$/i.test(
    src.trim(),
  );
}

const LINK_MESSAGE =
  'Link must be a web address (https://...), mailto:, tel:, a path on this site, or a page or post of it';

const boldMark = z.object({ type: z.literal('bold') }).strict();
const italicMark = z.object({ type: z.literal('italic') }).strict();
const underlineMark = z.object({ type: z.literal('underline') }).strict();
const strikeMark = z.object({ type: z.literal('strike') }).strict();
const codeMark = z.object({ type: z.literal('code') }).strict();
const linkMark = z
  .object({
    type: z.literal('link'),
    attrs: z
      .object({
        href: z.string().max(2048).refine(isPostBodyLink, LINK_MESSAGE),
        // Tiptap sends these; the renderer decides the real ones.
        target: z.string().max(20).nullable().optional(),
        rel: z.string().max(100).nullable().optional(),
        class: z.string().max(100).nullable().optional(),
      })
      .strict(),
  })
  .strict();

const mark = z.discriminatedUnion(
  'type',
  [boldMark, italicMark, underlineMark, strikeMark, codeMark, linkMark],
  { error: 'Only bold, italic, underline, strike, code and links can format text' },
);
export type PostMark = z.infer<typeof mark>;

const textNode = z
  .object({
    type: z.literal('text'),
    text: z.string().min(1, 'Text must not be empty').max(BODY_MAX_TEXT),
    marks: z.array(mark).max(6).optional(),
  })
  .strict();

const hardBreak = z.object({ type: z.literal('hardBreak') }).strict();

const imageNode = z
  .object({
    type: z.literal('image'),
    attrs: z
      .object({
        src: z
          .string({ error: 'An image needs its address' })
          .min(1, 'An image needs its address')
          .max(2048)
          .refine(
            (v) => isSafeMediaUrl(v) && (v.startsWith('/') || v.startsWith('https://')),
            'Image address must be a library image (/_media/...) or an https:// address',
          ),
        alt: z
          .string({ error: 'Every image needs its alt text' })
          .trim()
          .min(1, 'Every image needs its alt text: say what it shows')
          .max(300, 'Alt text must be at most 300 characters'),
        title: z.string().max(300).nullable().optional(),
        width: z.number().int().positive().max(20_000).nullable().optional(),
        height: z.number().int().positive().max(20_000).nullable().optional(),
      })
      .strict(),
  })
  .strict();

const videoNode = z
  .object({
    type: z.literal('videoEmbed'),
    attrs: z
      .object({
        src: z
          .string()
          .max(2048)
          .refine(isVideoAddress, 'A video must be a YouTube or Vimeo address (https://...)'),
        title: z.string().max(300).nullable().optional(),
      })
      .strict(),
  })
  .strict();

const inline = z.discriminatedUnion('type', [textNode, hardBreak], {
  error: 'Only text and line breaks go inside a paragraph or heading',
});
export type PostInline = z.infer<typeof inline>;

const paragraph = z
  .object({ type: z.literal('paragraph'), content: z.array(inline).optional() })
  .strict();

const heading = z
  .object({
    type: z.literal('heading'),
    attrs: z
      .object({
        level: z.union([z.literal(2), z.literal(3), z.literal(4)], {
          error: 'Headings in a post are levels 2 to 4 (the title is the level 1)',
        }),
      })
      .strict(),
    content: z.array(inline).optional(),
  })
  .strict();

const codeBlock = z
  .object({
    type: z.literal('codeBlock'),
    attrs: z
      .object({
        language: z
          .string()
          .max(30)
          .regex(/^[\w+#-]*$/)
          .nullable()
          .optional(),
      })
      .strict()
      .optional(),
    content: z.array(textNode.extend({ marks: z.array(mark).max(0).optional() })).optional(),
  })
  .strict();

const horizontalRule = z.object({ type: z.literal('horizontalRule') }).strict();

export type PostBlock =
  | z.infer<typeof paragraph>
  | z.infer<typeof heading>
  | z.infer<typeof codeBlock>
  | z.infer<typeof horizontalRule>
  | z.infer<typeof imageNode>
  | z.infer<typeof videoNode>
  | { type: 'blockquote'; content?: PostBlock[] }
  | { type: 'bulletList'; content?: PostListItem[] }
  | {
      type: 'orderedList';
      attrs?: { start?: number; type?: string | null };
      content?: PostListItem[];
    }
  | PostListItem;
export interface PostListItem {
  type: 'listItem';
  content?: PostBlock[];
}

const BLOCK_ERROR =
  'Only paragraphs, headings, lists, quotes, code, dividers, images and videos make up a post';

const block: z.ZodType<PostBlock> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      paragraph,
      heading,
      codeBlock,
      horizontalRule,
      imageNode,
      videoNode,
      blockquote,
      bulletList,
      orderedList,
      listItem,
    ],
    { error: BLOCK_ERROR },
  ),
) as z.ZodType<PostBlock>;

const listItem = z
  .object({ type: z.literal('listItem'), content: z.array(block).optional() })
  .strict();
const blockquote = z
  .object({ type: z.literal('blockquote'), content: z.array(block).optional() })
  .strict();
const bulletList = z
  .object({ type: z.literal('bulletList'), content: z.array(listItem).optional() })
  .strict();
const orderedList = z
  .object({
    type: z.literal('orderedList'),
    attrs: z
      .object({
        start: z.number().int().min(0).max(100_000).optional(),
        type: z.string().max(10).nullable().optional(),
      })
      .strict()
      .optional(),
    content: z.array(listItem).optional(),
  })
  .strict();

export interface PostBody {
  type: 'doc';
  content?: PostBlock[];
}

/** An empty post: what a new one starts as. */
export const EMPTY_POST_BODY: PostBody = { type: 'doc', content: [{ type: 'paragraph' }] };

interface Measure {
  depth: number;
  nodes: number;
  text: number;
}

/** Depth, node count and text length, walked without recursion (the body may be hostile). */
function measure(value: unknown): Measure {
  const result: Measure = { depth: 0, nodes: 0, text: 0 };
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    result.nodes += 1;
    result.depth = Math.max(result.depth, depth);
    if (result.nodes > BODY_MAX_NODES || result.depth > BODY_MAX_DEPTH) return result;
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === 'string') result.text += text.length;
    if (Array.isArray(content)) for (const child of content) stack.push([child, depth + 1]);
  }
  return result;
}

/** The body of a post, checked: sizes first (cheaply), then every node against the schema. */
export const postBodySchema: z.ZodType<PostBody> = z
  .unknown()
  .superRefine((value, ctx) => {
    const size = measure(value);
    if (size.depth > BODY_MAX_DEPTH) {
      ctx.addIssue({
        code: 'custom',
        message: `A post nests at most ${BODY_MAX_DEPTH} levels deep`,
      });
    } else if (size.nodes > BODY_MAX_NODES) {
      ctx.addIssue({ code: 'custom', message: `A post holds at most ${BODY_MAX_NODES} parts` });
    } else if (size.text > BODY_MAX_TEXT) {
      ctx.addIssue({
        code: 'custom',
        message: `A post holds at most ${BODY_MAX_TEXT.toLocaleString('en-US')} characters`,
      });
    }
  })
  .pipe(
    z
      .object({
        type: z.literal('doc', { error: 'The body must be a document ({"type":"doc"})' }),
        content: z.array(block).optional(),
      })
      .strict(),
  ) as z.ZodType<PostBody>;

/** A stored body, read leniently for drawing: anything the schema refuses draws as empty. */
export function readPostBody(value: unknown): PostBody {
  const parsed = postBodySchema.safeParse(value);
  return parsed.success ? parsed.data : { type: 'doc', content: [] };
}

import type { PostBlock, PostBody } from '../blog/post-body.ts';

/**
 * A post body written compactly: a string is a paragraph, `{ h: '...' }` a level-2 heading,
 * `{ list: [...] }` a bulleted list and `{ quote: '...' }` a quotation.
 */
export type ProseBlock = string | { h: string } | { list: string[] } | { quote: string };

const paragraph = (words: string): PostBlock => ({
  type: 'paragraph',
  content: [{ type: 'text', text: words }],
});

function block(part: ProseBlock): PostBlock {
  if (typeof part === 'string') return paragraph(part);
  if ('h' in part) {
    return { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: part.h }] };
  }
  if ('list' in part) {
    return {
      type: 'bulletList',
      content: part.list.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
    };
  }
  return { type: 'blockquote', content: [paragraph(part.quote)] };
}

/** A post body from its paragraphs, headings, lists and quotes, in order. */
export const prose = (...parts: ProseBlock[]): PostBody => ({
  type: 'doc',
  content: parts.map(block),
});

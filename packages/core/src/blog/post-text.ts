import type { PostBlock, PostBody } from './post-body.ts';

/**
 * What is derived from a post's body on every save: its plain text (for search and the automatic
 * excerpt), its word count and its reading time.
 */

/** The body's text, one line per paragraph, heading or list item. */
export function postBodyText(body: PostBody): string {
  const lines: string[] = [];
  const stack: PostBlock[] = [...(body.content ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'paragraph':
      case 'heading':
      case 'codeBlock': {
        const text = (node.content ?? [])
          .map((part) => (part.type === 'text' ? part.text : '\n'))
          .join('');
        if (text.trim() !== '') lines.push(text.trim());
        break;
      }
      case 'blockquote':
      case 'bulletList':
      case 'orderedList':
      case 'listItem':
        stack.push(...[...((node.content ?? []) as PostBlock[])].reverse());
        break;
      default:
        break;
    }
  }
  return lines.join('\n');
}

// A run of CJK characters counts each character as a word, as readers of those scripts read.
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g;

export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return cjk + rest;
}

function countImages(body: PostBody): number {
  let images = 0;
  const stack: PostBlock[] = [...(body.content ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'image') images += 1;
    if ('content' in node && Array.isArray(node.content) && node.type !== 'paragraph') {
      stack.push(...(node.content as PostBlock[]));
    }
  }
  return images;
}

/**
 * Minutes to read, as Ghost reckons them: 275 words a minute, plus 12 s for the first image, 11 s
 * for the next and so on down to 3 s each; rounded, at least one.
 */
export function readingMinutes(words: number, images: number): number {
  let seconds = (words / 275) * 60;
  for (let i = 0; i < images; i += 1) seconds += Math.max(3, 12 - i);
  return Math.max(1, Math.round(seconds / 60));
}

export interface PostBodyFacts {
  text: string;
  wordCount: number;
  readingMinutes: number;
}

export function postBodyFacts(body: PostBody): PostBodyFacts {
  const text = postBodyText(body);
  const wordCount = countWords(text);
  return { text, wordCount, readingMinutes: readingMinutes(wordCount, countImages(body)) };
}

/** About what a card or a search result shows of a post. */
const EXCERPT_LENGTH = 160;

/** The owner's excerpt, else the body's first text cut at a word near 160 characters. */
export function postExcerpt(custom: string | null | undefined, bodyText: string): string {
  if (custom && custom.trim() !== '') return custom.trim();
  const flat = bodyText.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–-]+$/, '')}…`;
}

/** Every image address the body shows, in order (the server checks library ones are the site's). */
export function postBodyImages(body: PostBody): string[] {
  const found: string[] = [];
  const stack: PostBlock[] = [...(body.content ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'image') found.push(node.attrs.src);
    else if ('content' in node && Array.isArray(node.content) && node.type !== 'paragraph') {
      stack.push(...[...(node.content as PostBlock[])].reverse());
    }
  }
  return found;
}

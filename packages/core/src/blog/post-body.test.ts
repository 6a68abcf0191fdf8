import { describe, expect, it } from 'vitest';
import { BODY_MAX_DEPTH, postBodySchema, readPostBody, type PostBody } from './post-body.ts';
import { postBodyFacts, postExcerpt, readingMinutes } from './post-text.ts';
import { isPostVisible, updatePostSchema } from './post-schemas.ts';

const PAGE_ID = '0b9f3a4e-9c1d-4d7e-8a55-3f0f6b7c2d11';

/** What the editor gives for a post with every kind of part. */
const FULL: PostBody = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our flour' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'We mill ' },
        { type: 'text', text: 'every', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: ' morning. ' },
        {
          type: 'text',
          text: 'Visit us',
          marks: [{ type: 'link', attrs: { href: `page:${PAGE_ID}#contact`, target: '_blank' } }],
        },
        { type: 'hardBreak' },
        { type: 'text', text: 'or read on.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rye' }] }],
        },
      ],
    },
    { type: 'orderedList', attrs: { start: 3, type: null }, content: [] },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Slow.' }] }],
    },
    { type: 'codeBlock', attrs: { language: 'js' }, content: [{ type: 'text', text: 'mix()' }] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: '/_media/abc/loaf.jpg', alt: 'A loaf', title: null } },
    { type: 'videoEmbed', attrs: { src: 'https://www.youtube.com/watch?v=abcdefgh' } },
  ],
};

const issuesOf = (value: unknown) => {
  const parsed = postBodySchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a post body', () => {
  it('accepts every part the editor makes', () => {
    expect(issuesOf(FULL)).toEqual([]);
  });

  it('refuses unknown nodes and marks, naming where they are', () => {
    const script = { type: 'doc', content: [{ type: 'paragraph' }, { type: 'script', text: 'x' }] };
    expect(issuesOf(script).join()).toMatch(/^content\.1/);
    const mark = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'font' }] }] },
      ],
    };
    expect(issuesOf(mark).join()).toMatch(/^content\.0\.content\.0\.marks\.0/);
    const extra = { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'color:red' } }] };
    expect(issuesOf(extra)).not.toEqual([]);
  });

  it('refuses unsafe addresses in links, images and videos', () => {
    const link = (href: string) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }],
        },
      ],
    });
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'post:nope']) {
      expect(issuesOf(link(href)).join(), href).toMatch(/Link must be/);
    }
    expect(issuesOf(link(`post:${PAGE_ID}`))).toEqual([]);
    const image = (attrs: object) => ({ type: 'doc', content: [{ type: 'image', attrs }] });
    expect(issuesOf(image({ src: 'javascript:x', alt: 'a' })).join()).toMatch(/Image address/);
    expect(issuesOf(image({ src: '/_media/a.jpg', alt: '  ' })).join()).toMatch(/alt text/);
    const video = {
      type: 'doc',
      content: [{ type: 'videoEmbed', attrs: { src: 'https://evil.example/v' } }],
    };
    expect(issuesOf(video).join()).toMatch(/YouTube or Vimeo/);
  });

  it('refuses a body nested too deep without walking it recursively', () => {
    let node: object = { type: 'paragraph' };
    for (let i = 0; i < 5000; i += 1) node = { type: 'blockquote', content: [node] };
    expect(issuesOf({ type: 'doc', content: [node] }).join()).toContain(`${BODY_MAX_DEPTH} levels`);
  });

  it('draws a stored body the schema refuses as empty', () => {
    expect(readPostBody({ type: 'doc', content: [{ type: 'iframe' }] })).toEqual({
      type: 'doc',
      content: [],
    });
  });
});

describe('what a body tells', () => {
  it('counts words and minutes, images included, and cuts an excerpt at a word', () => {
    const facts = postBodyFacts(FULL);
    expect(facts.text.split('\n')[0]).toBe('Our flour');
    expect(facts.wordCount).toBe(14);
    expect(readingMinutes(275 * 4, 0)).toBe(4);
    expect(readingMinutes(10, 3)).toBe(1);
    expect(readingMinutes(2750, 10)).toBe(11);
    expect(postExcerpt('  Mine. ', 'whatever')).toBe('Mine.');
    const long = 'word '.repeat(100);
    const excerpt = postExcerpt(null, long);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});

describe('a post', () => {
  it('is visible once published or scheduled and its time has come, never as a sample', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(isPostVisible({ status: 'published', publishedAt: '2026-11-26T11:59:00Z' }, now)).toBe(
      true,
    );
    expect(isPostVisible({ status: 'scheduled', publishedAt: '2026-11-26T12:00:00Z' }, now)).toBe(
      true,
    );
    expect(isPostVisible({ status: 'scheduled', publishedAt: '2026-11-26T12:01:00Z' }, now)).toBe(
      false,
    );
    expect(isPostVisible({ status: 'draft', publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(
      isPostVisible(
        { status: 'published', publishedAt: '2026-01-01T00:00:00Z', sample: true },
        now,
      ),
    ).toBe(false);
  });

  it('needs alt text with its cover', () => {
    const parsed = updatePostSchema.safeParse({ version: 1, coverSrc: '/_media/a.jpg' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['coverAlt']);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { postBodySchema } from '@tessera/core';
import { postExtensions } from './post-extensions';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function newEditor(content: string | object = '') {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: postExtensions(),
    content,
  });
  return editor;
}

/** Types a new paragraph of text at the end and selects it, as the toolbar would see it. */
function paragraph(e: Editor, text: string) {
  e.chain()
    .focus('end')
    .insertContent({ type: 'paragraph', content: [{ type: 'text', text }] })
    .run();
  const end = e.state.doc.content.size - 1;
  e.commands.setTextSelection({ from: end - text.length, to: end });
}

describe('the post editor', () => {
  it('gives a body the server takes, whatever the toolbar did', () => {
    const e = newEditor();
    paragraph(e, 'A heading two');
    e.commands.toggleHeading({ level: 2 });
    paragraph(e, 'A heading three');
    e.commands.toggleHeading({ level: 3 });
    paragraph(e, 'Bold words');
    e.commands.toggleBold();
    paragraph(e, 'Italic words');
    e.commands.toggleItalic();
    paragraph(e, 'A web link');
    e.commands.setLink({ href: 'https://example.com/bread' });
    paragraph(e, 'A page link');
    e.commands.setLink({ href: 'page:1b4e28ba-2fa1-41d2-883f-0016d3cca427' });
    paragraph(e, 'A bullet');
    e.commands.toggleBulletList();
    paragraph(e, 'A number');
    e.commands.toggleOrderedList();
    paragraph(e, 'A quote');
    e.commands.toggleBlockquote();
    paragraph(e, 'const bread = true;');
    e.commands.toggleCodeBlock();
    e.chain().focus('end').setHorizontalRule().run();
    e.chain()
      .focus('end')
      .setImage({ src: '/_media/abc/loaf.jpg', alt: 'A sourdough loaf', title: null as never })
      .run();
    e.chain()
      .focus('end')
      .insertContent({
        type: 'videoEmbed',
        attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Shaping a loaf' },
      })
      .run();
    paragraph(e, 'line');
    e.chain().focus('end').setHardBreak().insertContent('after the break').run();

    const json = e.getJSON();
    const parsed = postBodySchema.safeParse(json);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const types = new Set<string>();
    const marks = new Set<string>();
    const walk = (node: { type?: string; content?: unknown[]; marks?: { type: string }[] }) => {
      if (node.type) types.add(node.type);
      for (const mark of node.marks ?? []) marks.add(mark.type);
      for (const child of node.content ?? []) walk(child as typeof node);
    };
    walk(json);
    expect([...types].sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'codeBlock',
        'doc',
        'hardBreak',
        'heading',
        'horizontalRule',
        'image',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
        'videoEmbed',
      ].sort(),
    );
    expect([...marks].sort()).toEqual(['bold', 'italic', 'link']);
  });

  it('turns pasted markup it has no place for into what a post may hold', () => {
    const e = newEditor(
      '<h1>Big title</h1><h5>Small</h5><script>alert(1)</script><table><tr><td>cell</td></tr></table>' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com" title="t">good</a></p>' +
        '<ul><li><p>item</p></li></ul><img src="data:image/png;base64,AAAA" alt="x">' +
        '<img src="https://example.com/no-alt.jpg"><img src="/elsewhere.jpg" alt="">' +
        '<img src="https://example.com/kept.jpg" alt="A kept photo">',
    );
    const parsed = postBodySchema.safeParse(e.getJSON());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const text = JSON.stringify(e.getJSON());
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('"level":1');
    expect(text).not.toContain('data:image');
    expect(text).not.toContain('no-alt');
    expect(text).not.toContain('elsewhere');
    expect(text).toContain('"alt":"A kept photo"');
  });

  it('loads a stored body and gives it back the same', () => {
    const body = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Small' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'under', marks: [{ type: 'underline' }, { type: 'strike' }] },
            { type: 'text', text: ' code', marks: [{ type: 'code' }] },
          ],
        },
      ],
    };
    const e = newEditor(body);
    const parsed = postBodySchema.safeParse(e.getJSON());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(e.getJSON().content?.[0]).toEqual(body.content[0]);
  });
});

import type { Attributes, Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { Link } from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isPostBodyLink, isSafeMediaUrl } from '@tessera/core';
import { VideoEmbed } from './video-embed';

/**
 * A link as the body schema takes it: href, target, rel and class (Tiptap's own link also keeps a
 * title, which a post does not have). Only addresses the schema accepts become links, typed,
 * pasted or set.
 */
const PostLink = Link.extend({
  addAttributes() {
    const attributes: Attributes = { ...(this.parent?.() as Attributes) };
    delete attributes.title;
    return attributes;
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isPostBodyLink(url),
});

/** An image address a post may hold: a path on the site (the library's) or https. */
const isPostImageSource = (src: string) =>
  isSafeMediaUrl(src) && (src.startsWith('/') || src.startsWith('https://'));

/**
 * Pasted or dropped markup brings only images a post may hold: with an address it accepts and
 * alt text. Others are left out rather than kept to be refused on save.
 */
const PostImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => {
          const src = (element.getAttribute('src') ?? '').trim();
          const alt = (element.getAttribute('alt') ?? '').trim();
          return src && isPostImageSource(src) && alt ? null : false;
        },
      },
    ];
  },
});

/**
 * The editor's schema is the post body's (`postBodySchema` in core): headings 2 to 4, the lists,
 * quote, code, divider, line breaks, images, videos; bold, italic, underline, strike, code and
 * links. What StarterKit has beyond that is left out, so the editor cannot make anything the
 * server would refuse.
 */
export function postExtensions(options: { placeholder?: string } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: false,
      codeBlock: { defaultLanguage: null, enableTabIndentation: false },
    }),
    PostLink,
    PostImage.configure({ inline: false, allowBase64: false }),
    VideoEmbed,
    CharacterCount,
    Placeholder.configure({ placeholder: options.placeholder ?? 'Tell your story...' }),
  ];
}

import { Node, mergeAttributes } from '@tiptap/core';
import { isVideoAddress } from '@tessera/core';

/**
 * A YouTube or Vimeo video in a post: `{type: 'videoEmbed', attrs: {src, title}}`, as the body
 * schema takes it. The editor draws a card naming the video; the live site draws the player.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-src'),
        renderHTML: (attributes) => ({ 'data-src': attributes.src as string }),
      },
      title: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-title'),
        renderHTML: (attributes) =>
          attributes.title ? { 'data-title': attributes.title as string } : {},
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-video-embed]',
        getAttrs: (element) =>
          isVideoAddress(element.getAttribute('data-src') ?? '') ? null : false,
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const src = String(node.attrs.src ?? '');
    const host = /vimeo/i.test(src) ? 'Vimeo video' : 'YouTube video';
    return [
      'div',
      mergeAttributes(HTMLAttributes, { 'data-video-embed': '', class: 'post-video' }),
      ['span', { class: 'post-video-badge', 'aria-hidden': 'true' }, '▶'],
      [
        'span',
        { class: 'post-video-text' },
        ['strong', {}, (node.attrs.title as string | null) || host],
        ['span', {}, src],
      ],
    ];
  },
});

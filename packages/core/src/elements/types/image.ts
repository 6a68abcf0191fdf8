import { text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const image: ElementDefinition = {
  category: 'content',
  withoutText: true,
  label: 'Image',
  icon: 'image',
  fields: {
    src: { kind: 'media', label: 'Image URL', accept: 'image' },
    alt: text('Alt text', 300),
    href: { kind: 'url', label: 'Link' },
  },
  defaultProps: { src: '', alt: '', href: '' },
  defaultStyles: { width: '100%', borderRadius: '12px' },
};

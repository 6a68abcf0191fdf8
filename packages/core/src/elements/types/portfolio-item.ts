import { text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const portfolioItem: ElementDefinition = {
  category: 'portfolio',
  label: 'Portfolio item',
  icon: 'image-play',
  fields: {
    image: { kind: 'media', label: 'Image URL', accept: 'image' },
    title: text('Title', 200),
    description: { kind: 'textarea', label: 'Description', maxLength: 2000 },
    href: { kind: 'url', label: 'Link' },
  },
  defaultProps: { image: '', title: 'Project title', description: '', href: '' },
  defaultStyles: {},
};

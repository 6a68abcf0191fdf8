import type { ElementDefinition } from '../element-meta.ts';

export const icon: ElementDefinition = {
  category: 'content',
  label: 'Icon',
  icon: 'star',
  fields: {
    name: { kind: 'icon', label: 'Icon' },
    size: { kind: 'number', label: 'Size', min: 8, max: 256, integer: true, unit: 'px' },
    color: { kind: 'color', label: 'Color' },
  },
  defaultProps: { name: 'star', size: 24, color: '#4f46e5' },
  defaultStyles: {},
};

import { text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const button: ElementDefinition = {
  category: 'content',
  label: 'Button',
  icon: 'mouse-pointer-click',
  fields: {
    text: text('Text', 100),
    variant: {
      kind: 'select',
      label: 'Variant',
      options: [
        { value: 'primary', label: 'Primary' },
        { value: 'secondary', label: 'Secondary' },
        { value: 'outline', label: 'Outline' },
      ],
    },
    href: { kind: 'url', label: 'Link' },
    openInNewTab: { kind: 'boolean', label: 'Open in new tab' },
  },
  defaultProps: { text: 'Get started', variant: 'primary', href: '', openInNewTab: false },
  defaultStyles: {},
};

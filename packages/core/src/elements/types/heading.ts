import { text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const heading: ElementDefinition = {
  category: 'content',
  label: 'Heading',
  icon: 'heading',
  fields: {
    text: text('Text', 300),
    level: {
      kind: 'select',
      label: 'Level',
      options: [
        { value: 1, label: 'H1' },
        { value: 2, label: 'H2' },
        { value: 3, label: 'H3' },
        { value: 4, label: 'H4' },
      ],
    },
  },
  defaultProps: { text: 'Your headline', level: 2 },
  // Size by level, font and colour come from the theme and the surroundings.
  defaultStyles: {},
};

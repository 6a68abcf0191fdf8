import type { ElementDefinition } from '../element-meta.ts';

export const text: ElementDefinition = {
  category: 'content',
  label: 'Text',
  icon: 'type',
  fields: { text: { kind: 'textarea', label: 'Text', maxLength: 10000, rows: 5 } },
  defaultProps: { text: 'Tell your visitors what makes your business special.' },
  defaultStyles: {},
};

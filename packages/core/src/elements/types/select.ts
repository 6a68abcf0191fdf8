import { fieldLabel, fieldName, required } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const select: ElementDefinition = {
  category: 'form',
  label: 'Select',
  icon: 'list',
  fields: {
    label: fieldLabel,
    options: { kind: 'options', label: 'Options', max: 100 },
    name: fieldName,
    required,
  },
  defaultProps: {
    label: 'Choose one',
    options: ['Option 1', 'Option 2'],
    name: 'choice',
    required: false,
  },
  defaultStyles: {},
};

import { fieldLabel, fieldName, required, text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const input: ElementDefinition = {
  category: 'form',
  label: 'Input',
  icon: 'text-cursor-input',
  fields: {
    label: fieldLabel,
    type: {
      kind: 'select',
      label: 'Type',
      options: ['text', 'email', 'tel', 'number', 'date', 'url'].map((v) => ({
        value: v,
        label: v,
      })),
    },
    placeholder: text('Placeholder', 200),
    name: fieldName,
    required,
  },
  defaultProps: {
    label: 'Your name',
    type: 'text',
    placeholder: '',
    name: 'name',
    required: false,
  },
  defaultStyles: {},
};

import { fieldLabel, fieldName, required, text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const textarea: ElementDefinition = {
  category: 'form',
  label: 'Text area',
  icon: 'align-left',
  fields: {
    label: fieldLabel,
    placeholder: text('Placeholder', 200),
    rows: { kind: 'number', label: 'Rows', min: 1, max: 30, integer: true },
    name: fieldName,
    required,
  },
  defaultProps: { label: 'Message', placeholder: '', rows: 3, name: 'message', required: false },
  defaultStyles: {},
};

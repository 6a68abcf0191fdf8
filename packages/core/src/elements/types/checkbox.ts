import { fieldLabel, fieldName } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const checkbox: ElementDefinition = {
  category: 'form',
  label: 'Checkbox',
  icon: 'square-check',
  fields: { label: fieldLabel, checked: { kind: 'boolean', label: 'Checked' }, name: fieldName },
  defaultProps: { label: 'I agree', checked: false, name: 'agree' },
  defaultStyles: {},
};

import { fieldLabel, fieldName } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const radio: ElementDefinition = {
  category: 'form',
  label: 'Radio',
  icon: 'circle-dot',
  fields: { label: fieldLabel, checked: { kind: 'boolean', label: 'Checked' }, name: fieldName },
  defaultProps: { label: 'Option', checked: false, name: 'option' },
  defaultStyles: {},
};

import { size } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const code: ElementDefinition = {
  category: 'other',
  withoutText: true,
  label: 'Code',
  icon: 'code',
  fields: { code: { kind: 'code', label: 'HTML', maxLength: 50000 }, height: size() },
  defaultProps: { code: '', height: 200 },
  defaultStyles: {},
};

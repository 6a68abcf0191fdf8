import { size } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const spacer: ElementDefinition = {
  category: 'layout',
  withoutText: true,
  label: 'Spacer',
  icon: 'move-vertical',
  fields: { height: size() },
  defaultProps: { height: 20 },
  defaultStyles: {},
};

import { spacing } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const container: ElementDefinition = {
  category: 'layout',
  laysOut: true,
  topLevel: true,
  accepts: ['ROW', 'COLUMN', ...spacing],
  label: 'Container',
  icon: 'box',
  fields: {},
  defaultProps: {},
  defaultStyles: {
    maxWidth: '1120px',
    marginLeft: 'auto',
    marginRight: 'auto',
    paddingLeft: '16px',
    paddingRight: '16px',
  },
};

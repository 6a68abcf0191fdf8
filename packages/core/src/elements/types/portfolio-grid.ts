import { columns } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const portfolioGrid: ElementDefinition = {
  category: 'portfolio',
  label: 'Portfolio grid',
  icon: 'gallery-horizontal',
  fields: { columns, items: { kind: 'portfolio-items', label: 'Items', max: 60 } },
  defaultProps: { columns: 3, items: [] },
  defaultStyles: {},
};

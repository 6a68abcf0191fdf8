import { columns, limit } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const productGrid: ElementDefinition = {
  category: 'ecommerce',
  label: 'Product grid',
  icon: 'layout-grid',
  fields: { columns, limit },
  defaultProps: { columns: 3, limit: 6 },
  defaultStyles: {},
};

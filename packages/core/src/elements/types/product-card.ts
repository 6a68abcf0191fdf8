import type { ElementDefinition } from '../element-meta.ts';

export const productCard: ElementDefinition = {
  category: 'ecommerce',
  label: 'Product card',
  icon: 'package',
  fields: { productId: { kind: 'reference', label: 'Product', to: 'product' } },
  defaultProps: { productId: null },
  defaultStyles: {},
};

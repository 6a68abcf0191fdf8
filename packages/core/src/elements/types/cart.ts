import type { ElementDefinition } from '../element-meta.ts';

export const cart: ElementDefinition = {
  category: 'ecommerce',
  label: 'Cart',
  icon: 'shopping-cart',
  fields: {},
  defaultProps: {},
  defaultStyles: {},
};

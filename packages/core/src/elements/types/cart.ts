import type { ElementDefinition } from '../element-meta.ts';

export const cart: ElementDefinition = {
  label: 'Cart',
  icon: 'shopping-cart',
  fields: {},
  defaultProps: {},
  defaultStyles: {},
};

import type { ElementDefinition } from '../element-meta.ts';

export const checkout: ElementDefinition = {
  category: 'ecommerce',
  label: 'Checkout',
  icon: 'credit-card',
  fields: {},
  defaultProps: {},
  defaultStyles: {},
};

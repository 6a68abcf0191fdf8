import type { ElementDefinition } from '../element-meta.ts';

export const checkout: ElementDefinition = {
  label: 'Checkout',
  icon: 'credit-card',
  fields: {},
  defaultProps: {},
  defaultStyles: {},
};

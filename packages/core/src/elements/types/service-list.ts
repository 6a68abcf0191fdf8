import type { ElementDefinition } from '../element-meta.ts';

export const serviceList: ElementDefinition = {
  category: 'booking',
  label: 'Service list',
  icon: 'list-checks',
  fields: { serviceId: { kind: 'reference', label: 'Service', to: 'service' } },
  defaultProps: { serviceId: null },
  defaultStyles: {},
};

import type { ElementDefinition } from '../element-meta.ts';

export const calendar: ElementDefinition = {
  category: 'booking',
  label: 'Calendar',
  icon: 'calendar-days',
  fields: { serviceId: { kind: 'reference', label: 'Service', to: 'service' } },
  defaultProps: { serviceId: null },
  defaultStyles: {},
};

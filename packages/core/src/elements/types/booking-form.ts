import type { ElementDefinition } from '../element-meta.ts';

export const bookingForm: ElementDefinition = {
  category: 'booking',
  label: 'Booking form',
  icon: 'calendar-check',
  fields: { serviceId: { kind: 'reference', label: 'Service', to: 'service' } },
  defaultProps: { serviceId: null },
  defaultStyles: {},
};

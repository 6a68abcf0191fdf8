import { size, text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const map: ElementDefinition = {
  category: 'other',
  withoutText: true,
  label: 'Map',
  icon: 'map-pin',
  fields: {
    address: text('Address', 300),
    zoom: { kind: 'number', label: 'Zoom', min: 1, max: 19, integer: true },
    height: size(),
  },
  defaultProps: { address: '', zoom: 14, height: 320 },
  defaultStyles: {},
};

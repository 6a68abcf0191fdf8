import { size } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const embed: ElementDefinition = {
  category: 'other',
  withoutText: true,
  label: 'Embed',
  icon: 'app-window',
  fields: { url: { kind: 'https-url', label: 'URL' }, height: size() },
  defaultProps: { url: '', height: 400 },
  defaultStyles: {},
};

import type { ElementDefinition } from '../element-meta.ts';

export const breadcrumb: ElementDefinition = {
  category: 'navigation',
  label: 'Breadcrumb',
  icon: 'chevrons-right',
  fields: {},
  defaultProps: {},
  defaultStyles: {},
};

import type { ElementDefinition } from '../element-meta.ts';

export const divider: ElementDefinition = {
  category: 'layout',
  withoutText: true,
  label: 'Divider',
  icon: 'minus',
  fields: {},
  defaultProps: {},
  defaultStyles: {
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: '#e2e8f0',
    marginTop: '16px',
    marginBottom: '16px',
  },
};

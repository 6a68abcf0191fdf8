import type { ElementDefinition } from '../element-meta.ts';

export const menu: ElementDefinition = {
  category: 'navigation',
  laysOut: true,
  label: 'Menu',
  icon: 'menu',
  fields: { links: { kind: 'links', label: 'Links', max: 30 } },
  defaultProps: { links: [{ label: 'Home', href: '/' }] },
  defaultStyles: {},
};

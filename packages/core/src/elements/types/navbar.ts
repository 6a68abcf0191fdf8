import { text } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const navbar: ElementDefinition = {
  category: 'navigation',
  laysOut: true,
  topLevel: true,
  label: 'Navbar',
  icon: 'panel-top',
  fields: {
    brand: text('Brand', 100),
    logoSrc: { kind: 'media', label: 'Logo URL', accept: 'image' },
    links: { kind: 'links', label: 'Links', max: 20 },
    sticky: { kind: 'boolean', label: 'Sticky' },
    cartLink: { kind: 'boolean', label: 'Cart link' },
  },
  defaultProps: { brand: 'My Business', logoSrc: '', links: [], sticky: false, cartLink: false },
  // Side padding lines the bar up with a default container (1120 px wide, 16 px inside).
  defaultStyles: {
    paddingTop: '16px',
    paddingBottom: '16px',
    paddingLeft: 'max(24px, calc((100% - 1088px) / 2))',
    paddingRight: 'max(24px, calc((100% - 1088px) / 2))',
  },
};

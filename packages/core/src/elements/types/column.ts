import { spacing } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const column: ElementDefinition = {
  category: 'layout',
  laysOut: true,
  // Every content-like block: the cart, checkout, menu and breadcrumb too (else they could be
  // placed nowhere), and spacers and dividers.
  acceptsCategories: ['content', 'form', 'ecommerce', 'booking', 'blog', 'portfolio'],
  accepts: ['MENU', 'BREADCRUMB', 'MAP', 'EMBED', 'CODE', ...spacing],
  label: 'Column',
  icon: 'rectangle-vertical',
  fields: {},
  defaultProps: {},
  defaultStyles: {
    flexGrow: '1',
    flexBasis: '0',
    minWidth: '240px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
  },
};

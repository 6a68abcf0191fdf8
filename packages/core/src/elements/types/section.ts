import { spacing } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const section: ElementDefinition = {
  category: 'layout',
  laysOut: true,
  topLevel: true,
  accepts: ['CONTAINER', 'ROW', ...spacing],
  label: 'Section',
  icon: 'square-dashed',
  // Its id on the page, so a link can lead to it (`page:{pageId}#{anchor}`).
  fields: { anchor: { kind: 'anchor', label: 'Anchor' } },
  defaultProps: { anchor: '' },
  defaultStyles: {
    paddingTop: '64px',
    paddingBottom: '64px',
    paddingLeft: '24px',
    paddingRight: '24px',
  },
};

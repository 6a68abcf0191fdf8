import type { ElementDefinition } from '../element-meta.ts';

export const row: ElementDefinition = {
  category: 'layout',
  laysOut: true,
  accepts: ['COLUMN'],
  label: 'Row',
  icon: 'columns-2',
  fields: {},
  defaultProps: {},
  // No flex-direction here: rows stack on phones unless the owner sets one.
  defaultStyles: { display: 'flex', flexWrap: 'wrap', gap: '24px' },
  starterChildren: ['COLUMN', 'COLUMN'],
};

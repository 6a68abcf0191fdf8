import type { BlockDefinition, BlockProps } from '../types.ts';
import { Choice, FIELD_CSS } from './shared/form-fields.tsx';

export const Checkbox = (p: BlockProps) => <Choice {...p} type="checkbox" />;

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Checkbox,
  css: [FIELD_CSS],
};

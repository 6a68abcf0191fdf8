import type { BlockDefinition, BlockProps } from '../types.ts';
import { Choice, FIELD_CSS } from './shared/form-fields.tsx';

export const Radio = (p: BlockProps) => <Choice {...p} type="radio" />;

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Radio,
  css: [FIELD_CSS],
};

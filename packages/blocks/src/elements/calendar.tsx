import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const Calendar = (p: BlockProps) => (
  <DesignTime {...p} title="Calendar" detail="Free slots of your services, by day" />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Calendar,
  css: [DESIGN_TIME_CSS],
};

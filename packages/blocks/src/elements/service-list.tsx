import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const ServiceList = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Service list"
    detail="Your published services with duration and price"
  />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: ServiceList,
  css: [DESIGN_TIME_CSS],
};

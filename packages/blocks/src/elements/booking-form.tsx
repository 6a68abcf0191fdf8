import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const BookingForm = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Booking form"
    detail="Lets visitors pick a service, a slot and book it"
  />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: BookingForm,
  css: [DESIGN_TIME_CSS],
};

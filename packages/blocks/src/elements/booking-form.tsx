import type { BlockDefinition, BlockProps } from '../types.ts';
import { InPageFlow } from '../booking/in-page-flow.tsx';
import { DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** A service's booking: day, time and details, in place. */
export const BookingForm = (p: BlockProps) => (
  <InPageFlow
    {...p}
    title="Booking form"
    detail="Lets visitors pick a service, a slot and book it"
  />
);

/** The block and its own CSS; the booking look (BOOKING_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: BookingForm,
  css: [DESIGN_TIME_CSS],
};

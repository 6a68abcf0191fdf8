import type { BlockDefinition, BlockProps } from '../types.ts';
import { InPageFlow } from '../booking/in-page-flow.tsx';
import { DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** A month of a service's free days and times, booked in place. */
export const Calendar = (p: BlockProps) => (
  <InPageFlow {...p} title="Calendar" detail="Free slots of your services, by day" />
);

/** The block and its own CSS; the booking look (BOOKING_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: Calendar,
  css: [DESIGN_TIME_CSS],
};

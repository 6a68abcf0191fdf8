import type { BlockProps } from '../types.ts';
import { str } from '../types.ts';
import { DesignTime } from '../elements/shared/design-time.tsx';
import { inPageBookingAnchor } from '../anchors.ts';
import { BookingFlow } from './booking-flow.tsx';

/**
 * A booking block on an owner's page: the same flow as the booking page, drawn in place for this
 * request (its links keep to the page and land on this block's id). Nothing on a live site when the service is not bookable.
 */
export function InPageFlow({
  title,
  detail,
  ...p
}: BlockProps & { title: string; detail: string }) {
  if (!p.ctx.bookingFlow) return <DesignTime {...p} title={title} detail={detail} />;
  const data = p.ctx.bookingFlow(str(p.props.serviceId) || null);
  if (!data) return null;
  return (
    <div {...p.root}>
      <BookingFlow data={data} inPage anchor={inPageBookingAnchor(p.element.id)} />
    </div>
  );
}

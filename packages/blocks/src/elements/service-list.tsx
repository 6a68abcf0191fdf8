import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, str } from '../types.ts';
import { ServiceTile } from '../booking/service-tile.tsx';
import type { ServiceSummary } from '../booking/types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** The services a list shows: the one chosen, or all the site's published ones. */
function servicesShown(props: Record<string, unknown>, services: readonly ServiceSummary[]) {
  const only = str(props.serviceId);
  return only ? services.filter((s) => s.id === only) : services;
}

/** The site's published services (or the one chosen), each with a way to book it. */
export const ServiceList = (p: BlockProps) => {
  const services = p.ctx.services;
  if (!services) {
    return (
      <DesignTime
        {...p}
        title="Service list"
        detail="Your published services with duration and price"
      />
    );
  }
  const shown = servicesShown(p.props, services.list);
  if (shown.length === 0) return null;
  return (
    <div {...p.root} className={cx('t-services', p.root.className)}>
      {shown.map((service) => (
        <ServiceTile
          key={service.id}
          service={service}
          ctx={p.ctx}
          href={services.href(service.slug)}
        />
      ))}
    </div>
  );
};

/** The block and its own CSS; the booking look (BOOKING_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: ServiceList,
  css: [DESIGN_TIME_CSS],
  leftOutLive: (props, ctx) =>
    !ctx.services || servicesShown(props, ctx.services.list).length === 0,
};

import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, str } from '../types.ts';
import { ServiceTile } from '../booking/service-tile.tsx';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

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
  const only = str(p.props.serviceId);
  const shown = only ? services.list.filter((s) => s.id === only) : services.list;
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
};

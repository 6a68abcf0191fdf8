import { LibraryImage } from '../library-image.tsx';
import { useFormatPrice } from '../store/price.tsx';
import type { RenderContext, RootAttributes } from '../types.ts';
import { cx } from '../types.ts';
import type { ServiceSummary } from './types.ts';

export const durationLabel = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : minutes % 60 === 0
      ? `${minutes / 60} h`
      : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/** A service with its length, price and a way to book it. */
export function ServiceTile({
  service,
  ctx,
  href,
  root,
}: {
  service: ServiceSummary;
  ctx: RenderContext;
  href: string;
  root?: RootAttributes;
}) {
  const formatPrice = useFormatPrice();
  return (
    <article {...root} className={cx('t-service', root?.className)}>
      {service.image ? (
        <LibraryImage
          src={service.image}
          alt=""
          ctx={ctx}
          sizes="(max-width: 640px) 100vw, 320px"
          className="t-service-image"
        />
      ) : null}
      <div className="t-service-body">
        <h3 className="t-service-name">{service.name}</h3>
        {service.description ? <p className="t-service-text">{service.description}</p> : null}
        <p className="t-service-meta">
          <span>{durationLabel(service.duration)}</span>
          <span>{service.price === 0 ? 'Free' : formatPrice(service.price, service.currency)}</span>
        </p>
      </div>
      <a className="t-button t-button-primary" href={href}>
        Book<span className="t-visually-hidden"> {service.name}</span>
      </a>
    </article>
  );
}

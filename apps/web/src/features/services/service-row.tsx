import { CalendarClock, ExternalLink, Pencil } from 'lucide-react';
import type { Service, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { SampleBadge } from '@/components/ui/sample-badge';
import { ProductStatusBadge } from '@/features/products/product-badges';
import { StaffAvatars } from '@/features/staff/staff-avatar';
import { DeleteButton } from './delete-button';
import { formatCapacity, formatDuration, liveBookingUrl } from './service-format';
import { ServiceTypeBadge } from './service-type-badge';
import { useDeleteService } from './use-services';

interface RowProps {
  service: Service;
  website: Website;
  staffNames: Map<string, string>;
  formatPrice: (amount: number) => string;
  thumbnail: (url: string) => string;
  onEdit: (service: Service) => void;
}

function ServiceThumb({ src }: { src: string | null }) {
  return (
    <span className="hidden h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted sm:flex">
      {src ? (
        <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
      ) : (
        <CalendarClock className="h-5 w-5 text-muted-foreground" aria-hidden />
      )}
    </span>
  );
}

function RowActions({
  service,
  website,
  onEdit,
}: Pick<RowProps, 'service' | 'website' | 'onEdit'>) {
  const remove = useDeleteService();
  const live = liveBookingUrl(service, website);
  return (
    <div className="flex items-center justify-end gap-0.5">
      {live ? (
        <Button asChild variant="ghost" size="sm" className="px-2 text-primary sm:px-3">
          <a
            href={live}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Book ${service.name} on the site (opens in a new tab)`}
          >
            <span className="hidden sm:inline">Book</span>
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </a>
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8 text-muted-foreground hover:text-foreground"
        aria-label={`Edit ${service.name}`}
        onClick={() => onEdit(service)}
      >
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <DeleteButton
        id={service.id}
        name={service.name}
        title="Delete service"
        description={`Are you sure you want to delete "${service.name}"? It leaves your website's booking pages; bookings already made keep their details. This action cannot be undone.`}
        remove={remove}
        done="Service deleted successfully!"
        failed="Failed to delete service. Please try again."
      />
    </div>
  );
}

/** One service in the list: picture, name, type, length, price, places, staff, status. */
export function ServiceRow(props: RowProps) {
  const { service, staffNames, formatPrice, thumbnail, onEdit } = props;
  const staff = service.staffIds
    .filter((id) => staffNames.has(id))
    .map((id) => ({ id, name: staffNames.get(id)! }));
  return (
    <tr className="hover:bg-muted/50">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <ServiceThumb src={service.image ? thumbnail(service.image) : null} />
          <div className="min-w-0">
            <button
              type="button"
              onClick={() => onEdit(service)}
              className="line-clamp-2 cursor-pointer text-left font-medium break-words hover:text-primary hover:underline"
            >
              {service.name}
            </button>
            <p className="line-clamp-1 text-xs break-words text-muted-foreground">
              {service.description}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:hidden">
              <ServiceTypeBadge type={service.type} />
              <span className="tabular-nums">{formatDuration(service.duration)}</span>
              <span className="tabular-nums">{formatPrice(service.price)}</span>
              {service.capacity > 1 ? <span>{formatCapacity(service.capacity)}</span> : null}
              <ProductStatusBadge published={service.isPublished} />
              {service.sample ? <SampleBadge /> : null}
            </div>
          </div>
        </div>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <ServiceTypeBadge type={service.type} />
      </td>
      <td className="hidden px-4 py-3 text-sm whitespace-nowrap tabular-nums md:table-cell">
        {formatDuration(service.duration)}
        <span className="block text-xs text-muted-foreground 2xl:hidden">
          {formatCapacity(service.capacity)}
        </span>
      </td>
      <td className="hidden px-4 py-3 text-right text-sm whitespace-nowrap tabular-nums sm:table-cell">
        {formatPrice(service.price)}
      </td>
      <td className="hidden px-4 py-3 text-sm whitespace-nowrap tabular-nums 2xl:table-cell">
        {formatCapacity(service.capacity)}
      </td>
      <td className="hidden px-4 py-3 lg:table-cell">
        <StaffAvatars members={staff} />
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <div className="flex flex-wrap items-center gap-1">
          <ProductStatusBadge published={service.isPublished} />
          {service.sample ? <SampleBadge /> : null}
        </div>
      </td>
      <td className="px-2 py-3 sm:px-4">
        <RowActions service={service} website={props.website} onEdit={onEdit} />
      </td>
    </tr>
  );
}

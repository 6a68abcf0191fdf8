import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';
import { formatDuration } from '@/features/services/service-format';
import { useAllServices } from '@/features/services/use-services';
import type { StaffFormValues } from './staff-form-values';
import { QueryFieldStatus } from '@/features/services/query-field-status';

/** The services the member performs, each with a switch for whether they are its main person. */
export function StaffServicesField({ websiteId }: { websiteId: string }) {
  const { watch, setValue } = useFormContext<StaffFormValues>();
  const services = useAllServices(websiteId);
  const chosen = watch('services');
  const change = (next: StaffFormValues['services']) =>
    setValue('services', next, { shouldDirty: true });

  if (!services.data) return <QueryFieldStatus query={services} what="services" />;
  if (services.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
        No services yet. Add them on the{' '}
        <Link to="/dashboard/services" className="font-medium text-primary underline">
          Services
        </Link>{' '}
        tab, then choose who performs each.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">Services performed</legend>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {services.data.map((service) => {
          const link = chosen.find((c) => c.serviceId === service.id);
          return (
            <li key={service.id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={Boolean(link)}
                  onChange={(e) =>
                    change(
                      e.target.checked
                        ? [...chosen, { serviceId: service.id, isPrimary: false }]
                        : chosen.filter((c) => c.serviceId !== service.id),
                    )
                  }
                  className="h-4 w-4 accent-primary"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{service.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {formatDuration(service.duration)}
                  </span>
                </span>
              </label>
              {link ? (
                <label className="flex items-center gap-2 text-sm text-muted-foreground">
                  Primary
                  <Switch
                    checked={link.isPrimary}
                    aria-label={`Primary for ${service.name}`}
                    onCheckedChange={(on) =>
                      change(
                        chosen.map((c) =>
                          c.serviceId === service.id ? { ...c, isPrimary: on } : c,
                        ),
                      )
                    }
                  />
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">
        Primary people are listed first on the booking page and offered first when a visitor picks
        anyone available.
      </p>
    </fieldset>
  );
}

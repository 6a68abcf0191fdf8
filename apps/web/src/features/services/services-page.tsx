import { useState } from 'react';
import { CalendarCheck, CheckCircle2, DollarSign, Plus, Sparkles } from 'lucide-react';
import { SERVICE_TYPES, type Service, type Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { ListStates } from '@/components/ui/list-states';
import { ListToolbar, type ListFilterOption } from '@/components/ui/list-toolbar';
import { StatCard } from '@/components/ui/stat-card';
import { useThumbnails } from '@/features/products/product-image';
import { usePriceFormat } from '@/features/products/use-products';
import { useStaffList } from '@/features/staff/use-staff';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { formatNumber } from '@/lib/format';
import { useListFilters } from '@/lib/use-list-filters';
import { RecentBookings } from './recent-bookings';
import { ServiceDialog } from './service-dialog';
import { SERVICE_TYPE_LABELS } from './service-format';
import { ServiceRow } from './service-row';
import { ServicesHeader } from './services-header';
import { ListSkeleton } from './services-skeleton';
import { useServices, useServiceStats, type ServiceTypeFilter } from './use-services';

const TYPES: ServiceTypeFilter[] = ['all', ...SERVICE_TYPES];
const TYPE_OPTIONS: ListFilterOption<ServiceTypeFilter>[] = TYPES.map((t) => ({
  value: t,
  label: t === 'all' ? 'All types' : SERVICE_TYPE_LABELS[t],
}));

const SERVICE_COLUMNS: ListColumn[] = [
  { label: 'Service', className: 'w-full' },
  { label: 'Type', className: 'hidden sm:table-cell' },
  { label: 'Duration', className: 'hidden md:table-cell' },
  { label: 'Price', className: 'hidden text-right sm:table-cell' },
  { label: 'Capacity', className: 'hidden 2xl:table-cell' },
  { label: 'Staff', className: 'hidden lg:table-cell' },
  { label: 'Status', className: 'hidden sm:table-cell' },
  { label: '', className: 'text-right' },
];

export function ServicesPage() {
  return (
    <SelectedWebsiteGate what="services">
      {(website) => <WebsiteServices key={website.id} website={website} />}
    </SelectedWebsiteGate>
  );
}

function ServiceStatCards({ websiteId }: { websiteId: string }) {
  const stats = useServiceStats(websiteId);
  const formatPrice = usePriceFormat(websiteId);
  const unknown = stats.isError ? '—' : undefined;
  const figure = (value: number | undefined) =>
    value === undefined ? unknown : formatNumber(value);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 2xl:grid-cols-4">
      <StatCard label="Total Services" value={figure(stats.data?.totalServices)} icon={Sparkles} />
      <StatCard
        label="Published"
        value={figure(stats.data?.publishedServices)}
        icon={CheckCircle2}
        tone="green"
      />
      <StatCard
        label="Bookings this week"
        value={figure(stats.data?.bookingsThisWeek)}
        icon={CalendarCheck}
        tone="sky"
        hint="The last 7 days"
      />
      <StatCard
        label="Revenue this month"
        value={stats.data ? formatPrice(stats.data.revenueThisMonth) : unknown}
        icon={DollarSign}
        tone="amber"
      />
    </div>
  );
}

function WebsiteServices({ website }: { website: Website }) {
  const websiteId = website.id;
  const {
    search,
    typed,
    setTyped,
    choice: type,
    setChoice,
    clear,
  } = useListFilters('type', TYPES, 'all' as ServiceTypeFilter);
  const list = useServices(websiteId, { search, type });
  const staff = useStaffList(websiteId);
  const formatPrice = usePriceFormat(websiteId);
  const thumbnail = useThumbnails(websiteId);
  // The dialog's service: null adds one; undefined keeps the dialog closed.
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const staffNames = new Map((staff.data ?? []).map((m) => [m.id, m.name]));

  const addButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus className="h-4 w-4" aria-hidden /> Add Service
    </Button>
  );
  const filtering = search !== '' || type !== 'all';

  return (
    <div className="space-y-6">
      <ServicesHeader website={website} action={addButton} />
      <ServiceStatCards websiteId={websiteId} />
      <ListToolbar
        search={{
          label: 'Search services',
          placeholder: 'Search by name...',
          value: typed,
          onChange: setTyped,
        }}
        filter={{
          label: 'Type',
          value: type,
          options: TYPE_OPTIONS,
          onChange: setChoice,
          className: 'sm:w-48',
        }}
      />
      <ListStates
        query={list}
        filtering={filtering}
        loading={<ListSkeleton label="Loading services" />}
        errorTitle="Failed to fetch services"
        empty={
          <EmptyState
            icon={Sparkles}
            title="No services yet"
            description="Add the appointments, classes, courses and memberships you offer. Published services can be booked on your website at the times your staff work."
            action={addButton}
          />
        }
        noMatch={{
          title: 'No services match',
          description: 'Try another name, or choose a different type.',
          onClear: clear,
        }}
      >
        {(items) => (
          <ListTable
            caption="Services"
            columns={SERVICE_COLUMNS}
            headingClassName="whitespace-nowrap"
          >
            {items.map((service) => (
              <ServiceRow
                key={service.id}
                service={service}
                website={website}
                staffNames={staffNames}
                formatPrice={formatPrice}
                thumbnail={thumbnail.src}
                onEdit={setEditing}
              />
            ))}
          </ListTable>
        )}
      </ListStates>
      <RecentBookings websiteId={websiteId} />
      <ServiceDialog
        websiteId={websiteId}
        service={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
    </div>
  );
}

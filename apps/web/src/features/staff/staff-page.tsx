import { useEffect } from 'react';
import { Link } from 'react-router';
import { Plus, Users } from 'lucide-react';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { ServicesHeader } from '@/features/services/services-header';
import { ListSkeleton } from '@/features/services/services-skeleton';
import { useAllServices } from '@/features/services/use-services';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { notify } from '@/lib/toast';
import { StaffRow } from './staff-row';
import { useStaffList } from './use-staff';

/** `/dashboard/services/staff`: the people who perform the website's services. */
export function StaffPage() {
  return (
    <SelectedWebsiteGate what="staff">
      {(website) => <WebsiteStaff key={website.id} website={website} />}
    </SelectedWebsiteGate>
  );
}

const addLink = (
  <Button asChild>
    <Link to="/dashboard/services/staff/new">
      <Plus className="h-4 w-4" aria-hidden /> Add Staff
    </Link>
  </Button>
);

function WebsiteStaff({ website }: { website: Website }) {
  const list = useStaffList(website.id);
  const services = useAllServices(website.id);
  const serviceNames = new Map((services.data ?? []).map((s) => [s.id, s.name]));

  useEffect(() => {
    if (list.isError) notify.error('Failed to fetch staff');
  }, [list.isError]);

  let content;
  if (list.isPending) {
    content = <ListSkeleton label="Loading staff" round />;
  } else if (list.isError) {
    content = (
      <ErrorState
        title="Failed to fetch staff"
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.data.length === 0) {
    content = (
      <EmptyState
        icon={Users}
        title="No staff yet"
        description="Add the people who perform your services, with the hours they work. Visitors book the times they are free."
        action={addLink}
      />
    );
  } else {
    const columns: ListColumn[] = [
      { label: 'Name', className: 'min-w-[12rem]' },
      { label: 'Specialties', className: 'hidden md:table-cell' },
      { label: 'Services', className: 'hidden sm:table-cell' },
      { label: `Hours (${website.timezone})`, className: 'hidden xl:table-cell' },
      { label: '', className: 'text-right' },
    ];
    content = (
      <ListTable caption="Staff" columns={columns} headingClassName="whitespace-nowrap">
        {list.data.map((member) => (
          <StaffRow key={member.id} member={member} serviceNames={serviceNames} />
        ))}
      </ListTable>
    );
  }

  return (
    <div className="space-y-6">
      <ServicesHeader website={website} action={addLink} />
      <p className="text-sm text-muted-foreground">
        Working hours are in {website.timezone}, the website&apos;s time zone.{' '}
        <Link
          to={`/dashboard/websites/${website.id}/settings`}
          className="font-medium text-primary hover:underline"
        >
          Change it
        </Link>
      </p>
      {content}
    </div>
  );
}

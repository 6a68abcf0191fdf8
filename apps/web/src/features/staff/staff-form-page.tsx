import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { NotOpenedState } from '@/components/ui/not-opened-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { useWebsites } from '@/features/websites/use-websites';
import { StaffForm } from './staff-form';
import { useStaffMember } from './use-staff';

function FormSkeleton() {
  return (
    <div
      className="mx-auto max-w-4xl space-y-6"
      role="status"
      aria-label="Loading the staff member"
      aria-busy
    >
      <Skeleton className="h-8 w-56" />
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-4 p-6">
          <Skeleton className="h-5 w-1/4" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

/** `/dashboard/services/staff/new` and `/dashboard/services/staff/{id}/edit`. */
export function StaffFormPage() {
  const { staffId } = useParams();
  const existing = useStaffMember(staffId);
  const websites = useWebsites();
  return (
    <SelectedWebsiteGate what="staff">
      {(website) => {
        if (!staffId) return <StaffForm website={website} />;
        if (existing.isPending) return <FormSkeleton />;
        if (existing.isError) {
          return (
            <NotOpenedState
              title="This staff member could not be opened"
              description="They may have been removed, or belong to another account."
              backTo="/dashboard/services/staff"
              backLabel="Back to staff"
              onRetry={() => void existing.refetch()}
              retrying={existing.isRefetching}
            />
          );
        }
        // The member's own website (its zone), which may not be the one selected.
        const own = websites.data?.find((w) => w.id === existing.data.websiteId) ?? website;
        return <StaffForm key={existing.data.id} website={own} member={existing.data} />;
      }}
    </SelectedWebsiteGate>
  );
}

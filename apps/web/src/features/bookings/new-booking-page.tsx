import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import type { Website } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { NewBookingForm } from './new-booking-form';
import { useBookingResources } from './use-bookings';

export function NewBookingPage() {
  return (
    <div className="space-y-6">
      <BackLink to="/dashboard/bookings">Bookings</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">New booking</h1>
        <p className="mt-1 text-muted-foreground">
          Book a customer who called or came by, under the same rules as your booking page.
        </p>
      </div>
      <SelectedWebsiteGate what="bookings">
        {(website) => <NewBookingFor key={website.id} website={website} />}
      </SelectedWebsiteGate>
    </div>
  );
}

function NewBookingFor({ website }: { website: Website }) {
  const { services, staff } = useBookingResources(website.id);
  if (services.isPending || staff.isPending) {
    return (
      <Card
        className="space-y-4 p-6"
        aria-busy="true"
        role="status"
        aria-label="Loading the booking form"
      >
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </Card>
    );
  }
  if (services.isError || staff.isError) {
    return (
      <ErrorState
        title="The services could not be loaded"
        onRetry={() => {
          void services.refetch();
          void staff.refetch();
        }}
      />
    );
  }
  if (services.data.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        title="No services yet"
        description="A booking is for a service. Add the services you offer and who performs them first."
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard/services">Add a service</Link>
          </Button>
        }
      />
    );
  }
  return (
    <NewBookingForm
      websiteId={website.id}
      zone={website.timezone || 'UTC'}
      services={services.data}
      staff={staff.data}
    />
  );
}

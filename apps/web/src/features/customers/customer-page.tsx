import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CalendarDays,
  Mail,
  MessageSquareText,
  Pencil,
  Phone,
  ShoppingCart,
  StickyNote,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { CustomerDetail, CustomerEvent } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailHeader } from '@/components/ui/detail-header';
import { NotOpenedState } from '@/components/ui/not-opened-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatDate, formatDateTime } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';
import { notify } from '@/lib/toast';
import { CustomerStatusBadge } from './customer-status-badge';
import { EmailCustomerDialog } from './email-customer-dialog';
import { useCustomer, useDeleteCustomer } from './use-customers';

const eventIcons: Record<CustomerEvent['kind'], LucideIcon> = {
  submission: MessageSquareText,
  email: Mail,
  order: ShoppingCart,
  booking: CalendarDays,
  note: StickyNote,
};

function TimelineEntry({ event }: { event: CustomerEvent }) {
  const Icon = eventIcons[event.kind];
  const text =
    event.kind === 'submission' && event.refId ? (
      <Link to={`/dashboard/inbox/${event.refId}`} className="hover:text-primary hover:underline">
        {event.summary}
      </Link>
    ) : (
      event.summary
    );
  return (
    <li className="relative flex gap-3 pb-6 last:pb-0">
      <span className="relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <div className="min-w-0 pt-1">
        <p className="text-sm font-medium break-words">{text}</p>
        <time
          dateTime={event.createdAt}
          title={formatDateTime(event.createdAt)}
          className="text-xs text-muted-foreground"
        >
          {relativeTime(event.createdAt)}
        </time>
      </div>
    </li>
  );
}

export function CustomerPage() {
  const { customerId } = useParams();
  const customer = useCustomer(customerId);
  if (customer.isPending) {
    return (
      <Card className="space-y-4 p-6" role="status" aria-label="Loading the customer">
        <Skeleton className="h-7 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-32 w-full" />
      </Card>
    );
  }
  if (customer.isError) {
    return (
      <NotOpenedState
        title="This customer could not be opened"
        description="They may have been deleted, or they belong to another account."
        backTo="/dashboard/customers"
        backLabel="Back to customers"
      />
    );
  }
  return <CustomerView customer={customer.data} />;
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const navigate = useNavigate();
  const [emailing, setEmailing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteCustomer();

  return (
    <div className="space-y-6">
      <BackLink to="/dashboard/customers">Customers</BackLink>
      <DetailHeader
        title={customer.name || customer.email}
        titleClassName="truncate"
        badge={<CustomerStatusBadge status={customer.status} />}
        description={<>Customer since {formatDate(customer.createdAt)}</>}
        actions={
          <>
            <Button onClick={() => setEmailing(true)}>
              <Mail className="h-4 w-4" aria-hidden /> E-mail customer
            </Button>
            <Button asChild variant="outline">
              <Link to={`/dashboard/customers/${customer.id}/edit`}>
                <Pencil className="h-4 w-4" aria-hidden /> Edit
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </Button>
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-6">
          <Card className="space-y-3 p-5">
            <h2 className="text-sm font-semibold">Contact</h2>
            <a
              href={`mailto:${customer.email}`}
              className="flex items-center gap-2 text-sm break-all text-primary hover:underline"
            >
              <Mail className="h-4 w-4 shrink-0" aria-hidden /> {customer.email}
            </a>
            <p className="flex items-center gap-2 text-sm">
              <Phone className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              {customer.phone ?? <span className="text-muted-foreground">No phone</span>}
            </p>
            {customer.notes ? (
              <p className="rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-wrap">
                {customer.notes}
              </p>
            ) : null}
          </Card>
          <Card className="grid grid-cols-3 divide-x divide-border">
            {[
              ['Orders', String(customer.totalOrders)],
              ['Spent', formatCurrency(customer.totalSpent, customer.currency)],
              ['Messages', String(customer.submissionCount)],
            ].map(([label, value]) => (
              <div key={label} className="p-4">
                <p className="text-xs text-muted-foreground">{label}</p>
                <p className="mt-1 font-semibold tabular-nums">{value}</p>
              </div>
            ))}
          </Card>
        </div>
        <Card className="p-5">
          <h2 className="mb-4 text-sm font-semibold">Timeline</h2>
          {customer.timeline.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing yet. Messages, e-mails, orders and bookings will appear here.
            </p>
          ) : (
            <ol
              aria-label="Timeline"
              className="relative before:absolute before:top-2 before:bottom-2 before:left-4 before:w-px before:bg-border"
            >
              {customer.timeline.map((event) => (
                <TimelineEntry key={event.id} event={event} />
              ))}
            </ol>
          )}
        </Card>
      </div>

      <EmailCustomerDialog customer={customer} open={emailing} onOpenChange={setEmailing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this customer?"
        description={`${customer.name || customer.email} will be deleted, and their personal data erased from their messages too. This action cannot be undone.`}
        confirmLabel="Delete customer"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(customer.id, {
            onSuccess: () => {
              notify.success('Customer deleted successfully!');
              void navigate('/dashboard/customers');
            },
            onError: () => notify.error('Failed to delete customer'),
          })
        }
      />
    </div>
  );
}

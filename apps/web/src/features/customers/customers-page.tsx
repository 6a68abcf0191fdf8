import { useState } from 'react';
import { Link } from 'react-router';
import { Download, Plus, UserPlus, Users, UserRoundCheck, Sparkles } from 'lucide-react';
import type { Customer } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { ListStates } from '@/components/ui/list-states';
import { ListToolbar, type ListFilterOption } from '@/components/ui/list-toolbar';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { api, downloadFile } from '@/lib/api';
import { formatCurrency, formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useListFilters } from '@/lib/use-list-filters';
import { CustomerStatusBadge } from './customer-status-badge';
import { useCustomers, useCustomerStats, type CustomerStatusFilter } from './use-customers';

const STATUSES: ListFilterOption<CustomerStatusFilter>[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'new', label: 'New' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const CUSTOMER_COLUMNS: ListColumn[] = [
  { label: 'Name' },
  { label: 'Email', className: 'hidden sm:table-cell' },
  { label: 'Phone', className: 'hidden lg:table-cell' },
  { label: 'Status' },
  { label: 'Orders', className: 'hidden text-right md:table-cell' },
  { label: 'Spent', className: 'hidden text-right md:table-cell' },
  { label: 'Messages', className: 'hidden text-right xl:table-cell' },
  { label: 'Added', className: 'hidden lg:table-cell' },
];

export function CustomersPage() {
  return (
    <SelectedWebsiteGate what="customers">
      {(website) => <WebsiteCustomers key={website.id} websiteId={website.id} />}
    </SelectedWebsiteGate>
  );
}

function CustomerRow({ customer }: { customer: Customer }) {
  return (
    <tr className="hover:bg-muted/50">
      <td className="px-4 py-3">
        <Link
          to={`/dashboard/customers/${customer.id}`}
          className="font-medium text-foreground hover:text-primary hover:underline"
        >
          {customer.name || customer.email}
        </Link>
        <div className="text-xs text-muted-foreground sm:hidden">{customer.email}</div>
      </td>
      <td className="hidden px-4 py-3 text-sm text-muted-foreground sm:table-cell">
        {customer.email}
      </td>
      <td className="hidden px-4 py-3 text-sm text-muted-foreground lg:table-cell">
        {customer.phone ?? '—'}
      </td>
      <td className="px-4 py-3">
        <CustomerStatusBadge status={customer.status} />
      </td>
      <td className="hidden px-4 py-3 text-right text-sm tabular-nums md:table-cell">
        {customer.totalOrders}
      </td>
      <td className="hidden px-4 py-3 text-right text-sm tabular-nums md:table-cell">
        {formatCurrency(customer.totalSpent, customer.currency)}
      </td>
      <td className="hidden px-4 py-3 text-right text-sm tabular-nums xl:table-cell">
        {customer.submissionCount}
      </td>
      <td className="hidden px-4 py-3 text-sm text-muted-foreground lg:table-cell">
        {formatDate(customer.createdAt)}
      </td>
    </tr>
  );
}

function WebsiteCustomers({ websiteId }: { websiteId: string }) {
  const {
    search,
    typed,
    setTyped,
    choice: status,
    setChoice,
    clear,
  } = useListFilters(
    'status',
    STATUSES.map((s) => s.value),
    'all' as CustomerStatusFilter,
  );

  const list = useCustomers(websiteId, { search, status });
  const stats = useCustomerStats(websiteId);
  const [exporting, setExporting] = useState(false);
  const unknown = stats.isError ? '—' : undefined;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(api.customers.exportPath(websiteId), 'customers.csv');
    } catch {
      notify.error('Failed to export customers');
    } finally {
      setExporting(false);
    }
  };

  const filtering = search !== '' || status !== 'all';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customers</h1>
          <p className="mt-1 text-muted-foreground">
            Everyone who wrote to you, bought or booked, in one place.
          </p>
        </div>
        <div className="flex gap-2 self-start sm:self-auto">
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download className="h-4 w-4" aria-hidden /> {exporting ? 'Exporting...' : 'Export'}
          </Button>
          <Button asChild>
            <Link to="/dashboard/customers/new">
              <Plus className="h-4 w-4" aria-hidden /> Add Customer
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Customers" value={stats.data?.total ?? unknown} icon={Users} />
        <StatCard label="New" value={stats.data?.new ?? unknown} icon={Sparkles} tone="sky" />
        <StatCard
          label="Active"
          value={stats.data?.active ?? unknown}
          icon={UserRoundCheck}
          tone="green"
        />
        <StatCard
          label="New in 30 days"
          value={stats.data?.newThisMonth ?? unknown}
          icon={UserPlus}
          tone="amber"
        />
      </div>
      <ListToolbar
        search={{
          label: 'Search customers',
          placeholder: 'Search by name or e-mail...',
          value: typed,
          onChange: setTyped,
        }}
        filter={{
          label: 'Status',
          value: status,
          options: STATUSES,
          onChange: setChoice,
          className: 'sm:w-48',
        }}
      />
      <ListStates
        query={list}
        filtering={filtering}
        loading={
          <Card className="divide-y divide-border" role="status" aria-label="Loading customers">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-4 p-4">
                <Skeleton className="h-4 w-1/4" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="ml-auto h-4 w-16" />
              </div>
            ))}
          </Card>
        }
        errorTitle="Failed to fetch customers"
        empty={
          <EmptyState
            icon={Users}
            title="No customers yet"
            description="No customers yet. Customer information will appear here."
            action={
              <Button asChild variant="outline">
                <Link to="/dashboard/customers/new">
                  <UserPlus className="h-4 w-4" aria-hidden /> Add a customer
                </Link>
              </Button>
            }
          />
        }
        noMatch={{
          title: 'No customers match',
          description: 'Try another name or e-mail, or choose a different status.',
          onClear: clear,
        }}
      >
        {(items) => (
          <ListTable caption="Customers" columns={CUSTOMER_COLUMNS}>
            {items.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ListTable>
        )}
      </ListStates>
    </div>
  );
}

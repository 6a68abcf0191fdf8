import { useState } from 'react';
import { Link } from 'react-router';
import { Clock, Download, PackageOpen, ShoppingCart, Wallet } from 'lucide-react';
import { anyOrderStatusLabel, ORDER_STATUSES } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { ListToolbar, type ListFilterOption } from '@/components/ui/list-toolbar';
import { StatCard } from '@/components/ui/stat-card';
import { useStoreSettings } from '@/features/store-settings/use-store-settings';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { api, downloadFile } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useListFilters } from '@/lib/use-list-filters';
import { orderMoney } from './order-money';
import { OrdersSkeleton, OrdersTable } from './orders-table';
import {
  useOrders,
  useOrderStats,
  useRefreshOnNewOrder,
  type OrderStatusFilter,
} from './use-orders';

const FILTERS: ListFilterOption<OrderStatusFilter>[] = [
  { value: 'all', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: anyOrderStatusLabel(status) })),
];

export function OrdersPage() {
  return (
    <SelectedWebsiteGate what="orders">
      {(website) => <WebsiteOrders key={website.id} websiteId={website.id} />}
    </SelectedWebsiteGate>
  );
}

function OrdersStats({ websiteId }: { websiteId: string }) {
  const stats = useOrderStats(websiteId);
  const store = useStoreSettings(websiteId);
  const unknown = stats.isError ? '—' : undefined;
  const count = (n: number | undefined) => (n === undefined ? unknown : formatNumber(n));
  // Money only in the store's own currency: a dash when that cannot be read, never a guess.
  const revenue =
    stats.data && store.data
      ? orderMoney(stats.data.totalRevenue, store.data.currency)
      : stats.isError || store.isError
        ? '—'
        : undefined;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Orders" value={count(stats.data?.totalOrders)} icon={ShoppingCart} />
      <StatCard label="Pending" value={count(stats.data?.pending)} icon={Clock} tone="amber" />
      <StatCard
        label="Processing"
        value={count(stats.data?.processing)}
        icon={PackageOpen}
        tone="sky"
      />
      <StatCard label="Total Revenue" value={revenue} icon={Wallet} tone="green" />
    </div>
  );
}

function WebsiteOrders({ websiteId }: { websiteId: string }) {
  const { search, typed, setTyped, choice, setChoice, clear } = useListFilters(
    'status',
    FILTERS.map((f) => f.value),
    'all' as OrderStatusFilter,
  );
  const list = useOrders(websiteId, { search, status: choice });
  useRefreshOnNewOrder(websiteId);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const today = new Date().toISOString().slice(0, 10);
      await downloadFile(api.orders.exportPath(websiteId), `orders-${today}.csv`);
      notify.success('Orders exported successfully!');
    } catch {
      notify.error('Failed to export orders');
    } finally {
      setExporting(false);
    }
  };

  const filtering = search !== '' || choice !== 'all';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Orders</h1>
          <p className="mt-1 text-muted-foreground">
            What customers bought on your website, from checkout to delivery.
          </p>
        </div>
        <Button
          variant="outline"
          className="self-start sm:self-auto"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          <Download className="h-4 w-4" aria-hidden />{' '}
          {exporting ? 'Exporting...' : 'Export Orders'}
        </Button>
      </div>
      <OrdersStats websiteId={websiteId} />
      <ListToolbar
        search={{
          label: 'Search orders',
          placeholder: 'Search by order number or customer...',
          value: typed,
          onChange: setTyped,
        }}
        filter={{
          label: 'Status',
          value: choice,
          options: FILTERS,
          onChange: setChoice,
          className: 'sm:w-48',
        }}
      />
      <ListStates
        query={list}
        filtering={filtering}
        loading={<OrdersSkeleton />}
        errorTitle="Failed to fetch orders"
        empty={
          <EmptyState
            icon={ShoppingCart}
            title="No orders yet"
            description="Orders will appear here when customers make purchases."
            action={
              <Button asChild variant="outline">
                <Link to={`/dashboard/websites/${websiteId}/settings#store`}>
                  Set up your store
                </Link>
              </Button>
            }
          />
        }
        noMatch={{
          title: 'No orders found',
          description: 'Try another order number or customer name, or choose a different status.',
          onClear: clear,
        }}
      >
        {(items) => <OrdersTable orders={items} />}
      </ListStates>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { DollarSign, Download, Package, Plus, ShoppingCart, Upload, Users } from 'lucide-react';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { ListStates } from '@/components/ui/list-states';
import { ListToolbar, type ListFilterOption } from '@/components/ui/list-toolbar';
import { StatCard } from '@/components/ui/stat-card';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { api, downloadFile } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useListFilters } from '@/lib/use-list-filters';
import { ImportProductsDialog } from './import-products-dialog';
import { useThumbnails } from './product-image';
import { ProductRow } from './product-row';
import { ProductsSkeleton } from './products-skeleton';
import {
  usePriceFormat,
  useProducts,
  useProductStats,
  type ProductStatusFilter,
} from './use-products';

const STATUSES: ListFilterOption<ProductStatusFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

const PRODUCT_COLUMNS: ListColumn[] = [
  { label: 'Product' },
  { label: 'SKU', className: 'hidden lg:table-cell' },
  { label: 'Price', className: 'hidden text-right sm:table-cell' },
  { label: 'Status', className: 'hidden sm:table-cell' },
  { label: 'Stock', className: 'hidden sm:table-cell' },
  { label: '', className: 'text-right' },
];

export function ProductsPage() {
  return (
    <SelectedWebsiteGate what="products">
      {(website) => <WebsiteProducts key={website.id} website={website} />}
    </SelectedWebsiteGate>
  );
}

const addProductLink = (
  <Button asChild>
    <Link to="/dashboard/products/new">
      <Plus className="h-4 w-4" aria-hidden /> Add Product
    </Link>
  </Button>
);

function WebsiteProducts({ website }: { website: Website }) {
  const websiteId = website.id;
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
    'all' as ProductStatusFilter,
  );
  const list = useProducts(websiteId, { search, status });
  const stats = useProductStats(websiteId);
  const formatPrice = usePriceFormat(websiteId);
  const thumbnail = useThumbnails(websiteId);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const unknown = stats.isError ? '—' : undefined;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(api.products.exportPath(websiteId), `products-${day}.csv`);
    } catch {
      notify.error('Failed to export products');
    } finally {
      setExporting(false);
    }
  };

  const filtering = search !== '' || status !== 'all';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Products</h1>
          <p className="mt-1 text-muted-foreground">What {website.name} sells, with stock.</p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload className="h-4 w-4" aria-hidden /> Import
          </Button>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download className="h-4 w-4" aria-hidden /> {exporting ? 'Exporting...' : 'Export'}
          </Button>
          {addProductLink}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Products"
          value={stats.data ? formatNumber(stats.data.totalProducts) : unknown}
          icon={Package}
        />
        <StatCard
          label="Total Orders"
          value={stats.data ? formatNumber(stats.data.totalOrders) : unknown}
          icon={ShoppingCart}
          tone="sky"
        />
        <StatCard
          label="Total Revenue"
          value={stats.data ? formatPrice(stats.data.totalRevenue) : unknown}
          icon={DollarSign}
          tone="green"
        />
        <StatCard
          label="Total Customers"
          value={stats.data ? formatNumber(stats.data.totalCustomers) : unknown}
          icon={Users}
          tone="amber"
        />
      </div>
      <ListToolbar
        search={{
          label: 'Search products',
          placeholder: 'Search by name or SKU...',
          value: typed,
          onChange: setTyped,
        }}
        filter={{
          label: 'Status',
          value: status,
          options: STATUSES,
          onChange: setChoice,
          className: 'sm:w-44',
        }}
      />
      <ListStates
        query={list}
        filtering={filtering}
        loading={<ProductsSkeleton />}
        errorTitle="Failed to fetch products"
        empty={
          <EmptyState
            icon={Package}
            title="No products yet"
            description="Add your first product with its photos, price and stock, or import a spreadsheet of them. Published products appear in your website's shop."
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {addProductLink}
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <Upload className="h-4 w-4" aria-hidden /> Import CSV
                </Button>
              </div>
            }
          />
        }
        noMatch={{
          title: 'No products match',
          description: 'Try another name or SKU, or choose a different status.',
          onClear: clear,
        }}
      >
        {(items) => (
          <ListTable caption="Products" columns={PRODUCT_COLUMNS}>
            {items.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                website={website}
                formatPrice={formatPrice}
                thumbnail={thumbnail}
              />
            ))}
          </ListTable>
        )}
      </ListStates>
      <ImportProductsDialog websiteId={websiteId} open={importing} onOpenChange={setImporting} />
    </div>
  );
}

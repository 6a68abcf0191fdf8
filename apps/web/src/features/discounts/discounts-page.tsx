import { useState } from 'react';
import { Plus, TicketPercent } from 'lucide-react';
import { DISCOUNT_STATUSES, type Discount, type DiscountStatus, type Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { ListStates } from '@/components/ui/list-states';
import { ListToolbar, type ListFilterOption } from '@/components/ui/list-toolbar';
import { usePriceFormat } from '@/features/products/use-products';
import { ListSkeleton } from '@/features/services/services-skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { useListFilters } from '@/lib/use-list-filters';
import { DiscountDialog } from './discount-dialog';
import { DISCOUNT_STATUS_LABELS } from './discount-format';
import { DiscountRow } from './discount-row';
import { useDiscounts } from './use-discounts';

type StatusFilter = 'all' | DiscountStatus;
const STATUSES: StatusFilter[] = ['all', ...DISCOUNT_STATUSES];
const STATUS_OPTIONS: ListFilterOption<StatusFilter>[] = STATUSES.map((s) => ({
  value: s,
  label: s === 'all' ? 'All codes' : DISCOUNT_STATUS_LABELS[s],
}));

const COLUMNS: ListColumn[] = [
  { label: 'Code', className: 'w-full' },
  { label: 'Uses', className: 'hidden sm:table-cell' },
  { label: 'Dates', className: 'hidden md:table-cell' },
  { label: 'Status', className: 'hidden sm:table-cell' },
  { label: '', className: 'text-right' },
];

export function DiscountsPage() {
  return (
    <SelectedWebsiteGate what="discount codes">
      {(website) => <WebsiteDiscounts key={website.id} website={website} />}
    </SelectedWebsiteGate>
  );
}

function WebsiteDiscounts({ website }: { website: Website }) {
  const websiteId = website.id;
  const { search, typed, setTyped, choice, setChoice, clear } = useListFilters(
    'status',
    STATUSES,
    'all' as StatusFilter,
  );
  const list = useDiscounts(websiteId, search);
  const formatPrice = usePriceFormat(websiteId);
  // The dialog's code: null adds one; undefined keeps the dialog closed.
  const [editing, setEditing] = useState<Discount | null | undefined>(undefined);
  const shown = {
    ...list,
    data: list.data?.filter((d) => choice === 'all' || d.status === choice),
  } as typeof list;

  const addButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus className="h-4 w-4" aria-hidden /> Add Code
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Discounts</h1>
          <p className="mt-1 text-muted-foreground">
            Codes buyers enter at {website.name}’s checkout, and how often they were used.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">{addButton}</div>
      </div>
      <ListToolbar
        search={{
          label: 'Search discount codes',
          placeholder: 'Search by code...',
          value: typed,
          onChange: setTyped,
        }}
        filter={{
          label: 'Status',
          value: choice,
          options: STATUS_OPTIONS,
          onChange: setChoice,
          className: 'sm:w-48',
        }}
      />
      <ListStates
        query={shown}
        filtering={search !== '' || choice !== 'all'}
        loading={<ListSkeleton label="Loading discount codes" />}
        errorTitle="Failed to fetch discount codes"
        empty={
          <EmptyState
            icon={TicketPercent}
            title="No discount codes yet"
            description="Add a code for a percent or an amount off, for all products or a few, with dates and a limit on its uses."
            action={addButton}
          />
        }
        noMatch={{
          title: 'No codes match',
          description: 'Try another code, or choose a different status.',
          onClear: clear,
        }}
      >
        {(items) => (
          <ListTable
            caption="Discount codes"
            columns={COLUMNS}
            headingClassName="whitespace-nowrap"
          >
            {items.map((discount) => (
              <DiscountRow
                key={discount.id}
                discount={discount}
                formatPrice={formatPrice}
                onEdit={setEditing}
              />
            ))}
          </ListTable>
        )}
      </ListStates>
      <DiscountDialog
        websiteId={websiteId}
        discount={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
    </div>
  );
}

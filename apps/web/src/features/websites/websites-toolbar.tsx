import { LayoutGrid, List, Search, X } from 'lucide-react';
import { Input, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { STATUS_FILTERS, type StatusFilter } from './website-filters';
import { useWebsitesView, type WebsitesLayout } from './websites-view-store';

const layouts: { value: WebsitesLayout; label: string; icon: typeof List }[] = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
];

/** Search, status filter and the grid/list switch of the Websites screen. */
export function WebsitesToolbar({
  search,
  status,
  onSearch,
  onStatus,
}: {
  search: string;
  status: StatusFilter;
  onSearch: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
}) {
  const layout = useWebsitesView((s) => s.layout);
  const setLayout = useWebsitesView((s) => s.setLayout);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search websites..."
          aria-label="Search websites"
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {search ? (
          <button
            type="button"
            onClick={() => onSearch('')}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 flex h-6 w-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="flex gap-3">
        <NativeSelect
          value={status}
          onChange={(event) => onStatus(event.target.value as StatusFilter)}
          aria-label="Filter by status"
          className="flex-1 sm:w-40 sm:flex-none"
        >
          {STATUS_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <div
          role="group"
          aria-label="Layout"
          className="flex shrink-0 rounded-lg border border-input bg-card p-0.5 shadow-xs"
        >
          {layouts.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              aria-label={label}
              aria-pressed={layout === value}
              title={label}
              onClick={() => setLayout(value)}
              className={cn(
                'flex h-8 w-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground',
                layout === value && 'bg-accent text-accent-foreground hover:text-accent-foreground',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

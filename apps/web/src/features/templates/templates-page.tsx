import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LayoutTemplate } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { TemplateSummary } from '@tessera/core';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { NoMatchState } from '@/components/ui/no-match-state';
import { Skeleton } from '@/components/ui/skeleton';
import { MyTemplatesPanel } from './my-templates-panel';
import { TemplateCard } from './template-card';
import {
  categoriesOf,
  filtersFrom,
  filterTemplates,
  NO_FILTERS,
  noMatchTitle,
  withFilters,
  type TemplateFilters,
} from './template-filters';
import { TemplateGalleryFilters } from './template-gallery-filters';
import { useTemplates } from './use-templates';

export { includedLine } from './template-filters';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function BuiltInGallery({
  templates,
  filters,
  onFilters,
}: {
  templates: TemplateSummary[];
  filters: TemplateFilters;
  onFilters: (filters: TemplateFilters) => void;
}) {
  const shown = filterTemplates(templates, filters);
  return (
    <div className="space-y-4">
      <TemplateGalleryFilters
        filters={filters}
        categories={categoriesOf(templates)}
        onChange={onFilters}
      />
      <p className="sr-only" role="status">
        {shown.length === 1 ? '1 template' : `${shown.length} templates`}
      </p>
      {shown.length === 0 ? (
        <NoMatchState
          title={noMatchTitle(filters)}
          description="Try other words, another category or fewer features."
          onClear={() => onFilters(NO_FILTERS)}
        />
      ) : (
        <div className={GRID}>
          {shown.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The template gallery: the built-in templates, each drawn live by the server as its website
 * would look, narrowed by search, category and features (kept in the address), and the owner's
 * own templates in a second tab.
 */
export function TemplatesPage() {
  const templates = useTemplates();
  const [params, setParams] = useSearchParams();
  // The words typed are held here as well as in the address, so quick typing loses none.
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const filters = { ...filtersFrom(params), q };
  const tab = params.get('tab') === 'mine' ? 'mine' : 'built-in';
  const setFilters = (next: TemplateFilters) => {
    setQ(next.q);
    setParams((current) => withFilters(current, next), { replace: true });
  };
  const setTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'mine') next.set('tab', 'mine');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Templates</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Start a website from a finished design with its pages, products, services and staff.
          Sample content stays off your live site until you edit or keep it.
        </p>
      </div>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label="Templates"
          className="mb-5 flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="built-in" className={tabClass}>
            Built-in
          </Tabs.Trigger>
          <Tabs.Trigger value="mine" className={tabClass}>
            My templates
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="built-in" className="focus-visible:outline-none">
          {templates.isPending ? (
            <div className={GRID}>
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="h-96 rounded-xl" />
              ))}
            </div>
          ) : templates.isError ? (
            <ErrorState
              title="Could not load the templates"
              onRetry={() => void templates.refetch()}
              retrying={templates.isRefetching}
            />
          ) : templates.data.length === 0 ? (
            <EmptyState
              icon={LayoutTemplate}
              title="No templates available yet"
              description="Ready-made websites for businesses, portfolios and shops will be listed here."
            />
          ) : (
            <BuiltInGallery templates={templates.data} filters={filters} onFilters={setFilters} />
          )}
        </Tabs.Content>
        <Tabs.Content value="mine" className="focus-visible:outline-none">
          <MyTemplatesPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

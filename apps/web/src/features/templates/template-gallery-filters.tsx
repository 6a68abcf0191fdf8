import { TEMPLATE_FEATURES, TEMPLATE_FEATURE_LABELS, type TemplateFeature } from '@tessera/core';
import { NativeSelect } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import type { TemplateFilters } from './template-filters';

/** Search, category and feature toggles above the gallery; each change goes to the address. */
export function TemplateGalleryFilters({
  filters,
  categories,
  onChange,
}: {
  filters: TemplateFilters;
  categories: string[];
  onChange: (filters: TemplateFilters) => void;
}) {
  const toggle = (feature: TemplateFeature) =>
    onChange({
      ...filters,
      features: filters.features.includes(feature)
        ? filters.features.filter((f) => f !== feature)
        : TEMPLATE_FEATURES.filter((f) => f === feature || filters.features.includes(f)),
    });
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput
        value={filters.q}
        onChange={(q) => onChange({ ...filters, q })}
        label="Search templates"
        placeholder="Search by name, business or feature"
        className="lg:max-w-sm"
      />
      <NativeSelect
        aria-label="Category"
        className="h-10 lg:w-48"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value })}
      >
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </NativeSelect>
      <div role="group" aria-label="Features" className="flex flex-wrap gap-1.5">
        {TEMPLATE_FEATURES.map((feature) => {
          const on = filters.features.includes(feature);
          return (
            <button
              key={feature}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(feature)}
              className={cn(
                'h-9 cursor-pointer rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                on
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-foreground hover:bg-muted',
              )}
            >
              {TEMPLATE_FEATURE_LABELS[feature]}
            </button>
          );
        })}
      </div>
    </div>
  );
}

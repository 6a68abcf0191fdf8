import {
  TEMPLATE_FEATURES,
  TEMPLATE_FEATURE_LABELS,
  type TemplateFeature,
  type TemplateSummary,
} from '@tessera/core';

/** What the gallery is narrowed to: kept in the address (`?q=&category=&feature=`). */
export interface TemplateFilters {
  /** Words to find in the name, description or categories. */
  q: string;
  /** One category, or '' for all. */
  category: string;
  /** Features every shown template must offer. */
  features: TemplateFeature[];
}

export const NO_FILTERS: TemplateFilters = { q: '', category: '', features: [] };

const isFeature = (value: string): value is TemplateFeature =>
  (TEMPLATE_FEATURES as readonly string[]).includes(value);

/** The filters an address carries; unknown features are ignored. */
export function filtersFrom(params: URLSearchParams): TemplateFilters {
  const features = params
    .getAll('feature')
    .flatMap((value) => value.split(','))
    .filter(isFeature);
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    // In the gallery's order, each once.
    features: TEMPLATE_FEATURES.filter((feature) => features.includes(feature)),
  };
}

/** The address's query with these filters (other parameters kept; empty ones left out). */
export function withFilters(params: URLSearchParams, filters: TemplateFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['q', 'category', 'feature']) next.delete(key);
  if (filters.q) next.set('q', filters.q);
  if (filters.category) next.set('category', filters.category);
  for (const feature of filters.features) next.append('feature', feature);
  return next;
}

export const hasFilters = (filters: TemplateFilters) =>
  filters.q.trim() !== '' || filters.category !== '' || filters.features.length > 0;

/** Every category the templates name, in alphabetical order, each once. */
export function categoriesOf(templates: readonly TemplateSummary[]): string[] {
  const seen = new Map<string, string>();
  for (const template of templates) {
    for (const category of template.categories) {
      const key = category.toLowerCase();
      if (!seen.has(key)) seen.set(key, category);
    }
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The templates the filters leave: in the chosen category, offering every chosen feature, and
 * with every word of the search in their name, description, categories or feature names.
 */
export function filterTemplates<T extends TemplateSummary>(
  templates: readonly T[],
  filters: TemplateFilters,
): T[] {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  const category = filters.category.toLowerCase();
  return templates.filter((template) => {
    if (category && !template.categories.some((c) => c.toLowerCase() === category)) return false;
    if (!filters.features.every((feature) => template.features.includes(feature))) return false;
    if (words.length === 0) return true;
    const text = fold(
      [
        template.name,
        template.description,
        ...template.categories,
        ...template.features.map((feature) => TEMPLATE_FEATURE_LABELS[feature]),
      ].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}

/** "No templates match “cafe” with Shop in Food": the empty gallery's title, from the filters. */
export function noMatchTitle(filters: TemplateFilters): string {
  const features = filters.features.map((feature) => TEMPLATE_FEATURE_LABELS[feature]);
  const q = filters.q.trim();
  return [
    q ? `No templates match “${q}”` : 'No templates',
    features.length > 0 ? `with ${features.join(' and ')}` : '',
    filters.category ? `in ${filters.category}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "4 pages · 5 services · 3 staff": what a website made from the template starts with. */
export function includedLine(template: TemplateSummary): string {
  const { products, services, staff, posts } = template.counts;
  const parts: [number, string, string][] = [
    [template.pageCount, 'page', 'pages'],
    [products, 'product', 'products'],
    [services, 'service', 'services'],
    [staff, 'staff member', 'staff'],
    [posts, 'post', 'posts'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(' · ');
}

import { LayoutTemplate } from 'lucide-react';
import { TEMPLATE_FEATURE_LABELS, type TemplateSummary } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { openCreateWebsiteFrom } from '@/features/websites/create-website-store';
import { useTemplates } from './use-templates';

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

function TemplateCard({ template }: { template: TemplateSummary }) {
  return (
    <Card className="flex flex-col gap-3 p-5" data-template={template.id}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">{template.name}</h2>
        <span
          className={
            template.plan === 'pro'
              ? 'rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground'
              : 'rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
          }
        >
          {template.plan === 'pro' ? 'Pro' : 'Free'}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{template.description}</p>
      {template.features.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Features">
          {template.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full border border-border px-2 py-0.5 text-xs font-medium"
            >
              {TEMPLATE_FEATURE_LABELS[feature]}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">{includedLine(template)}</p>
      <Button
        className="mt-auto self-start"
        onClick={() => openCreateWebsiteFrom(template.id)}
        aria-label={`Use the ${template.name} template`}
      >
        Use this template
      </Button>
    </Card>
  );
}

/** The gallery of built-in templates: each starts a new website with its pages and samples. */
export function TemplatesPage() {
  const templates = useTemplates();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Templates</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Start a website from a finished design with its pages, services and staff. Sample content
          stays off your live site until you edit or keep it.
        </p>
      </div>
      {templates.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-52 rounded-xl" />
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
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {templates.data.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </div>
      )}
    </div>
  );
}

import { useParams, useSearchParams } from 'react-router';
import { LayoutTemplate, Monitor, Smartphone, Tablet } from 'lucide-react';
import { CANVAS_WIDTHS, type Breakpoint, type TemplateDetail } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { FeatureBadges, PlanBadge } from './template-badges';
import { templatePreviewSrc, TemplatePreviewFrame } from './template-preview-frame';
import { UseTemplateButton } from './use-template-button';
import { useTemplate } from './use-templates';

/** The builder's device modes and widths: the preview shows each page as the canvas would. */
const DEVICES: { value: Breakpoint; label: string; icon: typeof Monitor }[] = [
  { value: 'desktop', label: 'Desktop', icon: Monitor },
  { value: 'tablet', label: 'Tablet', icon: Tablet },
  { value: 'mobile', label: 'Phone', icon: Smartphone },
];
/** How tall the preview is on screen, whatever the device's width is scaled to. */
const SHOWN_HEIGHT = 640;

const isDevice = (value: string | null): value is Breakpoint =>
  DEVICES.some((device) => device.value === value);

/** "5 pages", "1 product": a count with its noun. */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function WhatsIncluded({ template }: { template: TemplateDetail }) {
  const { products, services, staff, posts } = template.counts;
  const rows: [string, string][] = [
    ['Pages', `${template.pages.length}: ${template.pages.map((page) => page.name).join(', ')}`],
    ['Products', counted(products, 'product', 'products')],
    ['Services', counted(services, 'service', 'services')],
    ['Staff', counted(staff, 'person with weekly hours', 'people with weekly hours')],
    ['Posts', counted(posts, 'post', 'posts')],
  ];
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">What’s included</h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[6rem_1fr] gap-2">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        Products, services, staff and posts arrive as samples: they stay off your live site until
        you edit or keep them.
      </p>
    </Card>
  );
}

function TemplatePageSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the template">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="h-[32rem] rounded-xl" />
    </div>
  );
}

/**
 * `/dashboard/templates/{id}`: a template at the builder's device widths, any of its pages, what
 * a website made from it starts with, and Use this template.
 */
export function TemplatePage() {
  const { templateId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const template = useTemplate(templateId);
  const device = isDevice(params.get('device')) ? (params.get('device') as Breakpoint) : 'desktop';
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const back = <BackLink to="/dashboard/templates">Templates</BackLink>;
  if (template.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <TemplatePageSkeleton />
      </div>
    );
  }
  if (template.isError) {
    const missing = template.error instanceof ApiError && template.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        {missing ? (
          <EmptyState
            icon={LayoutTemplate}
            title="Template not found"
            description="There is no template at this address. Choose one from the gallery."
          />
        ) : (
          <ErrorState
            title="Could not load the template"
            onRetry={() => void template.refetch()}
            retrying={template.isRefetching}
          />
        )}
      </div>
    );
  }

  const data = template.data;
  const home = data.pages.find((page) => page.isHome) ?? data.pages[0];
  const slug = data.pages.some((page) => page.slug === params.get('page'))
    ? params.get('page')!
    : (home?.slug ?? '');
  const page = data.pages.find((p) => p.slug === slug) ?? home;
  const width = CANVAS_WIDTHS[device];

  return (
    <div className="space-y-5">
      {back}
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight">{data.name}</h1>
            <PlanBadge plan={data.plan} />
          </div>
          <p className="text-sm text-muted-foreground">{data.description}</p>
          <FeatureBadges features={data.features} />
        </div>
        <div className="shrink-0">
          <UseTemplateButton template={data} size="lg" />
        </div>
      </div>

      <div className="grid gap-5 2xl:grid-cols-[1fr_20rem]">
        <Card className="min-w-0 overflow-hidden">
          <div
            role="toolbar"
            aria-label="Preview"
            className="flex flex-wrap items-center gap-3 border-b border-border p-3"
          >
            <NativeSelect
              aria-label="Page"
              className="h-9 w-full sm:w-56"
              value={slug}
              onChange={(event) => set('page', event.target.value)}
            >
              {data.pages.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
            <div role="group" aria-label="Device" className="flex rounded-lg bg-muted p-0.5">
              {DEVICES.map(({ value, label, icon: Icon }) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={device === value}
                  onClick={() => set('device', value)}
                  className={cn(
                    'flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    device === value
                      ? 'bg-card text-foreground shadow-sm'
                      : 'hover:text-foreground',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {label}
                </button>
              ))}
            </div>
            <span className="text-xs text-muted-foreground sm:ml-auto">{width} px wide</span>
          </div>
          <div className="bg-muted p-3 sm:p-4">
            <TemplatePreviewFrame
              src={templatePreviewSrc(data.id, page && !page.isHome ? page.slug : undefined)}
              title={`${data.name} template, ${page?.name ?? 'home'} page`}
              width={width}
              shownHeight={SHOWN_HEIGHT}
              interactive
              className="rounded-md shadow-sm"
            />
          </div>
        </Card>
        <WhatsIncluded template={data} />
      </div>
    </div>
  );
}

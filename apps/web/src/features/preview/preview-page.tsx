import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Monitor, Smartphone, Tablet } from 'lucide-react';
import { CANVAS_WIDTHS, type Breakpoint } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { FullPageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePreviewData } from './use-preview-data';

const devices: { value: Breakpoint; label: string; icon: typeof Monitor }[] = [
  { value: 'desktop', label: 'Desktop', icon: Monitor },
  { value: 'tablet', label: 'Tablet', icon: Tablet },
  { value: 'mobile', label: 'Mobile', icon: Smartphone },
];

/** /preview/:websiteId — the current draft, any page, at any device width. */
export function PreviewPage() {
  const { websiteId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const device = (params.get('device') as Breakpoint | null) ?? 'desktop';
  const { website, pages, currentId } = usePreviewData(websiteId, params.get('page'));

  if (website.isError) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-3 text-center">
        <h1 className="text-2xl font-bold">Website not found</h1>
        <p className="text-muted-foreground">
          The website you're looking for doesn't exist or you don't have access to it.
        </p>
      </main>
    );
  }
  if (!website.data || !pages.data) return <FullPageSpinner />;
  const set = (key: string, value: string) =>
    setParams((p) => (p.set(key, value), p), { replace: true });

  return (
    <div className="flex h-screen flex-col bg-muted">
      <header className="flex h-14 shrink-0 items-center gap-3 border-b border-border bg-card px-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={`/builder/${websiteId}${currentId ? `?page=${currentId}` : ''}`}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to editor
          </Link>
        </Button>
        <span className="hidden truncate text-sm font-semibold sm:block">
          Preview: {website.data.name}
        </span>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
          Draft
        </span>
        <div className="ml-auto flex items-center gap-3">
          <NativeSelect
            aria-label="Page"
            className="h-9 w-44"
            value={currentId ?? ''}
            onChange={(e) => set('page', e.target.value)}
          >
            {pages.data.map((page) => (
              <option key={page.id} value={page.id}>
                {page.name}
              </option>
            ))}
          </NativeSelect>
          <div role="group" aria-label="Device" className="flex rounded-lg bg-muted p-0.5">
            {devices.map(({ value, label, icon: Icon }) => (
              <button
                key={value}
                type="button"
                aria-pressed={device === value}
                onClick={() => set('device', value)}
                className={cn(
                  'flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground',
                  device === value ? 'bg-card text-foreground shadow-sm' : 'hover:text-foreground',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
                <span className="max-md:sr-only">{label}</span>
              </button>
            ))}
          </div>
        </div>
      </header>
      <div className="flex-1 overflow-auto p-4">
        <iframe
          key={currentId}
          title="Page preview"
          src={`/preview/${websiteId}/frame?page=${currentId ?? ''}`}
          className="mx-auto block h-full rounded-md bg-white shadow-lg transition-[width] duration-200"
          style={{ width: device === 'desktop' ? '100%' : CANVAS_WIDTHS[device], maxWidth: '100%' }}
        />
      </div>
    </div>
  );
}

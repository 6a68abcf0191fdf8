import { FileText, Home } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { pluralize } from '@/lib/format';
import { pageAddress } from '@/lib/page-address';
import { useWebsitePages } from './use-websites';

/** The website's pages, read-only: pages are added and edited in the builder. */
export function WebsitePagesCard({ websiteId }: { websiteId: string }) {
  const { data: pages, isPending, isError, refetch } = useWebsitePages(websiteId);
  return (
    <Card role="region" aria-labelledby="pages-title" className="p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="pages-title" className="text-lg font-semibold">
          Pages
        </h2>
        {pages ? (
          <span className="text-sm text-muted-foreground">{pluralize(pages.length, 'page')}</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Add, rename and arrange pages in the{' '}
        <Link to={`/builder/${websiteId}`} className="font-medium text-primary hover:underline">
          builder
        </Link>
        .
      </p>
      {isPending ? (
        <div className="mt-4 space-y-3" aria-busy="true" role="status" aria-label="Loading pages">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : isError ? (
        <p className="mt-4 text-sm text-destructive" role="alert">
          Failed to fetch pages.{' '}
          <button
            type="button"
            onClick={() => void refetch()}
            className="cursor-pointer font-medium underline underline-offset-2"
          >
            Try again
          </button>
        </p>
      ) : pages.length === 0 ? (
        <p className="mt-4 rounded-lg bg-muted px-3 py-4 text-center text-sm text-muted-foreground">
          No pages yet.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border">
          {pages.map((page) => (
            <li key={page.id} className="flex items-center gap-3 px-3 py-2.5">
              {page.isHome ? (
                <Home className="h-4 w-4 shrink-0 text-primary" aria-hidden />
              ) : (
                <FileText className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{page.name}</p>
                <p className="truncate font-mono text-xs text-muted-foreground">
                  {pageAddress(page)}
                </p>
              </div>
              {page.isHome ? (
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                  Home
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

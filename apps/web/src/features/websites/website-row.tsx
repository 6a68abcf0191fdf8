import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { formatDate, pluralize } from '@/lib/format';
import { siteHost } from '@/lib/site-url';
import { WebsiteActionsMenu } from './website-actions-menu';
import { WebsiteMonogram } from './website-monogram';
import { WebsiteStatusBadge } from './website-status-badge';

/** A website in the list: one line on wide screens, two on phones. */
export function WebsiteRow({ website }: { website: Website }) {
  return (
    <div className="flex items-center gap-3 px-4 py-3.5 sm:gap-4 sm:px-5">
      <WebsiteMonogram
        name={website.name}
        seed={website.id}
        className={website.status === 'ARCHIVED' ? 'grayscale' : undefined}
      />
      <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[minmax(0,1fr)_6.5rem_4.5rem_10.5rem] sm:items-center sm:gap-4">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold">{website.name}</h3>
          <p className="truncate text-sm text-muted-foreground">{siteHost(website)}</p>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 sm:contents">
          <span className="sm:justify-self-start">
            <WebsiteStatusBadge status={website.status} />
          </span>
          <span className="text-xs text-muted-foreground sm:text-sm">
            {pluralize(website.pageCount, 'page')}
          </span>
          <span className="text-xs whitespace-nowrap text-muted-foreground sm:text-sm">
            Updated {formatDate(website.updatedAt)}
          </span>
        </div>
      </div>
      <Button asChild variant="outline" size="sm" className="px-2.5 sm:px-3">
        <Link to={`/builder/${website.id}`} aria-label={`Edit ${website.name}`}>
          <Pencil className="h-3.5 w-3.5" aria-hidden />
          <span className="hidden sm:inline">Edit</span>
        </Link>
      </Button>
      <WebsiteActionsMenu website={website} />
    </div>
  );
}

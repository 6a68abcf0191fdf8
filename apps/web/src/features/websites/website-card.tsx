import { FileText, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, pluralize } from '@/lib/format';
import { siteHost } from '@/lib/site-url';
import { WebsiteActionsMenu } from './website-actions-menu';
import { paletteOf, WebsiteMonogram } from './website-monogram';
import { WebsiteStatusBadge } from './website-status-badge';

/** A website in the grid: its colour band, name, address, status and actions. */
export function WebsiteCard({ website }: { website: Website }) {
  const archived = website.status === 'ARCHIVED';
  return (
    <Card className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative h-20 sm:h-24">
        <div
          aria-hidden
          className={cn(
            'absolute inset-0 bg-gradient-to-br dark:opacity-80',
            paletteOf(website.id),
            archived && 'grayscale',
          )}
        />
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_0%,rgba(255,255,255,0.35),transparent_55%)]"
        />
        <span className="absolute top-3 right-3 rounded-full bg-card shadow-sm">
          <WebsiteStatusBadge status={website.status} />
        </span>
        <WebsiteMonogram
          name={website.name}
          seed={website.id}
          className={cn(
            'absolute -bottom-6 left-5 h-12 w-12 border-2 border-card text-base',
            archived && 'grayscale',
          )}
        />
      </div>
      <div className="flex flex-1 flex-col px-5 pt-8 pb-5">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="truncate text-base font-semibold">{website.name}</h3>
            <p className="truncate text-sm text-muted-foreground">{siteHost(website)}</p>
          </div>
          <WebsiteActionsMenu website={website} />
        </div>
        <p className="mt-3 line-clamp-2 min-h-10 text-sm text-muted-foreground">
          {website.description || 'No description yet.'}
        </p>
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4">
          <div className="min-w-0 text-xs text-muted-foreground">
            <p className="flex items-center gap-1">
              <FileText className="h-3.5 w-3.5" aria-hidden />
              {pluralize(website.pageCount, 'page')}
            </p>
            <p className="mt-0.5 truncate">Updated {formatDate(website.updatedAt)}</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={`/builder/${website.id}`} aria-label={`Edit ${website.name}`}>
              <Pencil className="h-3.5 w-3.5" aria-hidden /> Edit
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

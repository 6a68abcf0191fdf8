import { Menu, Plus } from 'lucide-react';
import { useLocation, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { openCreateWebsiteDialog } from '@/features/websites/create-website-store';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';
import { WebsiteSelector } from './website-selector';

/** Screens about the account as a whole, where choosing a website means nothing. */
const accountWidePaths = new Set(['/dashboard', '/dashboard/activity', '/dashboard/settings']);

function useViewTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { title?: string } | undefined;
    if (handle?.title) return handle.title;
  }
  return 'Dashboard';
}

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const title = useViewTitle();
  const { pathname } = useLocation();
  const showSelector = !accountWidePaths.has(pathname.replace(/\/+$/, ''));
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/90 backdrop-blur">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open navigation"
          className="-ml-1 flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted lg:hidden"
        >
          <Menu className="h-5 w-5" aria-hidden />
        </button>
        <p className="min-w-0 truncate text-lg font-semibold" data-view-title>
          {title}
        </p>
        {showSelector ? (
          <>
            <span aria-hidden className="hidden h-6 w-px bg-border md:block" />
            <WebsiteSelector className="hidden w-56 md:flex lg:w-64" />
          </>
        ) : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button size="sm" onClick={openCreateWebsiteDialog} className="h-9 px-2.5 sm:px-3">
            <Plus className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">Create Website</span>
          </Button>
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
      {showSelector ? (
        <div className="border-t border-border px-4 py-2 sm:px-6 md:hidden">
          <WebsiteSelector className="w-full" />
        </div>
      ) : null}
    </header>
  );
}

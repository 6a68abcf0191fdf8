import { Menu } from 'lucide-react';
import { useMatches } from 'react-router';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

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
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-card/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open navigation"
        className="-ml-1 flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted lg:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      <p className="truncate text-lg font-semibold" data-view-title>
        {title}
      </p>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}

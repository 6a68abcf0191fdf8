import { useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { CreateWebsiteDialog } from '@/features/websites/create-website-dialog';
import { MobileSidebar } from './shell/mobile-sidebar';
import { Sidebar } from './shell/sidebar';
import { TopBar } from './shell/top-bar';

/** The signed-in frame: sidebar, top bar, and the current screen. */
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Dashboard';
  useEffect(() => {
    document.title = `${title} · Tessera`;
  }, [title]);
  return (
    <div className="flex min-h-screen bg-background">
      <Sidebar />
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
      <CreateWebsiteDialog />
    </div>
  );
}

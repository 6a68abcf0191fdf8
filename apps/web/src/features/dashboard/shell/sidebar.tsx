import { Link } from 'react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { useSidebarStore } from '@/stores/sidebar-store';
import { SidebarNav } from './sidebar-nav';

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  // The version sits outside the link, so the link's name ("Tessera dashboard") holds all of
  // its visible text (WCAG label in name).
  return (
    <div className={cn('flex items-center gap-2', collapsed && 'justify-center')}>
      <Link to="/dashboard" aria-label="Tessera dashboard" className="flex items-center gap-3">
        <LogoMark className="h-9 w-9" />
        {collapsed ? null : <span className="text-base font-bold tracking-tight">Tessera</span>}
      </Link>
      {collapsed ? null : <span className="mt-1 text-xs text-muted-foreground">v1.0.0</span>}
    </div>
  );
}

/** The wide (16rem) or icon-only (4rem) sidebar of large screens. */
export function Sidebar() {
  const collapsed = useSidebarStore((s) => s.collapsed);
  const toggle = useSidebarStore((s) => s.toggle);
  return (
    <div
      className={cn(
        'hidden shrink-0 border-r border-border bg-sidebar transition-[width] duration-200 lg:block',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <aside data-collapsed={collapsed} className="sticky top-0 flex h-screen flex-col">
        <div
          className={cn(
            'flex h-16 items-center border-b border-border',
            collapsed ? 'justify-center px-2' : 'px-5',
          )}
        >
          <SidebarBrand collapsed={collapsed} />
        </div>
        <SidebarNav collapsed={collapsed} />
        <div className={cn('border-t border-border p-3', collapsed && 'flex justify-center')}>
          <button
            type="button"
            onClick={toggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="flex h-9 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            {collapsed ? (
              <PanelLeftOpen className="h-5 w-5" aria-hidden />
            ) : (
              <>
                <PanelLeftClose className="h-5 w-5" aria-hidden /> Collapse
              </>
            )}
          </button>
        </div>
      </aside>
    </div>
  );
}

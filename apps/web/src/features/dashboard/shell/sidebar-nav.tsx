import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { navItems } from './nav-items';

/** The list of dashboard screens; icon-only when collapsed, with the name as tooltip and label. */
export function SidebarNav({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {navItems.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              aria-label={collapsed ? label : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                  collapsed && 'justify-center px-0',
                  isActive
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden />
              {collapsed ? null : <span className="truncate">{label}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

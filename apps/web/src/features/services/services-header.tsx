import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { Website } from '@tessera/core';
import { cn } from '@/lib/cn';

const tabs = [
  { to: '/dashboard/services', label: 'Services' },
  { to: '/dashboard/services/staff', label: 'Staff' },
];

/** The Services screen's title, its main action, and the Services and Staff tabs under them. */
export function ServicesHeader({ website, action }: { website: Website; action: ReactNode }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Services</h1>
          <p className="mt-1 text-muted-foreground">
            What {website.name} offers for booking, and who performs it.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">{action}</div>
      </div>
      <nav aria-label="Services and staff" className="border-b border-border">
        <ul className="-mb-px flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                    isActive
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

import { NavLink, Link } from 'react-router';
import { CalendarDays, List, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
  );

/** The Bookings screens' title, the switch between list and calendar, and "New booking". */
export function BookingsHeader({ description }: { description: string }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Bookings</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <nav aria-label="Bookings views" className="flex rounded-lg bg-muted p-1">
          <NavLink to="/dashboard/bookings" end className={tabClass}>
            <List className="h-4 w-4" aria-hidden /> List
          </NavLink>
          <NavLink to="/dashboard/bookings/calendar" className={tabClass}>
            <CalendarDays className="h-4 w-4" aria-hidden /> Calendar
          </NavLink>
        </nav>
        <Button asChild>
          <Link to="/dashboard/bookings/new">
            <Plus className="h-4 w-4" aria-hidden /> New booking
          </Link>
        </Button>
      </div>
    </div>
  );
}

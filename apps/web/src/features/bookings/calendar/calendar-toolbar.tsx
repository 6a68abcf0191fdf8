import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { StaffMember } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatDay, formatDayRange } from '../booking-time';
import type { CalendarView } from './calendar-dates';

export interface CalendarState {
  view: CalendarView;
  date: string;
  /** '' for everyone (the day view's columns per person). */
  staffId: string;
}

/** Today, previous and next, the day shown, Day or Week, and whose calendar. */
export function CalendarToolbar({
  state,
  days,
  staff,
  onChange,
  onStep,
  onToday,
}: {
  state: CalendarState;
  days: readonly string[];
  staff: readonly StaffMember[];
  onChange: (next: Partial<CalendarState>) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
}) {
  const unit = state.view === 'day' ? 'day' : 'week';
  const title =
    state.view === 'day' ? formatDay(state.date, 'long') : formatDayRange(days[0]!, days.at(-1)!);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onToday}>
          Today
        </Button>
        <div className="flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Previous ${unit}`}
            onClick={() => onStep(-1)}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
            <ChevronRight className="h-5 w-5" aria-hidden />
          </Button>
        </div>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="date"
          aria-label="Go to date"
          value={state.date}
          onChange={(e) => e.target.value && onChange({ date: e.target.value })}
          className="h-9 w-40"
        />
        <NativeSelect
          aria-label="Staff"
          value={state.staffId}
          onChange={(e) => onChange({ staffId: e.target.value })}
          className="h-9 w-44"
        >
          {/* A week is one person's; a day can show everyone side by side. */}
          {state.view === 'day' ? <option value="">All staff</option> : null}
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
        <div role="group" aria-label="View" className="flex rounded-lg bg-muted p-1">
          {(['day', 'week'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={state.view === view}
              onClick={() => onChange({ view })}
              className={cn(
                'h-7 cursor-pointer rounded-md px-3 text-sm font-medium capitalize',
                state.view === view
                  ? 'bg-card text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {view}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

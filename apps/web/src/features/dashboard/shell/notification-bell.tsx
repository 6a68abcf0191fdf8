import { Popover } from 'radix-ui';
import { Bell, BellOff } from 'lucide-react';

/**
 * The bell shows a badge only for unread notifications. New orders, bookings and form
 * submissions feed it once those areas exist; until then there is nothing unread to show.
 */
export function NotificationBell() {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Notifications, none unread"
        className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <Bell className="h-5 w-5" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-xl border border-border bg-card p-0 text-card-foreground shadow-lg"
        >
          <div className="border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">Notifications</h2>
          </div>
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <BellOff className="h-8 w-8 text-muted-foreground" aria-hidden />
            <p className="mt-3 text-sm font-medium">You're all caught up</p>
            <p className="mt-1 text-xs text-muted-foreground">
              New orders, bookings and form submissions will show up here.
            </p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Popover } from 'radix-ui';
import {
  Bell,
  BellOff,
  CalendarDays,
  CheckCheck,
  Mail,
  Newspaper,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationItem } from '@tessera/core';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './use-notifications';

const icons: Record<NotificationItem['type'], LucideIcon> = {
  submission: Mail,
  order: ShoppingCart,
  booking: CalendarDays,
  post: Newspaper,
};

/**
 * The bell: the account's unread notifications (new form messages now, orders and bookings as
 * those arrive), refreshed every few seconds while the tab is visible. Opening one marks it read
 * and goes where it points.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    setOpen(false);
    void navigate(item.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`}
        className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 ? (
          <span
            data-testid="notification-badge"
            className="absolute right-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[22rem] max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-card p-0 text-card-foreground shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAll.mutate()}
                disabled={markAll.isPending}
                className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-primary hover:bg-muted disabled:opacity-60"
              >
                <CheckCheck className="h-3.5 w-3.5" aria-hidden />
                Mark all as read
              </button>
            ) : null}
          </div>
          {isPending ? (
            <div className="space-y-3 p-4" role="status" aria-label="Loading notifications">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-10 animate-pulse rounded-lg bg-muted" />
              ))}
            </div>
          ) : isError && items.length === 0 ? (
            <div className="px-6 py-8 text-center text-sm">
              <p className="font-medium">Notifications could not be loaded.</p>
              <button
                type="button"
                onClick={() => void refetch()}
                className="mt-2 cursor-pointer text-primary hover:underline"
              >
                Try again
              </button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-10 text-center">
              <BellOff className="h-8 w-8 text-muted-foreground" aria-hidden />
              <p className="mt-3 text-sm font-medium">You're all caught up</p>
              <p className="mt-1 text-xs text-muted-foreground">
                New orders, bookings and form submissions will show up here.
              </p>
            </div>
          ) : (
            <ul className="max-h-96 overflow-y-auto py-1" aria-label="Notifications">
              {items.map((item) => {
                const Icon = icons[item.type];
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => openItem(item)}
                      className={cn(
                        'flex w-full cursor-pointer items-start gap-3 px-4 py-2.5 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                        !item.read && 'bg-primary/5',
                      )}
                    >
                      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                        <Icon className="h-4 w-4" aria-hidden />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span
                          className={cn(
                            'block truncate text-sm',
                            item.read ? 'text-foreground' : 'font-semibold',
                          )}
                        >
                          {item.title}
                        </span>
                        {item.body ? (
                          <span className="block truncate text-xs text-muted-foreground">
                            {item.body}
                          </span>
                        ) : null}
                        <span className="mt-0.5 block text-xs text-muted-foreground">
                          {relativeTime(item.createdAt)}
                        </span>
                      </span>
                      {!item.read ? (
                        <span
                          className="mt-2 h-2 w-2 shrink-0 rounded-full bg-primary"
                          aria-label="Unread"
                        />
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

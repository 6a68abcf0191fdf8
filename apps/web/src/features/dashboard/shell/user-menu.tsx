import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, Settings, User as UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/use-logout';
import { useAuthStore } from '@/stores/auth-store';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-muted';

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${fullName}`}
        className="flex cursor-pointer items-center gap-2 rounded-lg p-1 pr-2 hover:bg-muted"
      >
        {/* The initials are drawn, not text, so the visible text (the name, or nothing on a
            phone) is part of the accessible name (WCAG label in name). */}
        <span
          aria-hidden
          data-initials={initialsOf(user.firstName, user.lastName)}
          className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground before:content-[attr(data-initials)]"
        />
        <span className="hidden max-w-40 truncate text-sm font-medium sm:block">{fullName}</span>
        <ChevronDown className="hidden h-4 w-4 text-muted-foreground sm:block" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold">{fullName}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard/settings')}>
            <UserIcon className="h-4 w-4" aria-hidden /> Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard/settings')}>
            <Settings className="h-4 w-4" aria-hidden /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <LogOut className="h-4 w-4" aria-hidden /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

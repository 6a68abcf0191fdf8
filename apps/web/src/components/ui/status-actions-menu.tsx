import { useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Ban, ChevronDown, Eye, MoreHorizontal, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

export interface StatusMark<S extends string> {
  status: S;
  label: string;
  icon: LucideIcon;
}

/**
 * A record's status actions: the ⋯ menu of a list row (with a View item first), or the detail
 * page's "Update status" button. Each mark sets a status; the red last item asks to cancel.
 */
export function StatusActionsMenu<S extends string>({
  variant,
  rowLabel,
  view,
  marks,
  status,
  busy,
  onMark,
  cancelLabel,
  cancelled,
  onCancel,
}: {
  variant: 'row' | 'header';
  /** The row trigger's accessible name, such as "Actions for order 1001". */
  rowLabel: string;
  /** The row menu's first item: its text and where it leads. */
  view: { label: string; to: string };
  marks: readonly StatusMark<S>[];
  /** The current status: its own mark is disabled. */
  status: S;
  busy: boolean;
  onMark: (status: S) => void;
  cancelLabel: string;
  /** Whether the record is already cancelled (the cancel item is then disabled). */
  cancelled: boolean;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      {variant === 'row' ? (
        <DropdownMenu.Trigger
          aria-label={rowLabel}
          className="flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden />
        </DropdownMenu.Trigger>
      ) : (
        <DropdownMenu.Trigger asChild>
          <Button variant="outline" disabled={busy}>
            {busy ? 'Updating...' : 'Update status'}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
      )}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 w-52 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          {variant === 'row' ? (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(view.to)}>
                <Eye className="h-4 w-4" aria-hidden /> {view.label}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          ) : null}
          {marks.map(({ status: mark, label, icon: Icon }) => (
            <DropdownMenu.Item
              key={mark}
              className={itemClass}
              disabled={status === mark || busy}
              onSelect={() => onMark(mark)}
            >
              <Icon className="h-4 w-4" aria-hidden /> {label}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={cn(itemClass, 'text-destructive data-[highlighted]:bg-red-500/10')}
            disabled={cancelled || busy}
            onSelect={onCancel}
          >
            <Ban className="h-4 w-4" aria-hidden /> {cancelLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

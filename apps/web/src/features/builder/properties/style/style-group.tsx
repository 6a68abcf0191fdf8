import type { ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StyleGroupProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many of the group's properties this mode overrides (shown when closed too). */
  overrides: number;
  columns: 1 | 2;
  children: ReactNode;
}

/** A collapsible group of style controls ('Spacing', 'Typography'...). */
export function StyleGroup({
  title,
  open,
  onOpenChange,
  overrides,
  columns,
  children,
}: StyleGroupProps) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="border-b border-border">
      <Collapsible.Trigger className="group flex w-full cursor-pointer items-center gap-2 py-2.5 text-left text-sm font-medium text-foreground hover:text-primary">
        <ChevronRight
          className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-90"
          aria-hidden="true"
        />
        <span className="flex-1">{title}</span>
        {overrides > 0 ? (
          <span className="flex items-center gap-1 text-[11px] font-normal text-primary">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
            {overrides} overridden
          </span>
        ) : null}
      </Collapsible.Trigger>
      <Collapsible.Content
        className={cn('grid gap-x-2.5 gap-y-3 pb-4', columns === 2 ? 'grid-cols-2' : 'grid-cols-1')}
      >
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

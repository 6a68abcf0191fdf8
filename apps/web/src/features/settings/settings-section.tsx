import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One titled block of the settings screen. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <Card
      id={id}
      // Links land on a section (/dashboard/settings#plan) and move the focus to it.
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      role="region"
      className={cn(
        'scroll-mt-24 p-6 outline-none sm:p-8',
        tone === 'danger' && 'border-red-300 dark:border-red-900/70',
      )}
    >
      <div className="mb-6">
        <h2
          id={`${id}-title`}
          className={cn('text-lg font-semibold', tone === 'danger' && 'text-destructive')}
        >
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </Card>
  );
}

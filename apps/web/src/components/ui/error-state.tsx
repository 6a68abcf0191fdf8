import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function ErrorState({
  title,
  description = 'Check your connection and try again.',
  onRetry,
  retrying,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-300">
        <AlertTriangle className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-base font-semibold">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{description}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-5" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          {retrying ? 'Retrying...' : 'Try again'}
        </Button>
      ) : null}
    </Card>
  );
}

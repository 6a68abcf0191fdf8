import { SearchX } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a filtered list shows when nothing matches, with a button that clears the filters. */
export function NoMatchState({
  title,
  description,
  onClear,
}: {
  title: string;
  description: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}

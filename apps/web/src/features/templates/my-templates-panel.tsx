import { LayoutTemplate } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** The owner's own templates: saved from their websites or imported from a file. */
export function MyTemplatesPanel() {
  return (
    <EmptyState
      icon={LayoutTemplate}
      title="No templates of your own yet"
      description="Save one of your websites as a template from its actions menu to start new websites from it."
    />
  );
}

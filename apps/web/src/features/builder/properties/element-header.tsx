import { Copy, Trash2 } from 'lucide-react';
import type { ElementData } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/toast';
import { deleteElement, duplicate, renameElement, setVisible } from '../state/commands';
import { compactInput, PanelField } from './panel-field';
import { useSyncedDraft } from './use-synced-draft';

interface ElementHeaderProps {
  element: ElementData;
  /** The type's label from the catalogue ('Heading'). */
  typeLabel: string;
}

const refused = (message: string | null) => {
  if (message) notify.error(message);
};

/** The selected element's type, its editable name, and what can be done with it. */
export function ElementHeader({ element, typeLabel }: ElementHeaderProps) {
  const name = useSyncedDraft(element.name, (v) => v);
  const rename = (text: string) => {
    if (text.trim() === '') return name.edit(text, 'Element name cannot be empty');
    renameElement(element.id, text);
    name.committed(text, text);
  };

  return (
    <div className="space-y-3 px-4 pt-1 pb-4">
      <p className="text-xs text-muted-foreground">
        <span className="inline-flex items-center rounded-md bg-accent px-1.5 py-0.5 text-[11px] font-medium text-accent-foreground">
          {typeLabel}
        </span>
        {element.isVisible ? null : <span className="ml-2">Hidden from visitors</span>}
      </p>
      <PanelField label="Element name" error={name.error}>
        {(ids) => (
          <Input
            {...ids}
            className={compactInput}
            value={name.draft}
            maxLength={100}
            onChange={(e) => rename(e.target.value)}
            onBlur={() => {
              if (name.draft.trim() === '') name.revert();
            }}
          />
        )}
      </PanelField>
      <div className="flex items-center gap-1.5">
        <label className="mr-auto inline-flex cursor-pointer items-center gap-2 text-xs font-medium text-foreground">
          <Switch
            checked={element.isVisible}
            onCheckedChange={(checked) => setVisible(element.id, checked)}
          />
          Visible
        </label>
        <Button
          variant="outline"
          size="sm"
          className="h-8 px-2.5"
          onClick={() => refused(duplicate(element.id))}
        >
          <Copy className="size-3.5" aria-hidden="true" />
          Duplicate
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-8 px-2.5 text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => refused(deleteElement(element.id))}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </div>
  );
}

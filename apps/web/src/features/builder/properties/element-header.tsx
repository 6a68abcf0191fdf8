import { Copy, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { renameElement, setVisible } from '../state/commands';
import { runCommand } from '../builder-commands';
import { compactInput, PanelField } from './panel-field';
import { SwitchRow } from './switch-row';
import { useSyncedDraft } from './use-synced-draft';

interface ElementHeaderProps {
  id: string;
  name: string;
  isVisible: boolean;
  /** The type's label from the catalogue ('Heading'). */
  typeLabel: string;
}

const action = 'h-7 gap-1.5 px-2 text-xs text-muted-foreground hover:text-foreground';

/**
 * The selected element's type, its editable name, and what can be done with it. Takes plain
 * values, so a content or style edit does not re-render it.
 */
export const ElementHeader = memo(function ElementHeader({
  id,
  name: savedName,
  isVisible,
  typeLabel,
}: ElementHeaderProps) {
  const name = useSyncedDraft(savedName, (v) => v);
  const rename = (text: string) => {
    if (text.trim() === '') return name.edit(text, 'Element name cannot be empty');
    renameElement(id, text);
    name.committed(text, text);
  };

  return (
    <div className="space-y-3 px-4 pb-4">
      <div className="flex items-center gap-1">
        <span className="mr-auto truncate rounded-md bg-accent px-1.5 py-0.5 text-[11px] font-medium text-accent-foreground">
          {typeLabel}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className={action}
          onClick={() => runCommand('duplicate')}
        >
          <Copy className="size-3.5" aria-hidden="true" />
          Duplicate
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={`${action} hover:bg-destructive/10 hover:text-destructive`}
          onClick={() => runCommand('delete')}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
          Delete
        </Button>
      </div>
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
      <SwitchRow
        label="Visible"
        checked={isVisible}
        onCheckedChange={(checked) => setVisible(id, checked)}
        hint={
          isVisible ? 'Shown on the published site' : 'Hidden from visitors; it stays here to edit'
        }
      />
    </div>
  );
});

import { ANCHOR_MESSAGE, isAnchorName } from '@tessera/core';
import { Input } from '@/components/ui/input';
import { compactInput, PanelField } from '../panel-field';
import { useSyncedDraft } from '../use-synced-draft';
import { asText, type FieldProps } from './field-props';

/**
 * A section's anchor, its id on the page: links to a section of a page name it. Typed text is
 * lower-cased and spaces become hyphens as it is typed, so "Opening hours" is usable at once; what
 * is still not a valid anchor is shown with the reason and not committed.
 */
export function AnchorField({ field, value, onCommit }: FieldProps<'anchor'>) {
  const { draft, error, edit, committed } = useSyncedDraft(value, asText);
  const change = (typed: string, leaving: boolean) => {
    const text = typed.toLowerCase().replace(/\s+/g, '-');
    if (text === '' || isAnchorName(text)) {
      if (text !== asText(value)) onCommit(text);
      committed(text, text);
      return;
    }
    // A trailing hyphen is where the next word starts: not an error while typing.
    const typing = !leaving && /^[a-z][a-z0-9-]*-$/.test(text);
    edit(text, typing ? null : `${field.label} ${ANCHOR_MESSAGE}`);
  };
  return (
    <PanelField
      label={field.label}
      error={error}
      hint="Links to a section of this page lead here, e.g. opening-hours"
    >
      {(ids) => (
        <Input
          {...ids}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="opening-hours"
          className={compactInput}
          value={draft}
          maxLength={60}
          onChange={(e) => change(e.target.value, false)}
          onBlur={(e) => change(e.target.value, true)}
        />
      )}
    </PanelField>
  );
}

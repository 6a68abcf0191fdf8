import { isSafeColor } from '@tessera/core';
import { PanelField } from '../panel-field';
import { useSyncedDraft } from '../use-synced-draft';
import { ColorInput } from './color-input';
import { asText, type FieldProps } from './field-props';

/** A colour prop (an icon's colour): committed while valid; refused text is explained on leaving. */
export function ColorField({ field, value, onCommit }: FieldProps<'color'>) {
  const { draft, error, edit, committed } = useSyncedDraft(value, asText);
  const problem = `${field.label} must be a colour such as #4f46e5`;

  const change = (text: string) => {
    const clean = text.trim();
    if (clean === '' || isSafeColor(clean)) {
      onCommit(clean);
      committed(text, clean);
    } else {
      edit(text);
    }
  };

  return (
    <PanelField label={field.label} error={error}>
      {(ids) => (
        <ColorInput
          ids={ids}
          label={field.label}
          text={draft}
          onText={change}
          onPick={change}
          onBlur={() => {
            if (draft.trim() !== '' && !isSafeColor(draft.trim())) edit(draft, problem);
          }}
        />
      )}
    </PanelField>
  );
}

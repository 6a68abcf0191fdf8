import type { FieldProps } from './field-props';
import { ListEditor } from './list-editor';
import { RowInput } from './row-input';
import { useListDraft } from './use-list-draft';

interface OptionItem {
  text: string;
}

const parse = (value: unknown): OptionItem[] =>
  Array.isArray(value) ? value.map((v) => ({ text: typeof v === 'string' ? v : String(v) })) : [];

const toValue = (items: OptionItem[]) => items.map((o) => o.text);

/** A select's choices: a list of texts. */
export function OptionsField({ field, value, onCommit }: FieldProps<'options'>) {
  const list = useListDraft(value, { parse, toValue, onCommit });
  return (
    <ListEditor
      label={field.label}
      rows={list.rows}
      noun="option"
      max={field.max}
      empty="No options yet"
      onAdd={() => list.add({ text: `Option ${list.rows.length + 1}` })}
      onRemove={list.remove}
      onMove={list.move}
      renderRow={(option, index) => (
        <RowInput
          label={`Option ${index + 1}`}
          value={option.text}
          maxLength={200}
          onChange={(text) => list.update(index, { text })}
        />
      )}
    />
  );
}

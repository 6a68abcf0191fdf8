import { ICON_NAMES } from '@tessera/blocks';
import { NativeSelect } from '@/components/ui/input';
import { compactInput, PanelField } from '../panel-field';
import type { FieldProps } from './field-props';

interface Option {
  value: string | number;
  label: string;
}

interface ChoiceProps {
  label: string;
  value: unknown;
  options: readonly Option[];
  onCommit: (value: string | number) => void;
}

/** A native select whose options keep their type: choosing "2" commits the number 2. */
function Choice({ label, value, options, onCommit }: ChoiceProps) {
  const known = options.some((o) => o.value === value);
  // A value from elsewhere (an older page, a template) is shown as it is, never silently changed.
  const extra =
    !known && (typeof value === 'string' || typeof value === 'number') && value !== ''
      ? { value, label: String(value) }
      : null;
  const all = extra ? [...options, extra] : options;
  const selected = known || extra ? String(value) : '';
  return (
    <PanelField label={label}>
      {(ids) => (
        <NativeSelect
          {...ids}
          className={compactInput}
          value={selected}
          onChange={(e) => {
            const option = all.find((o) => String(o.value) === e.target.value);
            if (option) onCommit(option.value);
          }}
        >
          {selected === '' ? (
            <option value="" disabled>
              Choose…
            </option>
          ) : null}
          {all.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </PanelField>
  );
}

export function SelectField({ field, value, onCommit }: FieldProps<'select'>) {
  return (
    <Choice
      label={field.label}
      value={value}
      options={field.options}
      onCommit={(v) => onCommit(v, false)}
    />
  );
}

const ICON_OPTIONS: Option[] = ICON_NAMES.map((name) => ({
  value: name,
  label: name.replace(/-/g, ' '),
}));

/** The icons the site renderer knows, by name. */
export function IconField({ field, value, onCommit }: FieldProps<'icon'>) {
  return (
    <Choice
      label={field.label}
      value={value}
      options={ICON_OPTIONS}
      onCommit={(v) => onCommit(v, false)}
    />
  );
}

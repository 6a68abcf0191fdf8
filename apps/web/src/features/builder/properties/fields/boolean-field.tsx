import { SwitchRow } from '../switch-row';
import type { FieldProps } from './field-props';

export function BooleanField({ field, value, onCommit }: FieldProps<'boolean'>) {
  return (
    <SwitchRow
      label={field.label}
      checked={value === true}
      hint={field.hint}
      onCheckedChange={(checked) => onCommit(checked, false)}
    />
  );
}

import { NativeSelect } from '@/components/ui/input';
import { compactInput, PanelField } from '../panel-field';
import type { FieldProps } from './field-props';

/**
 * A product, service or post of the site. The records are not loaded in the builder yet, so the
 * only choice is 'None'; an id already stored (from a template) is kept until changed.
 */
export function ReferenceField({ field, value, onCommit }: FieldProps<'reference'>) {
  const stored = typeof value === 'string' && value !== '' ? value : null;
  return (
    <PanelField
      label={field.label}
      hint="Products, services and posts appear here once you add them"
    >
      {(ids) => (
        <NativeSelect
          {...ids}
          className={compactInput}
          value={stored ?? ''}
          onChange={(e) => onCommit(e.target.value === '' ? null : e.target.value, false)}
        >
          <option value="">None</option>
          {stored ? <option value={stored}>Current selection</option> : null}
        </NativeSelect>
      )}
    </PanelField>
  );
}

import type { BlockDefinition, BlockProps } from '../types.ts';
import { fieldDomId } from '@tessera/core';
import { bool, cx, str } from '../types.ts';
import { useFieldState, FieldError, Field, FIELD_CSS } from './shared/form-fields.tsx';

export function Select({ root, props, element }: BlockProps) {
  const id = fieldDomId(element.id);
  const { field, error, invalid } = useFieldState(element.id);
  const options = Array.isArray(props.options)
    ? props.options.filter((o): o is string => typeof o === 'string')
    : [];
  const kept =
    field?.value !== undefined && options.includes(field.value) ? field.value : undefined;
  return (
    <div {...root} className={cx('t-field', root.className)}>
      <Field label={str(props.label)} id={id}>
        <select
          id={id}
          className="t-input"
          name={str(props.name) || undefined}
          required={bool(props.required)}
          defaultValue={kept}
          {...invalid}
        >
          {options.map((option, index) => (
            <option key={index} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
      <FieldError elementId={element.id} error={error} />
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Select,
  css: [FIELD_CSS],
};

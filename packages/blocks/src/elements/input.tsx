import type { BlockDefinition, BlockProps } from '../types.ts';
import { FORM_INPUT_TYPES, FORM_POST, fieldDomId } from '@tessera/core';
import { bool, cx, str } from '../types.ts';
import { useFieldState, FieldError, Field, FIELD_CSS } from './shared/form-fields.tsx';

export function Input({ root, props, element }: BlockProps) {
  const id = fieldDomId(element.id);
  const { field, error, invalid } = useFieldState(element.id);
  const type = (FORM_INPUT_TYPES as readonly string[]).includes(str(props.type))
    ? str(props.type)
    : 'text';
  return (
    <div {...root} className={cx('t-field', root.className)}>
      <Field label={str(props.label)} id={id}>
        <input
          id={id}
          className="t-input"
          type={type}
          name={str(props.name) || undefined}
          placeholder={str(props.placeholder) || undefined}
          required={bool(props.required)}
          maxLength={FORM_POST.inputMaxLength}
          defaultValue={field?.value}
          {...invalid}
        />
      </Field>
      <FieldError elementId={element.id} error={error} />
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Input,
  css: [FIELD_CSS],
};

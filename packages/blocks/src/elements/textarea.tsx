import type { BlockDefinition, BlockProps } from '../types.ts';
import { FORM_POST, fieldDomId } from '@tessera/core';
import { bool, cx, num, str } from '../types.ts';
import { useFieldState, FieldError, Field, FIELD_CSS } from './shared/form-fields.tsx';

export function Textarea({ root, props, element }: BlockProps) {
  const id = fieldDomId(element.id);
  const { field, error, invalid } = useFieldState(element.id);
  return (
    <div {...root} className={cx('t-field', root.className)}>
      <Field label={str(props.label)} id={id}>
        <textarea
          id={id}
          className="t-input"
          rows={num(props.rows, 3)}
          name={str(props.name) || undefined}
          placeholder={str(props.placeholder) || undefined}
          required={bool(props.required)}
          maxLength={FORM_POST.textareaMaxLength}
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
  component: Textarea,
  css: [FIELD_CSS],
};

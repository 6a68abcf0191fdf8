import { createContext, useContext, type ReactNode } from 'react';
import { FORM_INPUT_TYPES, FORM_POST, fieldDomId, fieldErrorDomId, formDomId } from '@tessera/core';
import type { BlockProps, FormFieldState, FormRenderState } from '../types.ts';
import { bool, cx, num, str } from '../types.ts';

/** The state of the form a field sits in (live site only). */
const FormStateContext = createContext<FormRenderState | null>(null);

/**
 * A real HTML form on a live site: it posts to `/_forms/{id}` with no script, carrying a signed
 * token and a honeypot; after a post the server draws it again with the visitor's values and
 * messages, or with its success message in place. In the editor and preview nothing submits.
 */
export function Form({ root, props, element, ctx, children }: BlockProps) {
  const live = ctx.mode === 'live';
  const state = live ? (ctx.formState?.(element.id) ?? null) : null;
  const submit = (
    <button type="submit" className="t-button t-button-primary">
      {str(props.submitLabel, 'Send')}
    </button>
  );
  if (!live) {
    return (
      <form
        {...root}
        className={cx('t-form', root.className)}
        method="post"
        onSubmit={(event) => event.preventDefault()}
      >
        {children}
        {submit}
      </form>
    );
  }
  if (state?.sent) {
    return (
      <div {...root} id={formDomId(element.id)} className={cx('t-form', root.className)}>
        <p className="t-form-success" role="status">
          {str(props.successMessage, 'Thank you!')}
        </p>
      </div>
    );
  }
  const honeypotId = `${formDomId(element.id)}-hp`;
  return (
    <form
      {...root}
      id={formDomId(element.id)}
      className={cx('t-form', root.className)}
      method="post"
      action={`/_forms/${element.id}`}
      acceptCharset="utf-8"
      aria-label={str(props.formName) || undefined}
    >
      {state?.message ? (
        <p className="t-form-error" role="alert">
          {state.message}
        </p>
      ) : null}
      <FormStateContext.Provider value={state}>{children}</FormStateContext.Provider>
      <div className="t-hp" aria-hidden="true">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input
          id={honeypotId}
          type="text"
          name={FORM_POST.honeypotField}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={FORM_POST.tokenField} value={state?.token ?? ''} />
      {submit}
    </form>
  );
}

/** A field's state after a post, and the attributes that tie its message to it. */
function useFieldState(elementId: string) {
  const field: FormFieldState | undefined = useContext(FormStateContext)?.fields?.[elementId];
  const error = field?.error;
  return {
    field,
    error,
    invalid: error
      ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorDomId(elementId) }
      : {},
  };
}

function FieldError({ elementId, error }: { elementId: string; error: string | undefined }) {
  return error ? (
    <p id={fieldErrorDomId(elementId)} className="t-field-error">
      {error}
    </p>
  ) : null;
}

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <>
      {label ? (
        <label className="t-label" htmlFor={id}>
          {label}
        </label>
      ) : null}
      {children}
    </>
  );
}

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

function Choice({ root, props, element, type }: BlockProps & { type: 'checkbox' | 'radio' }) {
  const { field, error, invalid } = useFieldState(element.id);
  const label = (
    <label {...root} className={cx('t-choice', root.className)}>
      <input
        id={fieldDomId(element.id)}
        type={type}
        name={str(props.name) || undefined}
        value={type === 'radio' ? str(props.label) : 'yes'}
        defaultChecked={field ? field.checked === true : bool(props.checked)}
        {...invalid}
      />
      <span>{str(props.label)}</span>
    </label>
  );
  if (!error) return label;
  return (
    <>
      {label}
      <FieldError elementId={element.id} error={error} />
    </>
  );
}

export const Checkbox = (p: BlockProps) => <Choice {...p} type="checkbox" />;
export const Radio = (p: BlockProps) => <Choice {...p} type="radio" />;

import { createContext, useContext, type ReactNode } from 'react';
import { fieldDomId, fieldErrorDomId } from '@tessera/core';
import type { BlockProps, FormFieldState, FormRenderState } from '../../types.ts';
import { bool, cx, str } from '../../types.ts';

/** The state of the form a field sits in (live site only). */
export const FormStateContext = createContext<FormRenderState | null>(null);

/** A field's state after a post, and the attributes that tie its message to it. */
export function useFieldState(elementId: string) {
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

export function FieldError({ elementId, error }: { elementId: string; error: string | undefined }) {
  return error ? (
    <p id={fieldErrorDomId(elementId)} className="t-field-error">
      {error}
    </p>
  ) : null;
}

export function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
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

export function Choice({
  root,
  props,
  element,
  type,
}: BlockProps & { type: 'checkbox' | 'radio' }) {
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

/**
 * Rules the blocks that use these pieces share. Every field (the form's, checkout's, booking's)
 * is a `.t-input` in the theme's colours: its background and text, a border worked out from them
 * to stand out 3:1 (`--t-field-border`), the theme's corners, and a focus ring in the primary
 * colour (`--t-focus-ring`, moved toward the text where the primary alone would not show).
 */
export const FIELD_CSS = [
  '.t-field{display:flex;flex-direction:column;gap:6px}',
  '.t-label{font-size:14px;font-weight:600}',
  '.t-input{font:inherit;padding:10px 12px;border:1px solid var(--t-field-border,#878b95);border-radius:min(var(--t-radius,8px),12px);background:var(--t-background,#fff);color:var(--t-text,#0f172a);color-scheme:var(--t-color-scheme,light);width:100%}',
  '.t-input::placeholder{color:var(--t-muted,#475569);opacity:1}',
  '.t-input:focus{outline:2px solid var(--t-focus-ring,var(--t-primary,#4f46e5));outline-offset:2px;border-color:var(--t-focus-ring,var(--t-primary,#4f46e5))}',
  '.t-input:disabled{opacity:.6;cursor:not-allowed}',
  '.t-choice{display:flex;align-items:center;gap:8px}',
  '.t-choice input{accent-color:var(--t-primary,#4f46e5)}',
  '.t-choice input:focus-visible{outline:2px solid var(--t-focus-ring,var(--t-primary,#4f46e5));outline-offset:2px}',
  '.t-input[aria-invalid=true]{border-color:#dc2626}',
  // The error red leaning toward the theme's text: readable on a light or a dark background.
  '.t-field-error,.t-form-error{margin:0;color:color-mix(in srgb,#dc2626 70%,var(--t-text,#0f172a));font-size:14px}',
].join('');

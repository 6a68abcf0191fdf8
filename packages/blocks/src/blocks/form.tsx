import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { bool, cx, num, str } from '../types.ts';

/**
 * Forms post to the site's own submission endpoint; on a live site a small island script sends
 * them without leaving the page. In the editor nothing submits.
 */
export function Form({ root, props, element, ctx, children }: BlockProps) {
  return (
    <form
      {...root}
      className={cx('t-form', root.className)}
      method="post"
      action={ctx.mode === 'live' ? `/_forms/${element.id}` : undefined}
      data-success-message={str(props.successMessage)}
      onSubmit={ctx.mode === 'live' ? undefined : (event) => event.preventDefault()}
    >
      {children}
      <button type="submit" className="t-button t-button-primary">
        {str(props.submitLabel, 'Send')}
      </button>
    </form>
  );
}

function Field({ label, children, id }: { label: string; id: string; children: React.ReactNode }) {
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

export function Input({ root, props }: BlockProps) {
  const id = useId();
  const type = ['text', 'email', 'tel', 'number', 'date', 'url'].includes(str(props.type))
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
        />
      </Field>
    </div>
  );
}

export function Textarea({ root, props }: BlockProps) {
  const id = useId();
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
        />
      </Field>
    </div>
  );
}

export function Select({ root, props }: BlockProps) {
  const id = useId();
  const options = Array.isArray(props.options)
    ? props.options.filter((o): o is string => typeof o === 'string')
    : [];
  return (
    <div {...root} className={cx('t-field', root.className)}>
      <Field label={str(props.label)} id={id}>
        <select
          id={id}
          className="t-input"
          name={str(props.name) || undefined}
          required={bool(props.required)}
        >
          {options.map((option, index) => (
            <option key={index} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

function Choice({ root, props, type }: BlockProps & { type: 'checkbox' | 'radio' }) {
  return (
    <label {...root} className={cx('t-choice', root.className)}>
      <input
        type={type}
        name={str(props.name) || undefined}
        value={type === 'radio' ? str(props.label) : 'yes'}
        defaultChecked={bool(props.checked)}
      />
      <span>{str(props.label)}</span>
    </label>
  );
}

export const Checkbox = (p: BlockProps) => <Choice {...p} type="checkbox" />;
export const Radio = (p: BlockProps) => <Choice {...p} type="radio" />;

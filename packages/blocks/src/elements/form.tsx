import type { BlockDefinition, BlockProps } from '../types.ts';
import { FORM_POST, formDomId } from '@tessera/core';
import { cx, str } from '../types.ts';
import { FormStateContext, FIELD_CSS } from './shared/form-fields.tsx';

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
      // The page drawn again after a refused post lands on the form, as the 303 after a sent one does.
      action={`/_forms/${element.id}#${formDomId(element.id)}`}
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

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Form,
  css: [
    FIELD_CSS,
    '.t-form{display:flex;flex-direction:column;gap:12px}',
    '.t-form-success{margin:0;padding:16px;border-radius:10px;background:#ecfdf5;color:#065f46}',
    '.t-hp{position:absolute!important;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}',
  ],
};

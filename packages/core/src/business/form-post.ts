/**
 * How a published FORM posts, shared by the blocks that draw it and the server that checks it.
 * Names starting with `_` are the form's own hidden fields, never an owner's.
 */
export const FORM_POST = {
  /** The signed token of the render (render time, nonce). */
  tokenField: '_token',
  /** The honeypot: hidden from people, tempting to bots; filled means spam. */
  honeypotField: '_website',
  /** Longest value of a one-line input (its `maxlength`), and of a text area. */
  inputMaxLength: 1000,
  textareaMaxLength: 10_000,
  /** Largest accepted body of a post, in bytes. */
  bodyLimit: 64 * 1024,
} as const;

/** The input types a FORM's INPUT may have. */
export const FORM_INPUT_TYPES = ['text', 'email', 'tel', 'number', 'date', 'url'] as const;
export type FormInputType = (typeof FORM_INPUT_TYPES)[number];

/** Stable ids, so labels and messages associate whichever renderer drew the page. */
export const formDomId = (formElementId: string) => `form-${formElementId}`;
export const fieldDomId = (fieldElementId: string) => `field-${fieldElementId}`;
export const fieldErrorDomId = (fieldElementId: string) => `field-${fieldElementId}-error`;

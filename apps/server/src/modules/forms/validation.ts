import { FORM_POST } from '@tessera/core';
import type { FormFieldState } from '@tessera/blocks';
import type { SubmissionField } from '../../db/schema.ts';
import type { FormField, FormModel } from './form-model.ts';

/** What a post gave for each name (every value, in order). */
export type PostedValues = ReadonlyMap<string, readonly string[]>;

export interface CheckedSubmission {
  /** Every field of the form in form order, with the value to store. */
  fields: SubmissionField[];
  /** Messages by field name; empty when the submission is valid. */
  errors: Record<string, string>;
  /** What to draw again for each field element when it is not. */
  states: Record<string, FormFieldState>;
}

/** C0 and C1 control characters and DEL; tab and newlines are fine. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- removing them from spam before it is stored
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TEL = /^\+?[\d\s().\-/]+$/;

export const maxLengthOf = (field: FormField) =>
  field.kind === 'textarea' ? FORM_POST.textareaMaxLength : FORM_POST.inputMaxLength;

/** Browsers send line breaks as CR LF; one kind is kept. Spaces at either end mean nothing. */
const normalise = (value: string) => value.replace(/\r\n?/g, '\n').trim();

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The message for a typed value that is not of its type, or null. */
function typeProblem(field: FormField, value: string): string | null {
  switch (field.kind) {
    case 'email':
      return value.length <= 254 && EMAIL.test(value) ? null : 'Enter a valid e-mail address';
    case 'number':
      return NUMBER.test(value) && Number.isFinite(Number(value)) ? null : 'Enter a number';
    case 'url':
      return isWebAddress(value) ? null : 'Enter a web address starting with http:// or https://';
    case 'date':
      return isDate(value) ? null : 'Enter a date as YYYY-MM-DD';
    case 'tel':
      return TEL.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3
        ? null
        : 'Enter a phone number (digits, spaces and + - ( ) only)';
    case 'select':
    case 'radio':
      return field.options.includes(value) ? null : 'Choose one of the options';
    default:
      return null;
  }
}

/** The message for one field's value, or null when it is fine. */
function problemOf(field: FormField, value: string): string | null {
  if (CONTROL.test(value)) return `${field.label} contains control characters that are not allowed`;
  const max = maxLengthOf(field);
  if (value.length > max) return `${field.label} must be at most ${max} characters`;
  if (value === '') return field.required ? `${field.label} is required` : null;
  return typeProblem(field, value);
}

/**
 * Checks a post against the form as the live release shows it: names the form does not have are
 * dropped, each field is checked for its kind, and what the visitor typed is kept to draw again.
 */
export function checkSubmission(form: FormModel, posted: PostedValues): CheckedSubmission {
  const fields: SubmissionField[] = [];
  const errors: Record<string, string> = {};
  const states: Record<string, FormFieldState> = {};
  for (const field of form.fields) {
    const given = posted.get(field.name) ?? [];
    if (field.kind === 'checkbox') {
      const checked = given.length > 0;
      for (const element of field.elements) states[element.id] = { checked };
      fields.push({ name: field.name, label: field.label, value: checked ? 'yes' : 'no' });
      continue;
    }
    const value = normalise(given[0] ?? '');
    const problem = problemOf(field, value);
    if (problem) errors[field.name] = problem;
    if (field.kind === 'radio') {
      field.elements.forEach((element, index) => {
        const checked = value !== '' && value === field.options[index];
        states[element.id] = { checked, ...(problem && index === 0 ? { error: problem } : {}) };
      });
    } else {
      // A value with control characters is not drawn back as it is: the message says why.
      const shown = CONTROL.test(value) ? value.replace(CONTROL_ALL, '') : value;
      states[field.elements[0]!.id] = { value: shown, ...(problem ? { error: problem } : {}) };
    }
    fields.push({ name: field.name, label: field.label, value });
  }
  return { fields, errors, states };
}

/**
 * The fields of a post judged spam, kept for the owner to review: unchecked, but cut to the
 * form's fields and lengths, and without control characters (which the database may not take).
 */
export function spamFields(form: FormModel, posted: PostedValues): SubmissionField[] {
  return form.fields.map((field) => {
    const given = posted.get(field.name) ?? [];
    const value =
      field.kind === 'checkbox'
        ? given.length > 0
          ? 'yes'
          : 'no'
        : normalise(given[0] ?? '')
            .replace(CONTROL_ALL, '')
            .slice(0, maxLengthOf(field));
    return { name: field.name, label: field.label, value };
  });
}

import { findUnstorableText } from '../../http/text-guard.ts';

/** Beside a field of a visitor's form. A form post decodes as UTF-8, so only NUL gets this far. */
export const UNSTORABLE_FIELD =
  'This holds a character that is not allowed (a NUL character). Please remove it.';

/** For a form whose fields are not shown again (moving a booking). */
export const UNSTORABLE_FORM =
  'The form sent a character that is not allowed (a NUL character). Please try again.';

/**
 * The posted fields whose text no database column could keep, each with the message to show
 * beside it; null when there are none. The text guard refuses such text in JSON with a 400, but
 * it sees no entries in a form post (a Map), so every site form that stores what a visitor
 * typed asks here first and answers with its page and the message in place.
 */
export function unstorableFields(values: Record<string, string>): Record<string, string> | null {
  const names = Object.keys(values).filter((name) => findUnstorableText(values[name]) !== null);
  return names.length > 0
    ? Object.fromEntries(names.map((name) => [name, UNSTORABLE_FIELD]))
    : null;
}

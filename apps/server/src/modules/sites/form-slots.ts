import { randomBytes } from 'node:crypto';

/**
 * A page holding a form needs a fresh signed token in each response, yet renders once and is
 * cached like any other. The cached render carries a placeholder per form, and each response
 * fills them in. The placeholder holds a random part made per process, so no owner's text can
 * forge one.
 */
const MARKER = `tessera-form-token-${randomBytes(12).toString('hex')}-`;
const PLACEHOLDER = new RegExp(`${MARKER}([0-9a-f-]{36})`, 'g');

export const formTokenPlaceholder = (formElementId: string) => `${MARKER}${formElementId}`;

/** A render with forms: the text between the placeholders, and the form of each one. */
export interface FormSlots {
  /** One more than `formIds`: text, token, text, token, ..., text. */
  parts: readonly string[];
  formIds: readonly string[];
}

/** The placeholders of a render, or null when it holds none (a page without a form). */
export function findFormSlots(text: string): FormSlots | null {
  if (!text.includes(MARKER)) return null;
  const parts: string[] = [];
  const formIds: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    formIds.push(match[1]!);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return { parts, formIds };
}

/** Makes a token per form of a request. */
export type FormTokenMinter = (formElementId: string) => Promise<string>;

/** The render with a fresh token in each placeholder. */
export async function fillFormSlots(slots: FormSlots, mint: FormTokenMinter): Promise<string> {
  const tokens = await Promise.all(slots.formIds.map((id) => mint(id)));
  let text = slots.parts[0]!;
  for (let i = 0; i < tokens.length; i += 1) text += tokens[i] + slots.parts[i + 1]!;
  return text;
}

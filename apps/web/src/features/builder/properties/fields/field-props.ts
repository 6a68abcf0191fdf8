import type { FieldDef } from '@tessera/core';

/** What every content field control receives. */
export interface FieldProps<K extends FieldDef['kind']> {
  field: Extract<FieldDef, { kind: K }>;
  /** The prop's current value in the store (any shape: props come from the server). */
  value: unknown;
  /**
   * Writes the prop. `merge` (the default) joins quick successive commits of this field into one
   * undo step, as typing does; structural edits (add, remove, move a row) pass false.
   */
  onCommit: (value: unknown, merge?: boolean) => void;
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

import { useState } from 'react';
import { useSyncedDraft } from '../use-synced-draft';

export interface Row<T> {
  key: number;
  item: T;
}

let nextKey = 1;
const withKeys = <T>(items: T[]): Row<T>[] => items.map((item) => ({ key: nextKey++, item }));

interface ListDraftOptions<T> {
  /** The stored value as a clean list (props come from the server and may be anything). */
  parse: (value: unknown) => T[];
  /** The list as it is stored, or null while a row is refused or incomplete. */
  toValue: (items: T[]) => unknown[] | null;
  onCommit: (value: unknown, merge?: boolean) => void;
}

/**
 * A list prop edited row by row: the rows live in local state and the whole list is committed
 * whenever every row is valid. Errors are shown once the user leaves a field, or at once for a
 * refused value (see the rows' own checks).
 */
export function useListDraft<T>(value: unknown, options: ListDraftOptions<T>) {
  const { parse, toValue, onCommit } = options;
  const { draft, edit, committed } = useSyncedDraft<unknown, Row<T>[]>(value, (v) =>
    withKeys(parse(v)),
  );
  const [showErrors, setShowErrors] = useState(false);

  const apply = (rows: Row<T>[], structural: boolean) => {
    const next = toValue(rows.map((r) => r.item));
    if (next === null) return edit(rows);
    onCommit(next, !structural);
    committed(rows, next);
  };

  return {
    rows: draft,
    showErrors,
    revealErrors: () => setShowErrors(true),
    update: (index: number, patch: Partial<T>) =>
      apply(
        draft.map((row, i) => (i === index ? { ...row, item: { ...row.item, ...patch } } : row)),
        false,
      ),
    add: (item: T) => apply([...draft, ...withKeys([item])], true),
    remove: (index: number) =>
      apply(
        draft.filter((_, i) => i !== index),
        true,
      ),
    move: (index: number, by: -1 | 1) => {
      const target = index + by;
      if (target < 0 || target >= draft.length) return;
      const rows = [...draft];
      [rows[index], rows[target]] = [rows[target]!, rows[index]!];
      apply(rows, true);
    },
  };
}

import { formatDate } from '@/lib/format';

export interface DayGroup<T> {
  /** 'Today', 'Yesterday' or a date such as 'Nov 18, 2026'. */
  label: string;
  items: T[];
}

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** Items (already newest first) in runs by local calendar day, labelled for reading. */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup<T>[] = [];
  let currentKey = '';
  for (const item of items) {
    const created = new Date(item.createdAt);
    const key = dayKey(created);
    if (key !== currentKey || groups.length === 0) {
      const label = key === today ? 'Today' : key === yesterday ? 'Yesterday' : formatDate(created);
      groups.push({ label, items: [] });
      currentKey = key;
    }
    groups.at(-1)!.items.push(item);
  }
  return groups;
}

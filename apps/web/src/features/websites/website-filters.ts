import type { Website, WebsiteStatus } from '@tessera/core';

export type StatusFilter = 'ALL' | WebsiteStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All Status' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'DRAFT', label: 'Draft' },
  { value: 'ARCHIVED', label: 'Archived' },
];

/**
 * The websites whose name, subdomain or custom domain contains the search (any case, surrounding
 * spaces ignored) and whose status matches the filter. The order is kept.
 */
export function filterWebsites<T extends Pick<Website, 'name' | 'subdomain' | 'domain' | 'status'>>(
  websites: readonly T[],
  { search, status }: { search: string; status: StatusFilter },
): T[] {
  const needle = search.trim().toLowerCase();
  return websites.filter((website) => {
    if (status !== 'ALL' && website.status !== status) return false;
    if (!needle) return true;
    return [website.name, website.subdomain, website.domain ?? ''].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}

export interface WebsiteCounts {
  total: number;
  published: number;
  drafts: number;
  archived: number;
}

export function countWebsites(websites: readonly Pick<Website, 'status'>[]): WebsiteCounts {
  const counts: WebsiteCounts = { total: websites.length, published: 0, drafts: 0, archived: 0 };
  for (const { status } of websites) {
    if (status === 'PUBLISHED') counts.published++;
    else if (status === 'DRAFT') counts.drafts++;
    else counts.archived++;
  }
  return counts;
}

/** Websites created in the calendar month of `now` (local time): the overview's fallback. */
export function countCreatedThisMonth(
  websites: readonly Pick<Website, 'createdAt'>[],
  now: Date = new Date(),
): number {
  return websites.filter(({ createdAt }) => {
    const created = new Date(createdAt);
    return created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth();
  }).length;
}

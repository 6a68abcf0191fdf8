import { describe, expect, it } from 'vitest';
import type { WebsiteStatus } from '@tessera/core';
import { countCreatedThisMonth, countWebsites, filterWebsites } from './website-filters';

const site = (
  name: string,
  subdomain: string,
  status: WebsiteStatus,
  domain: string | null = null,
) => ({ name, subdomain, status, domain });

const sites = [
  site('Maria’s Bakery', 'marias-bakery', 'PUBLISHED', 'www.mariasbakery.com'),
  site('Garden Studio', 'garden', 'DRAFT'),
  site('Old Shop', 'old-shop', 'ARCHIVED', 'shop.example.org'),
  site('Yoga with Ana', 'ana-yoga', 'DRAFT'),
];
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('filterWebsites', () => {
  it('keeps everything with no search and All Status', () => {
    expect(filterWebsites(sites, { search: '', status: 'ALL' })).toEqual(sites);
    expect(filterWebsites(sites, { search: '   ', status: 'ALL' })).toEqual(sites);
  });

  it('matches the name in any case', () => {
    expect(names(filterWebsites(sites, { search: 'BAKERY', status: 'ALL' }))).toEqual([
      'Maria’s Bakery',
    ]);
  });

  it('matches the subdomain and the custom domain', () => {
    expect(names(filterWebsites(sites, { search: 'ana-yo', status: 'ALL' }))).toEqual([
      'Yoga with Ana',
    ]);
    expect(names(filterWebsites(sites, { search: 'example.org', status: 'ALL' }))).toEqual([
      'Old Shop',
    ]);
  });

  it('applies the status filter with the search', () => {
    expect(names(filterWebsites(sites, { search: '', status: 'DRAFT' }))).toEqual([
      'Garden Studio',
      'Yoga with Ana',
    ]);
    expect(names(filterWebsites(sites, { search: 'garden', status: 'PUBLISHED' }))).toEqual([]);
    expect(names(filterWebsites(sites, { search: ' shop ', status: 'ARCHIVED' }))).toEqual([
      'Old Shop',
    ]);
  });
});

describe('countWebsites', () => {
  it('counts by status', () => {
    expect(countWebsites(sites)).toEqual({ total: 4, published: 1, drafts: 2, archived: 1 });
    expect(countWebsites([])).toEqual({ total: 0, published: 0, drafts: 0, archived: 0 });
  });
});

describe('countCreatedThisMonth', () => {
  it('counts only the current calendar month', () => {
    const now = new Date(2026, 10, 21, 12);
    const created = (y: number, m: number, d: number) => ({
      createdAt: new Date(y, m, d, 9).toISOString(),
    });
    expect(
      countCreatedThisMonth(
        [created(2026, 10, 1), created(2026, 10, 21), created(2026, 9, 31), created(2025, 10, 5)],
        now,
      ),
    ).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { WebsiteStatus } from '@tessera/core';
import {
  canRestoreRelease,
  formatReleaseTime,
  isLiveRelease,
  releaseTimeLabels,
  shownReleases,
} from './releases';

const release = (id: string, isLive = false) => ({ id, isLive });
const site = (status: WebsiteStatus, liveReleaseId: string | null) => ({ status, liveReleaseId });
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('formatReleaseTime', () => {
  it('writes the date and a 24-hour time in the local zone', () => {
    expect(formatReleaseTime(new Date(2026, 10, 21, 10, 42))).toBe('Nov 21, 2026, 10:42');
    expect(formatReleaseTime(new Date(2026, 0, 3, 0, 5))).toBe('Jan 3, 2026, 00:05');
    expect(formatReleaseTime(new Date(2026, 6, 4, 18, 30))).toBe('Jul 4, 2026, 18:30');
  });

  it('accepts ISO strings', () => {
    const iso = new Date(2026, 10, 21, 7, 9).toISOString();
    expect(formatReleaseTime(iso)).toBe('Nov 21, 2026, 07:09');
  });
});

describe('releaseTimeLabels', () => {
  const at = (id: string, ...parts: [number, number, number]) => ({
    id,
    createdAt: new Date(2026, 10, 21, ...parts).toISOString(),
  });

  it('adds the seconds only where two releases share a minute', () => {
    const labels = releaseTimeLabels([
      at('c', 10, 43, 1),
      at('b', 10, 42, 30),
      at('a', 10, 42, 7),
      at('z', 9, 5, 0),
    ]);
    expect(Object.fromEntries(labels)).toEqual({
      c: 'Nov 21, 2026, 10:43',
      b: 'Nov 21, 2026, 10:42:30',
      a: 'Nov 21, 2026, 10:42:07',
      z: 'Nov 21, 2026, 09:05',
    });
  });

  it('is empty for no releases', () => {
    expect(releaseTimeLabels([]).size).toBe(0);
  });
});

describe('isLiveRelease', () => {
  it('follows the website pointer while the site is published', () => {
    const website = site('PUBLISHED', 'b');
    expect(isLiveRelease(release('b'), website)).toBe(true);
    expect(isLiveRelease(release('a', true), website)).toBe(false);
  });

  it('falls back to the list when the website has no pointer', () => {
    expect(isLiveRelease(release('a', true), site('PUBLISHED', null))).toBe(true);
    expect(isLiveRelease(release('a'), site('PUBLISHED', null))).toBe(false);
  });

  it('shows none as live on a draft (unpublished) or archived site', () => {
    expect(isLiveRelease(release('a', true), site('DRAFT', 'a'))).toBe(false);
    expect(isLiveRelease(release('a', true), site('ARCHIVED', 'a'))).toBe(false);
  });
});

describe('canRestoreRelease', () => {
  it('offers every release but the live one', () => {
    const website = site('PUBLISHED', 'b');
    expect(canRestoreRelease(release('a'), website)).toBe(true);
    expect(canRestoreRelease(release('b'), website)).toBe(false);
  });

  it('offers the last live release again once the site is unpublished', () => {
    expect(canRestoreRelease(release('a'), site('DRAFT', 'a'))).toBe(true);
  });

  it('offers nothing while the site is archived', () => {
    expect(canRestoreRelease(release('a'), site('ARCHIVED', 'b'))).toBe(false);
    expect(canRestoreRelease(release('b'), site('ARCHIVED', 'b'))).toBe(false);
  });
});

describe('shownReleases', () => {
  const list = ['r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1'].map((id) => release(id));

  it('lists everything when there are few or the list is expanded', () => {
    const few = list.slice(0, 3);
    expect(shownReleases(few, site('PUBLISHED', 'r8'), false)).toEqual({
      shown: few,
      hidden: 0,
    });
    const all = shownReleases(list, site('PUBLISHED', 'r8'), true);
    expect(ids(all.shown)).toEqual(ids(list));
    expect(all.hidden).toBe(0);
  });

  it('keeps the newest few, in order', () => {
    const { shown, hidden } = shownReleases(list, site('PUBLISHED', 'r8'), false);
    expect(ids(shown)).toEqual(['r8', 'r7', 'r6', 'r5', 'r4']);
    expect(hidden).toBe(3);
  });

  it('keeps an older live release in its place', () => {
    const { shown, hidden } = shownReleases(list, site('PUBLISHED', 'r2'), false, 3);
    expect(ids(shown)).toEqual(['r8', 'r7', 'r6', 'r2']);
    expect(hidden).toBe(4);
  });

  it('does not keep the old pointer of an unpublished site', () => {
    const { shown } = shownReleases(list, site('DRAFT', 'r2'), false, 3);
    expect(ids(shown)).toEqual(['r8', 'r7', 'r6']);
  });
});

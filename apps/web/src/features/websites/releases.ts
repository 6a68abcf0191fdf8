import type { Release, Website } from '@tessera/core';

/** How many releases the card lists before 'Show all'. */
export const RELEASES_SHOWN = 5;

const releaseTimeOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const releaseTimeFormat = new Intl.DateTimeFormat('en-US', releaseTimeOptions);
const releaseSecondsFormat = new Intl.DateTimeFormat('en-US', {
  ...releaseTimeOptions,
  second: '2-digit',
});

/**
 * When a release was published, in the viewer's time zone: 'Nov 21, 2026, 10:42', or with the
 * seconds ('Nov 21, 2026, 10:42:07') to tell apart releases made within one minute.
 */
export const formatReleaseTime = (date: string | Date, withSeconds = false) =>
  (withSeconds ? releaseSecondsFormat : releaseTimeFormat).format(new Date(date));

/** Each release's time label; with seconds only where another release shares its minute. */
export function releaseTimeLabels(
  releases: readonly Pick<Release, 'id' | 'createdAt'>[],
): Map<string, string> {
  const minutes = releases.map((release) => formatReleaseTime(release.createdAt));
  const count = new Map<string, number>();
  for (const label of minutes) count.set(label, (count.get(label) ?? 0) + 1);
  return new Map(
    releases.map((release, i) => [
      release.id,
      count.get(minutes[i]!)! > 1 ? formatReleaseTime(release.createdAt, true) : minutes[i]!,
    ]),
  );
}

type LiveState = Pick<Website, 'status' | 'liveReleaseId'>;

/**
 * Whether visitors see this release now. Only a published site shows one; the website's own
 * pointer decides, so a restore shows at once, before the list is read again.
 */
export function isLiveRelease(release: Pick<Release, 'id' | 'isLive'>, website: LiveState) {
  if (website.status !== 'PUBLISHED') return false;
  return website.liveReleaseId ? release.id === website.liveReleaseId : release.isLive;
}

/** Any release but the live one can be made live, unless the site is archived (the server refuses). */
export function canRestoreRelease(release: Pick<Release, 'id' | 'isLive'>, website: LiveState) {
  return website.status !== 'ARCHIVED' && !isLiveRelease(release, website);
}

/**
 * The releases the card lists: all of them when expanded, else the newest few plus the live one
 * wherever it is, so the list always answers 'which one is live?'.
 */
export function shownReleases<T extends Pick<Release, 'id' | 'isLive'>>(
  releases: readonly T[],
  website: LiveState,
  expanded: boolean,
  limit = RELEASES_SHOWN,
): { shown: T[]; hidden: number } {
  const shown = expanded
    ? [...releases]
    : releases.filter((release, index) => index < limit || isLiveRelease(release, website));
  return { shown, hidden: releases.length - shown.length };
}

/** Where the left panel remembers how it is split between the element palette and Layers. */
export const SPLIT_STORAGE_KEY = 'tessera-builder-split';

/** The palette's share of the height when nothing is remembered: it needs the room more. */
export const DEFAULT_SPLIT_SHARE = 0.62;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The remembered share (0 to 1), or the fallback when none is stored or it is not a share. */
export function readShare(storage: Storage | undefined, fallback = DEFAULT_SPLIT_SHARE): number {
  try {
    const stored = storage?.getItem(SPLIT_STORAGE_KEY);
    const share = stored == null ? NaN : Number(stored);
    return Number.isFinite(share) && share > 0 && share < 1 ? share : fallback;
  } catch {
    // Storage can be refused (private modes, disabled cookies): the default still works.
    return fallback;
  }
}

export function writeShare(storage: Storage | undefined, share: number): void {
  try {
    storage?.setItem(SPLIT_STORAGE_KEY, share.toFixed(4));
  } catch {
    // Not remembered this time; the split still works for this visit.
  }
}

/**
 * The share the upper pane can really have in `available` px so that neither pane is smaller
 * than its minimum; when both minimums do not fit, the panes halve the room.
 */
export function clampShare(
  share: number,
  available: number,
  minTop: number,
  minBottom: number,
): number {
  if (available <= 0) return share;
  if (minTop + minBottom >= available) return 0.5;
  return Math.min(Math.max(share, minTop / available), 1 - minBottom / available);
}

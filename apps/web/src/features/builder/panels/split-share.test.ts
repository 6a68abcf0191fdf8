import { describe, expect, it } from 'vitest';
import {
  clampShare,
  DEFAULT_SPLIT_SHARE,
  readShare,
  SPLIT_STORAGE_KEY,
  writeShare,
} from './split-share';

/** A storage holding one value under the split's key. */
function storageWith(value: string | null) {
  const items = new Map<string, string>();
  if (value !== null) items.set(SPLIT_STORAGE_KEY, value);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
    items,
  };
}

describe('readShare and writeShare', () => {
  it('give the palette the larger share by default', () => {
    expect(DEFAULT_SPLIT_SHARE).toBeGreaterThan(0.5);
    expect(readShare(storageWith(null))).toBe(DEFAULT_SPLIT_SHARE);
    expect(readShare(undefined)).toBe(DEFAULT_SPLIT_SHARE);
  });

  it('remember a share between visits', () => {
    const storage = storageWith(null);
    writeShare(storage, 0.4);
    expect(storage.items.get(SPLIT_STORAGE_KEY)).toBe('0.4000');
    expect(readShare(storage)).toBe(0.4);
  });

  it.each(['', 'abc', '0', '1', '-0.2', '7', 'NaN', 'Infinity'])(
    'ignore a stored %j that is not a share',
    (value) => {
      expect(readShare(storageWith(value))).toBe(DEFAULT_SPLIT_SHARE);
    },
  );

  it('keep working when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readShare(refusing)).toBe(DEFAULT_SPLIT_SHARE);
    expect(() => writeShare(refusing, 0.3)).not.toThrow();
  });
});

describe('clampShare', () => {
  it('keeps a share that leaves both panes their minimum', () => {
    expect(clampShare(0.6, 1000, 160, 120)).toBe(0.6);
  });

  it('keeps the upper pane at its minimum', () => {
    expect(clampShare(0.05, 1000, 160, 120)).toBe(0.16);
  });

  it('keeps the lower pane at its minimum', () => {
    expect(clampShare(0.95, 1000, 160, 120)).toBe(0.88);
  });

  it('halves the room when both minimums do not fit', () => {
    expect(clampShare(0.9, 250, 160, 120)).toBe(0.5);
  });

  it('leaves the share alone before the room is known', () => {
    expect(clampShare(0.7, 0, 160, 120)).toBe(0.7);
  });
});

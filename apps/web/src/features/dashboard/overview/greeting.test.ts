import { describe, expect, it } from 'vitest';
import { NEW_OWNER_MS, isNewOwner } from './greeting';

describe('isNewOwner', () => {
  const created = '2026-11-26T09:00:00.000Z';
  const at = (ms: number) => Date.parse(created) + ms;

  it('greets an account younger than a day as new, and older ones as coming back', () => {
    expect(isNewOwner(created, at(60_000))).toBe(true);
    expect(isNewOwner(created, at(NEW_OWNER_MS - 1))).toBe(true);
    expect(isNewOwner(created, at(NEW_OWNER_MS))).toBe(false);
  });

  it('does not call anyone new without knowing when they signed up', () => {
    expect(isNewOwner(undefined, at(0))).toBe(false);
    expect(isNewOwner('not a date', at(0))).toBe(false);
  });
});

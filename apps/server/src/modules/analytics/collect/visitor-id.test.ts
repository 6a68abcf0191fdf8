import { describe, expect, it } from 'vitest';
import { localDayOf, newSalt, visitorId } from './visitor-id.ts';

const WEBSITE = '6f1c2b1e-7a47-4c7e-9a51-0a3f8b2d9c10';
const OTHER_WEBSITE = '0d9e8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

describe('visitorId', () => {
  const salt = Buffer.alloc(32, 7);

  it('is stable for the same salt, website, address and user agent', () => {
    expect(visitorId(salt, WEBSITE, '203.0.113.9', UA)).toBe(
      visitorId(Buffer.alloc(32, 7), WEBSITE, '203.0.113.9', UA),
    );
  });

  it('differs when any input differs', () => {
    const id = visitorId(salt, WEBSITE, '203.0.113.9', UA);
    const others = [
      visitorId(Buffer.alloc(32, 8), WEBSITE, '203.0.113.9', UA),
      visitorId(salt, OTHER_WEBSITE, '203.0.113.9', UA),
      visitorId(salt, WEBSITE, '203.0.113.10', UA),
      visitorId(salt, WEBSITE, '203.0.113.9', `${UA} extra`),
    ];
    for (const other of others) expect(other).not.toBe(id);
    expect(new Set(others).size).toBe(others.length);
  });

  it('keeps the values apart, so shifting text between them gives another id', () => {
    expect(visitorId(salt, WEBSITE, '1.2.3.4', 'ab')).not.toBe(
      visitorId(salt, WEBSITE, '1.2.3.4a', 'b'),
    );
  });

  it('fits a signed 64-bit integer', () => {
    for (let i = 0; i < 50; i++) {
      const id = visitorId(newSalt(), WEBSITE, `198.51.100.${i}`, UA);
      expect(id >= -(2n ** 63n) && id < 2n ** 63n).toBe(true);
    }
  });
});

describe('newSalt', () => {
  it('makes 32 random bytes, a new value each time', () => {
    const salt = newSalt();
    expect(salt).toHaveLength(32);
    expect(newSalt().equals(salt)).toBe(false);
  });
});

describe('localDayOf', () => {
  it('follows summer time in Europe/Berlin', () => {
    // Summer time begins on 29 March 2026: midnight local is 23:00 UTC before, 22:00 UTC after.
    expect(localDayOf(new Date('2026-03-28T22:59:59Z'), 'Europe/Berlin')).toBe('2026-03-28');
    expect(localDayOf(new Date('2026-03-28T23:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDayOf(new Date('2026-03-29T21:59:59Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDayOf(new Date('2026-03-29T22:00:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
    // And ends on 25 October 2026.
    expect(localDayOf(new Date('2026-10-24T21:59:59Z'), 'Europe/Berlin')).toBe('2026-10-24');
    expect(localDayOf(new Date('2026-10-24T22:00:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(localDayOf(new Date('2026-10-25T22:59:59Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(localDayOf(new Date('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toBe('2026-10-26');
  });

  it('handles a half-hour offset (Asia/Tehran, UTC+3:30) around midnight', () => {
    expect(localDayOf(new Date('2026-06-30T20:29:59Z'), 'Asia/Tehran')).toBe('2026-06-30');
    expect(localDayOf(new Date('2026-06-30T20:30:00Z'), 'Asia/Tehran')).toBe('2026-07-01');
  });

  it('gives different days for the same instant in different zones', () => {
    const at = new Date('2026-01-01T03:00:00Z');
    expect(localDayOf(at, 'UTC')).toBe('2026-01-01');
    expect(localDayOf(at, 'America/New_York')).toBe('2025-12-31');
  });
});

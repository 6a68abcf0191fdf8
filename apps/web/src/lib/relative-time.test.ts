import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relativeTime', () => {
  it('reads under a minute as just now', () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(new Date(now.getTime() - 59_000), now)).toBe('Just now');
  });

  it('counts minutes under an hour', () => {
    expect(relativeTime(ago(1), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(59), now)).toBe('59 minutes ago');
  });

  it('counts hours under 1440 minutes', () => {
    expect(relativeTime(ago(60), now)).toBe('1 hour ago');
    expect(relativeTime(ago(150), now)).toBe('2 hours ago');
    expect(relativeTime(ago(1439), now)).toBe('23 hours ago');
  });

  it('counts days from 1440 minutes', () => {
    expect(relativeTime(ago(1440), now)).toBe('1 day ago');
    expect(relativeTime(ago(1440 * 12 + 30), now)).toBe('12 days ago');
  });

  it('accepts ISO strings and treats the future or nonsense as just now', () => {
    expect(relativeTime('2026-11-21T11:30:00Z', now)).toBe('30 minutes ago');
    expect(relativeTime(ago(-10), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('Just now');
  });
});

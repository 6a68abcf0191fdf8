import { describe, expect, it } from 'vitest';
import { formatCapacity, formatDuration, liveBookingUrl } from './service-format';

describe('formatDuration', () => {
  it('writes minutes, hours, and both', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(1440)).toBe('24 h');
  });
});

describe('formatCapacity', () => {
  it('counts one person or several people', () => {
    expect(formatCapacity(1)).toBe('1 person');
    expect(formatCapacity(12)).toBe('12 people');
  });
});

describe('liveBookingUrl', () => {
  const local = { protocol: 'http:', host: 'localhost:3000' };
  const website = {
    status: 'PUBLISHED' as const,
    subdomain: 'salon',
    domain: null,
    domainStatus: null,
  };

  it('is the booking page on the live site when both are published', () => {
    expect(liveBookingUrl({ slug: 'haircut', isPublished: true }, website, local)).toBe(
      'http://salon.localhost:3000/book/haircut',
    );
  });

  it('is none for a draft service or an unpublished website', () => {
    expect(liveBookingUrl({ slug: 'haircut', isPublished: false }, website, local)).toBeNull();
    expect(
      liveBookingUrl(
        { slug: 'haircut', isPublished: true },
        { ...website, status: 'DRAFT' },
        local,
      ),
    ).toBeNull();
  });
});

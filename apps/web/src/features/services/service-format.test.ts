import { describe, expect, it } from 'vitest';
import { formatCapacity, formatDuration, liveBookingUrl, paymentHint } from './service-format';

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

describe('paymentHint', () => {
  it('asks to connect Stripe for a payment when booking while it is not connected', () => {
    expect(paymentHint('deposit', false)).toMatch(
      /^Connect Stripe in the website's settings to take payments when booking\./,
    );
    expect(paymentHint('full', false)).toMatch(/^Connect Stripe/);
    expect(paymentHint('none', false)).toBe('Nothing is paid when booking.');
  });

  it('says the visitor pays by card once it is connected', () => {
    expect(paymentHint('deposit', true)).toMatch(/^Visitors pay a part of the price by card/);
    expect(paymentHint('full', true)).toMatch(/^Visitors pay the whole price by card/);
  });
});

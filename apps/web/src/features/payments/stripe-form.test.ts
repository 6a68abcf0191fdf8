import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { missingKeys, modeLabel, refusalOf, STRIPE_WEBHOOK_EVENTS } from './stripe-form';

describe('the Stripe keys form', () => {
  it('asks for each key left empty or blank, and nothing when both are there', () => {
    expect(missingKeys({ secretKey: ' ', webhookSecret: '' })).toEqual({
      secretKey: 'Paste your secret key from Stripe',
      webhookSecret: "Paste the webhook's signing secret",
    });
    expect(missingKeys({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' })).toEqual({});
  });

  it("puts the server's field messages under their fields, with no message above", () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'Stripe refused this key.', {
      secretKey: 'Stripe refused this key.',
    });
    expect(refusalOf(refused)).toEqual({
      fields: { secretKey: 'Stripe refused this key.' },
      message: null,
    });
  });

  it('shows Stripe out of reach as one message above the fields', () => {
    const down = new ApiError(
      502,
      'PROVIDER_UNAVAILABLE',
      'Stripe could not be reached. Try again.',
    );
    expect(refusalOf(down)).toEqual({
      fields: {},
      message: 'Stripe could not be reached. Try again.',
    });
    expect(refusalOf(new Error('boom')).message).toBe('Could not connect Stripe. Try again.');
    expect(refusalOf(new ApiError(500, 'INTERNAL', 'trace')).message).toBe(
      'Could not connect Stripe. Try again.',
    );
  });

  it('names the mode and lists the events the webhook must send', () => {
    expect(modeLabel('test')).toBe('Test mode');
    expect(modeLabel('live')).toBe('Live mode');
    expect(STRIPE_WEBHOOK_EVENTS).toContain('checkout.session.completed');
    expect(STRIPE_WEBHOOK_EVENTS).toContain('charge.refunded');
  });
});

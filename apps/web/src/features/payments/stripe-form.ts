import { ApiError } from '@/lib/api';

/** The events the website's webhook endpoint in Stripe must send. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const;

export interface StripeKeysDraft {
  secretKey: string;
  webhookSecret: string;
}

export const emptyKeys: StripeKeysDraft = { secretKey: '', webhookSecret: '' };

/**
 * What is plainly missing before asking the server (which checks the formats and asks Stripe);
 * keyed as the server's `fields` are.
 */
export function missingKeys(
  draft: StripeKeysDraft,
): Partial<Record<keyof StripeKeysDraft, string>> {
  const found: Partial<Record<keyof StripeKeysDraft, string>> = {};
  if (!draft.secretKey.trim()) found.secretKey = 'Paste your secret key from Stripe';
  if (!draft.webhookSecret.trim()) found.webhookSecret = "Paste the webhook's signing secret";
  return found;
}

/**
 * A refused connection in the owner's words: problems with a key under its field, anything else
 * (Stripe out of reach, a refusal about no field) as one message above the form.
 */
export function refusalOf(error: unknown): {
  fields: Partial<Record<keyof StripeKeysDraft, string>>;
  message: string | null;
} {
  if (!(error instanceof ApiError)) {
    return { fields: {}, message: 'Could not connect Stripe. Try again.' };
  }
  const fields: Partial<Record<keyof StripeKeysDraft, string>> = {};
  if (error.fields.secretKey) fields.secretKey = error.fields.secretKey;
  if (error.fields.webhookSecret) fields.webhookSecret = error.fields.webhookSecret;
  if (Object.keys(fields).length > 0) return { fields, message: null };
  if (error.status === 502 || error.status === 0 || error.status === 400) {
    return { fields, message: error.message };
  }
  return { fields, message: 'Could not connect Stripe. Try again.' };
}

/**
 * Keeps the keyboard in the Payments section when what it was on goes away (the keys form once
 * connected, Disconnect once disconnected).
 */
export const focusPaymentsSection = () =>
  requestAnimationFrame(() => document.getElementById('payments')?.focus());

export const modeLabel = (mode: 'test' | 'live') => (mode === 'live' ? 'Live mode' : 'Test mode');

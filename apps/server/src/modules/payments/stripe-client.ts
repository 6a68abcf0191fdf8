import Stripe from 'stripe';

/**
 * The official Stripe SDK for one secret key. `apiUrl` (STRIPE_API_URL) sends its calls to a
 * compatible server instead of Stripe's, as tests and operators with a gateway do.
 */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (protocol === 'http' ? 80 : 443)),
          protocol,
        }
      : {}),
  });
}

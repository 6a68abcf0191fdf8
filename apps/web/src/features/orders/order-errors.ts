import { ApiError } from '@/lib/api';

/**
 * The server's own words for a refusal the owner can act on (stock gone again, a refund larger
 * than what was paid); undefined for a failure that says nothing useful (network, a 500).
 */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : undefined;
}

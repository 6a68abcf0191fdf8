import type { RateLimit } from '../../db/rate-limit.ts';
import { tooManyRequests } from '../../http/errors.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Reset mails per account e-mail: a flood of them would bury the owner's inbox. */
export const RESET_MAILS_PER_EMAIL: RateLimit = { bucket: 'reset-mail', max: 3, windowMs: HOUR };
/** Forgot-password requests per address, whatever the e-mail. */
export const RESET_REQUESTS_PER_ADDRESS: RateLimit = {
  bucket: 'reset-request',
  max: 10,
  windowMs: HOUR,
};
/** Account creations per address; the maximum is the operator's setting. */
export const registrationsPerAddress = (max: number): RateLimit => ({
  bucket: 'register',
  max,
  windowMs: HOUR,
});
/**
 * Wrong current passwords per account, on any screen that asks for it (change password, change
 * e-mail): a stolen session must not become a way to guess the password.
 */
export const PASSWORD_CHECKS_PER_ACCOUNT: RateLimit = {
  bucket: 'password-check',
  max: 5,
  windowMs: 15 * MINUTE,
};

/** A 429 whose message says what was refused and how long to wait. */
export function rateLimited(what: string, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return tooManyRequests(`${what} Please try again in ${minutes} ${unit}.`, retryAfterSeconds);
}

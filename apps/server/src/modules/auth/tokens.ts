import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer or reset token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to make the stored copy useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
